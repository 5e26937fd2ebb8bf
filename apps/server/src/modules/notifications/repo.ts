import type { NotificationResolution, NotificationType } from "@repgate/game/rules/notifications";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/connect.ts";
import { type NotificationRow, notifications } from "../../db/schema/notifications.ts";

/** The newest notifications first; the bell never needs more than the latest hundred. */
export function listNotifications(db: Db, userId: string): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(100);
}

export async function markRead(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Queryable, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(
  db: Queryable,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Deletes the hunter's notifications that carry this invitation; how many there were. */
export async function deleteInvitationNotifications(
  db: Queryable,
  userId: string,
  invitationId: string,
): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        sql`${notifications.data}->>'invitationId' = ${invitationId}`,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Inserts a notification; one with a `collapseKey` that the recipient already has of that kind
 * is refreshed in place instead (new text and data, unread again, moved to the top).
 */
export async function insertNotification(
  db: Queryable,
  values: typeof notifications.$inferInsert,
): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values(values)
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.type, notifications.collapseKey],
      set: {
        title: sql`excluded.title`,
        message: sql`excluded.message`,
        data: sql`excluded.data`,
        isRead: false,
        createdAt: sql`excluded.created_at`,
        // A repeat asks again: the refreshed notification waits for an answer.
        resolution: null,
        resolvedAt: null,
      },
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/**
 * Resolves the still-waiting notifications of one kind that carry `data[key] = value` in these
 * hunters' bells: read, with what became of them. Returns the hunters whose bell changed.
 */
export async function resolveNotifications(
  db: Queryable,
  {
    userIds,
    type,
    key,
    value,
    resolution,
    now,
  }: {
    userIds: readonly string[];
    type: NotificationType;
    key: "invitationId" | "friendshipId" | "confirmationId";
    value: string;
    resolution: NotificationResolution;
    now: Date;
  },
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .update(notifications)
    .set({ resolution, resolvedAt: now, isRead: true })
    .where(
      and(
        inArray(notifications.userId, [...userIds]),
        eq(notifications.type, type),
        sql`${notifications.data}->>${key} = ${value}`,
        isNull(notifications.resolution),
      ),
    )
    .returning({ userId: notifications.userId });
  return [...new Set(rows.map((r) => r.userId))];
}

/** Removes the recipient's notifications of one kind from one sender; returns how many. */
export async function deleteFromSender(
  db: Queryable,
  { userId, senderId, type }: { userId: string; senderId: string; type: string },
): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.senderId, senderId),
        eq(notifications.type, type),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

// The data export (POST /api/user/export) reads this area's rows about one hunter here.

export function exportNotifications(db: Queryable, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
}

export async function findNotification(
  db: Queryable,
  userId: string,
  id: string,
): Promise<NotificationRow | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ?? null;
}

/** Marks the unread items of one kind from one sender read; returns whether any was. */
export async function markReadFromSender(
  db: Queryable,
  { userId, senderId, type }: { userId: string; senderId: string; type: NotificationType },
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, type),
        eq(notifications.senderId, senderId),
        eq(notifications.isRead, false),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length > 0;
}
