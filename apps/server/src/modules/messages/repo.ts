import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { type DirectMessageRow, directMessages } from "../../db/schema/direct-messages.ts";

const between = (a: string, b: string) =>
  or(
    and(eq(directMessages.senderId, a), eq(directMessages.recipientId, b)),
    and(eq(directMessages.senderId, b), eq(directMessages.recipientId, a)),
  );

export async function insertDirectMessage(
  db: Queryable,
  values: { senderId: string; recipientId: string; body: string; createdAt: Date },
): Promise<DirectMessageRow> {
  const [row] = await db.insert(directMessages).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** How many of `senderId`'s messages to `recipientId` are still unread. */
export async function countUnreadFrom(
  db: Queryable,
  { recipientId, senderId }: { recipientId: string; senderId: string },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(directMessages)
    .where(
      and(
        eq(directMessages.recipientId, recipientId),
        eq(directMessages.senderId, senderId),
        isNull(directMessages.readAt),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The hunter's threads, newest activity first: per peer the newest message (either way) and
 * how many of the peer's messages the hunter has not read.
 */
export async function listThreads(db: Queryable, userId: string) {
  // Raw SQL: DISTINCT ON must repeat the peer expression verbatim, one bound parameter.
  const result = await db.execute<{
    peer_id: string;
    peer_name: string;
    id: string;
    sender_id: string;
    recipient_id: string;
    body: string;
    created_at: string | Date;
    read_at: string | Date | null;
    unread_count: number;
  }>(sql`
    WITH mine AS (
      SELECT m.*, CASE WHEN m.sender_id = ${userId} THEN m.recipient_id ELSE m.sender_id END AS peer_id
      FROM direct_messages m
      WHERE m.sender_id = ${userId} OR m.recipient_id = ${userId}
    ), latest AS (
      SELECT DISTINCT ON (peer_id) * FROM mine ORDER BY peer_id, created_at DESC, id DESC
    )
    SELECT latest.*, u.hunter_name AS peer_name,
      (SELECT count(*)::int FROM mine WHERE mine.peer_id = latest.peer_id
        AND mine.recipient_id = ${userId} AND mine.read_at IS NULL) AS unread_count
    FROM latest JOIN users u ON u.id = latest.peer_id
    ORDER BY latest.created_at DESC, latest.id DESC`);
  return result.rows.map((r) => ({
    peerId: r.peer_id,
    peerName: r.peer_name,
    unreadCount: r.unread_count,
    message: {
      id: r.id,
      senderId: r.sender_id,
      recipientId: r.recipient_id,
      body: r.body,
      createdAt: new Date(r.created_at),
      readAt: r.read_at === null ? null : new Date(r.read_at),
    } satisfies DirectMessageRow,
  }));
}

/** Up to `limit` messages between the two sent before `before` (a message id), newest first. */
export async function pageOfThread(
  db: Queryable,
  {
    userId,
    peerId,
    before,
    limit,
  }: { userId: string; peerId: string; before?: string; limit: number },
): Promise<DirectMessageRow[]> {
  let older = sql`true`;
  if (before) {
    const [cursor] = await db
      .select({ createdAt: directMessages.createdAt, id: directMessages.id })
      .from(directMessages)
      .where(and(eq(directMessages.id, before), between(userId, peerId)));
    if (!cursor) return [];
    older = sql`(${directMessages.createdAt}, ${directMessages.id}) < (${cursor.createdAt}, ${cursor.id})`;
  }
  return db
    .select()
    .from(directMessages)
    .where(and(between(userId, peerId), older))
    .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
    .limit(limit);
}

/** Marks the peer's messages to the hunter read; returns how many were unread. */
export async function markThreadRead(
  db: Queryable,
  { userId, peerId, now }: { userId: string; peerId: string; now: Date },
): Promise<number> {
  const rows = await db
    .update(directMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(directMessages.recipientId, userId),
        eq(directMessages.senderId, peerId),
        isNull(directMessages.readAt),
      ),
    )
    .returning({ id: directMessages.id });
  return rows.length;
}
