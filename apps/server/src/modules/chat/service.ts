import {
  CHAT_FLOOD_LIMIT,
  CHAT_FLOOD_WINDOW_MS,
  CHAT_HISTORY_SIZE,
  CHAT_MAX_LENGTH,
  type ChatHistory,
  type ChatMessage,
  type ChatType,
  chatSendSchema,
} from "@repgate/contracts/chat";
import type { Rank } from "@repgate/game/rules/ranks";
import type { Db, Queryable } from "../../db/connect.ts";
import { type Emit, inTransaction } from "../../db/unit-of-work.ts";
import { AppError, type ErrorCode } from "../../lib/http/errors.ts";
import { findRoomFacts } from "../../realtime/repo.ts";
import { mayReadRoom, type RoomFacts } from "../../realtime/room-policy.ts";
import { chatRoomOf } from "../../realtime/rooms.ts";
import { countHit } from "../rate-limits/repo.ts";
import * as repo from "./repo.ts";

export type SendResult = { ok: true; id: string } | { ok: false; code: ErrorCode; message: string };

const NO_ROOM = "Cannot send message to this chat";

function refuse(code: ErrorCode, message: string): SendResult {
  return { ok: false, code, message };
}

/**
 * A chat message from a socket. The author is `userId` (the socket's signed-in hunter),
 * whatever the payload says; the room must be one the hunter belongs to; blank or over 500
 * characters is refused; a hunter sends at most CHAT_FLOOD_LIMIT per CHAT_FLOOD_WINDOW_MS,
 * counted in PostgreSQL so the limit holds across instances. The message is stored, then
 * `newMessage`, carrying it as the room will show it, is announced at commit to every instance.
 */
export async function sendChatMessage(
  db: Db,
  { userId, data, now }: { userId: string; data: unknown; now: Date },
): Promise<SendResult> {
  const parsed = chatSendSchema.safeParse(data);
  if (!parsed.success) {
    return refuse("bad_request", "Unable to send message: give the text and a chat type.");
  }
  const input = parsed.data;
  const content = input.content.trim();
  if (content.length === 0) return refuse("bad_request", "A message cannot be empty.");
  if ([...content].length > CHAT_MAX_LENGTH) {
    return refuse("bad_request", `A message can be at most ${CHAT_MAX_LENGTH} characters.`);
  }
  // Both at once (one round trip of latency): every attempt counts against the flood limit.
  const [facts, { hits }] = await Promise.all([
    repo.chatSender(db, userId),
    countHit(db, { key: `chat:${userId}`, now, windowMs: CHAT_FLOOD_WINDOW_MS }),
  ]);
  if (!facts?.onboarded) return refuse("forbidden", NO_ROOM);
  const room = roomOf(input, facts);
  if (!room) return refuse("forbidden", NO_ROOM);
  if (hits > CHAT_FLOOD_LIMIT) {
    return refuse("rate_limited", "You are sending messages too fast. Wait a few seconds.");
  }

  const stored = await inTransaction(db, async (tx, emit) => {
    const row = await repo.insertMessage(tx, { ...room, userId, content, createdAt: now });
    const message = presentMessage({ ...row, content, user: facts.author });
    emit({ type: "newMessage", userId, ...room, message });
    return row;
  });
  return { ok: true, id: stored.id };
}

/**
 * The room a message asks for (the hunter's own region, party or guild when it names none), if
 * the room policy lets the hunter read it; null otherwise.
 */
export function roomOf(
  input: { type: ChatType; region?: string; partyId?: string; guildId?: string },
  facts: RoomFacts,
): repo.ChatRoom | null {
  const none = { region: null, partyId: null, guildId: null };
  const room: repo.ChatRoom =
    input.type === "regional"
      ? { ...none, chatType: "regional", region: input.region ?? facts.region }
      : input.type === "party"
        ? { ...none, chatType: "party", partyId: input.partyId ?? facts.partyId }
        : { ...none, chatType: "guild", guildId: input.guildId ?? facts.guildId };
  if (!(room.region ?? room.partyId ?? room.guildId)) return null;
  return mayReadRoom(facts, chatRoomOf(room)) ? room : null;
}

/**
 * The recent messages of the hunter's region, party or guild (403 when not in one), without
 * those of authors the hunter muted or blocked.
 */
export async function loadHistory(
  db: Db,
  userId: string,
  chatType: ChatType,
): Promise<ChatHistory> {
  const facts = await findRoomFacts(db, userId);
  if (!facts) throw new AppError("unauthenticated", "You are not signed in.");
  const room = roomOf({ type: chatType }, facts);
  if (!room) {
    throw new AppError(
      "forbidden",
      // Two whole sentences, so each language words both (docs/i18n.md).
      chatType === "party" ? "You are not in a party." : "You are not in a guild.",
    );
  }
  const rows = await repo.recentMessages(db, room, CHAT_HISTORY_SIZE, userId);
  return rows.reverse().map(presentMessage);
}

/**
 * Called in an account deletion's transaction, before the hunter's row goes and their messages
 * with it (ON DELETE CASCADE): every room the hunter wrote in hears it, so open chats drop the
 * messages at once rather than on a reload.
 */
export async function announceAuthorDeleted(tx: Queryable, emit: Emit, userId: string) {
  for (const room of await repo.roomsWrittenBy(tx, userId)) {
    emit({ type: "chatAuthorDeleted", userId, ...room });
  }
}

function presentMessage(row: repo.StoredMessage): ChatMessage {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    user: { ...row.user, rank: row.user.rank as Rank },
  };
}
