import type { ChatType } from "@repgate/contracts/chat";
import { and, asc, desc, eq, gt, lt, or, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { chatMessages } from "../../db/schema/chat.ts";
import { type ChatReportRow, chatReports, hunterBlocks } from "../../db/schema/safety.ts";

export type { ChatReportRow, ReportedLine } from "../../db/schema/safety.ts";

import { users } from "../../db/schema/users.ts";
import { roomFactColumns } from "../../realtime/repo.ts";
import type { RoomFacts } from "../../realtime/room-policy.ts";
import { onboardedSql } from "../users/repo.ts";

/** Where a message goes: exactly one of region, partyId, guildId is set, by its type. */
export interface ChatRoom {
  chatType: ChatType;
  region: string | null;
  partyId: string | null;
  guildId: string | null;
}

/** How a message shows its author. */
export interface Author {
  id: string;
  hunterName: string;
  firstName: string | null;
  lastName: string | null;
  rank: string;
  profileImageUrl: string | null;
}

export interface StoredMessage {
  id: string;
  content: string;
  createdAt: Date;
  user: Author;
}

const authorColumns = {
  id: users.id,
  hunterName: users.hunterName,
  firstName: users.firstName,
  lastName: users.lastName,
  rank: users.rank,
  profileImageUrl: users.profileImageUrl,
};

const messageColumns = {
  id: chatMessages.id,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  user: authorColumns,
};

/**
 * A hunter about to send: the facts the room policy reads (the hub's own columns), whether they
 * are onboarded, and how their message will show them, in one round trip.
 */
export async function chatSender(
  db: Queryable,
  userId: string,
): Promise<(RoomFacts & { onboarded: boolean; author: Author }) | null> {
  const [row] = await db
    .select({
      ...roomFactColumns,
      onboarded: sql<boolean>`${onboardedSql("users")}`,
      author: authorColumns,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function insertMessage(
  db: Queryable,
  values: ChatRoom & { userId: string; content: string; createdAt: Date },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(chatMessages)
    .values(values)
    .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
  if (!row) throw new Error("chat insert returned nothing");
  return row;
}

function inRoom(room: ChatRoom): SQL | undefined {
  return room.chatType === "regional"
    ? and(eq(chatMessages.chatType, "regional"), eq(chatMessages.region, room.region ?? ""))
    : room.chatType === "party"
      ? and(eq(chatMessages.chatType, "party"), eq(chatMessages.partyId, room.partyId ?? ""))
      : and(eq(chatMessages.chatType, "guild"), eq(chatMessages.guildId, room.guildId ?? ""));
}

/**
 * The newest `limit` messages of one room, newest first (the partial index's order), without
 * those of authors the reader muted or blocked.
 */
export async function recentMessages(
  db: Queryable,
  room: ChatRoom,
  limit: number,
  readerId: string,
): Promise<StoredMessage[]> {
  const hidden = sql`EXISTS (SELECT 1 FROM ${hunterBlocks} WHERE ${hunterBlocks.userId} = ${readerId}
    AND ${hunterBlocks.otherId} = ${chatMessages.userId})`;
  return db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(and(inRoom(room), sql`NOT ${hidden}`))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
}

/** A stored message with the room it belongs to. */
export async function findMessage(
  db: Queryable,
  id: string,
): Promise<(StoredMessage & ChatRoom) | null> {
  const [row] = await db
    .select({
      ...messageColumns,
      chatType: chatMessages.chatType,
      region: chatMessages.region,
      partyId: chatMessages.partyId,
      guildId: chatMessages.guildId,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(eq(chatMessages.id, id))
    .limit(1);
  return row ? { ...row, chatType: row.chatType as ChatType } : null;
}

/** Up to `count` messages of the room just before and just after `at`, oldest first. */
export async function messagesAround(
  db: Queryable,
  room: ChatRoom,
  at: { id: string; createdAt: Date },
  count: number,
): Promise<StoredMessage[]> {
  const before = or(
    lt(chatMessages.createdAt, at.createdAt),
    and(eq(chatMessages.createdAt, at.createdAt), lt(chatMessages.id, at.id)),
  );
  const after = or(
    gt(chatMessages.createdAt, at.createdAt),
    and(eq(chatMessages.createdAt, at.createdAt), gt(chatMessages.id, at.id)),
  );
  const [earlier, later] = await Promise.all([
    db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .where(and(inRoom(room), before))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(count),
    db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .where(and(inRoom(room), after))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
      .limit(count),
  ]);
  return [...earlier.reverse(), ...later];
}

/** Stores a report; false when this hunter had already reported this message. */
export async function insertReport(
  db: Queryable,
  values: typeof chatReports.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(chatReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: chatReports.id });
  return rows.length > 0;
}

/** The newest reports with the reporter's name, for the operator. */
export async function listReports(
  db: Queryable,
  limit: number,
): Promise<{ report: ChatReportRow; reporterName: string }[]> {
  return db
    .select({ report: chatReports, reporterName: users.hunterName })
    .from(chatReports)
    .innerJoin(users, eq(users.id, chatReports.reporterId))
    .orderBy(desc(chatReports.createdAt))
    .limit(limit);
}

/** Every room the hunter has a message in (a deletion tells each of them). */
export async function roomsWrittenBy(db: Queryable, userId: string): Promise<ChatRoom[]> {
  const rows = await db
    .selectDistinct({
      chatType: chatMessages.chatType,
      region: chatMessages.region,
      partyId: chatMessages.partyId,
      guildId: chatMessages.guildId,
    })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId));
  return rows.map((row) => ({ ...row, chatType: row.chatType as ChatType }));
}

/** Deletes a message of the guild's chat; false when the guild's chat has no such message. */
export async function deleteGuildChatMessage(
  db: Queryable,
  guildId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(chatMessages)
    .where(
      and(
        eq(chatMessages.id, id),
        eq(chatMessages.chatType, "guild"),
        eq(chatMessages.guildId, guildId),
      ),
    )
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

// The data export (POST /api/user/export) reads this area's rows about one hunter here.

/** Chat messages the hunter wrote (only theirs, not the conversations around them). */
export function exportChatMessages(db: Queryable, userId: string) {
  return db
    .select({
      id: chatMessages.id,
      chatType: chatMessages.chatType,
      region: chatMessages.region,
      partyId: chatMessages.partyId,
      guildId: chatMessages.guildId,
      content: chatMessages.content,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(chatMessages.createdAt, chatMessages.id);
}
