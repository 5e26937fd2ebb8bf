import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { directMessages } from "../../db/schema/direct-messages.ts";
import { type FriendshipRow, friendships } from "../../db/schema/social.ts";
import { type UserRow, users } from "../../db/schema/users.ts";

/** The pair's ids in the order the table stores them (uuid order is lower-case hex order). */
function pairOf(a: string, b: string): { userLow: string; userHigh: string } {
  const [low, high] = [a.toLowerCase(), b.toLowerCase()].sort();
  return { userLow: low as string, userHigh: high as string };
}

/** Inserts a pending request unless the pair already has a row; null when it had one. */
export async function insertRequest(
  db: Queryable,
  requesterId: string,
  addresseeId: string,
  now: Date,
): Promise<FriendshipRow | null> {
  const [row] = await db
    .insert(friendships)
    .values({ ...pairOf(requesterId, addresseeId), requesterId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function lockPair(db: Queryable, a: string, b: string): Promise<FriendshipRow | null> {
  const pair = pairOf(a, b);
  const [row] = await db
    .select()
    .from(friendships)
    .where(and(eq(friendships.userLow, pair.userLow), eq(friendships.userHigh, pair.userHigh)))
    .for("update");
  return row ?? null;
}

export async function findPair(db: Queryable, a: string, b: string): Promise<FriendshipRow | null> {
  const pair = pairOf(a, b);
  const [row] = await db
    .select()
    .from(friendships)
    .where(and(eq(friendships.userLow, pair.userLow), eq(friendships.userHigh, pair.userHigh)));
  return row ?? null;
}

export async function lockFriendship(db: Queryable, id: string): Promise<FriendshipRow | null> {
  const [row] = await db.select().from(friendships).where(eq(friendships.id, id)).for("update");
  return row ?? null;
}

export async function acceptFriendship(
  db: Queryable,
  id: string,
  now: Date,
): Promise<FriendshipRow | null> {
  const [row] = await db
    .update(friendships)
    .set({ status: "accepted", acceptedAt: now })
    .where(and(eq(friendships.id, id), eq(friendships.status, "pending")))
    .returning();
  return row ?? null;
}

export async function deleteFriendship(db: Queryable, id: string): Promise<boolean> {
  const rows = await db
    .delete(friendships)
    .where(eq(friendships.id, id))
    .returning({ id: friendships.id });
  return rows.length > 0;
}

const involves = (userId: string) =>
  or(eq(friendships.userLow, userId), eq(friendships.userHigh, userId));
const otherOf = (userId: string) =>
  sql`CASE WHEN ${friendships.userLow} = ${userId} THEN ${friendships.userHigh} ELSE ${friendships.userLow} END`;

/** The hunter's friends (accepted), by name. */
export async function listFriends(db: Queryable, userId: string): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(friendships)
    .innerJoin(users, eq(users.id, otherOf(userId)))
    .where(and(involves(userId), eq(friendships.status, "accepted")))
    .orderBy(asc(users.hunterNameKey));
  return rows.map((r) => r.user);
}

/** Requests others sent the hunter that wait for an answer, oldest first. */
export async function listIncoming(
  db: Queryable,
  userId: string,
): Promise<{ user: UserRow; friendship: FriendshipRow }[]> {
  return db
    .select({ user: users, friendship: friendships })
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.requesterId))
    .where(
      and(
        involves(userId),
        eq(friendships.status, "pending"),
        sql`${friendships.requesterId} <> ${userId}`,
      ),
    )
    .orderBy(asc(friendships.createdAt));
}

export async function findByNameKey(db: Queryable, key: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.hunterNameKey, key));
  return row ?? null;
}

// The data export (POST /api/user/export) reads this area's rows about one hunter here.

/**
 * Friends and pending friend requests, either way. The other hunter appears only by their
 * public id and hunter name.
 */
export function exportFriends(db: Queryable, userId: string) {
  const otherId = sql`CASE WHEN ${friendships.userLow} = ${userId} THEN ${friendships.userHigh} ELSE ${friendships.userLow} END`;
  return db
    .select({
      status: friendships.status,
      requestedByMe: sql<boolean>`${friendships.requesterId} = ${userId}`,
      createdAt: friendships.createdAt,
      acceptedAt: friendships.acceptedAt,
      hunter: { id: users.id, hunterName: users.hunterName },
    })
    .from(friendships)
    .innerJoin(users, eq(users.id, otherId))
    .where(or(eq(friendships.userLow, userId), eq(friendships.userHigh, userId)))
    .orderBy(friendships.createdAt);
}

/**
 * The direct messages the hunter sent and received, oldest first, the other hunter by public
 * id and hunter name only, from the hunter's threads (direct_messages).
 */
export function exportDirectMessages(db: Queryable, userId: string) {
  const sent = eq(directMessages.senderId, userId);
  const received = eq(directMessages.recipientId, userId);
  const otherId = sql`CASE WHEN ${sent} THEN ${directMessages.recipientId} ELSE ${directMessages.senderId} END`;
  return db
    .select({
      direction: sql<"sent" | "received">`CASE WHEN ${sent} THEN 'sent' ELSE 'received' END`,
      hunter: { id: users.id, hunterName: users.hunterName },
      message: directMessages.body,
      sentAt: directMessages.createdAt,
    })
    .from(directMessages)
    .innerJoin(users, eq(users.id, otherId))
    .where(or(sent, received))
    .orderBy(asc(directMessages.createdAt), asc(directMessages.id));
}
