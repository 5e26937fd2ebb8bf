import type { ChatType } from "@repgate/contracts/chat";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { chatMessages } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import type { RoomFacts } from "../../realtime/room-policy.ts";

/** Where a message goes: exactly one of region, partyId, guildId is set, by its type. */
export interface ChatRoom {
  chatType: ChatType;
  region: string | null;
  partyId: string | null;
  guildId: string | null;
}

export interface StoredMessage {
  id: string;
  content: string;
  createdAt: Date;
  /** Null when the author deleted their account. */
  user: {
    id: string;
    hunterName: string;
    firstName: string | null;
    lastName: string | null;
    rank: string;
    profileImageUrl: string | null;
  } | null;
}

const messageColumns = {
  id: chatMessages.id,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  user: {
    id: users.id,
    hunterName: users.hunterName,
    firstName: users.firstName,
    lastName: users.lastName,
    rank: users.rank,
    profileImageUrl: users.profileImageUrl,
  },
};

/**
 * Which chat rooms a hunter belongs to: their region, and their party and guild while the
 * `users` row says they are in one. Parties and guilds keep `users.party_id` / `guild_id`;
 * if they ever keep membership elsewhere, this is the one function to change.
 */
export async function chatRoomMembership(
  db: Queryable,
  userId: string,
): Promise<(RoomFacts & { onboarded: boolean }) | null> {
  const [row] = await db
    .select({
      userId: users.id,
      region: users.region,
      partyId: users.partyId,
      guildId: users.guildId,
      onboarded: sql<boolean>`(${users.hasAcceptedPlayer} AND ${users.hasCompletedAssessment}
        AND ${users.hasCompletedProfile} AND ${users.userClass} IS NOT NULL)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function insertMessage(
  db: Queryable,
  values: ChatRoom & { userId: string; content: string; createdAt: Date },
): Promise<{ id: string }> {
  const [row] = await db.insert(chatMessages).values(values).returning({ id: chatMessages.id });
  if (!row) throw new Error("chat insert returned nothing");
  return row;
}

export async function findMessage(db: Queryable, id: string): Promise<StoredMessage | null> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.userId))
    .where(eq(chatMessages.id, id))
    .limit(1);
  return row ?? null;
}

/** The newest `limit` messages of one room, newest first (the partial index's order). */
export async function recentMessages(
  db: Queryable,
  room: ChatRoom,
  limit: number,
): Promise<StoredMessage[]> {
  const where: SQL | undefined =
    room.chatType === "regional"
      ? and(eq(chatMessages.chatType, "regional"), eq(chatMessages.region, room.region ?? ""))
      : room.chatType === "party"
        ? and(eq(chatMessages.chatType, "party"), eq(chatMessages.partyId, room.partyId ?? ""))
        : and(eq(chatMessages.chatType, "guild"), eq(chatMessages.guildId, room.guildId ?? ""));
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.userId))
    .where(where)
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
}
