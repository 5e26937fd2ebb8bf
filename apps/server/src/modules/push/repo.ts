import { and, desc, eq, lt, notInArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import {
  type PushSettingsRow,
  type PushSubscriptionRow,
  pushDeliveries,
  pushSettings,
  pushSubscriptions,
} from "../../db/schema/push.ts";
import { users } from "../../db/schema/users.ts";
import { isForeignKeyViolation } from "../../lib/http/pg-errors.ts";

/** The hunter's chosen language (null: none chosen); pushes are written in it. */
export async function hunterLanguage(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? null;
}

/** Locks the hunter's row for the transaction: their subscribes run one after another. */
export async function lockHunter(tx: Queryable, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** Deletes the hunter's subscriptions beyond the `keep` most recently subscribed. */
export async function keepNewestSubscriptions(
  tx: Queryable,
  userId: string,
  keep: number,
): Promise<void> {
  const newest = tx
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.endpoint))
    .limit(keep);
  await tx
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.endpoint, newest)),
    );
}

/**
 * A device subscribes again (new keys, or another hunter on the same browser): the row follows,
 * and counts as the newest.
 */
export async function upsertSubscription(
  db: Queryable,
  row: { endpoint: string; userId: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: sql`now()` },
    });
}

export async function deleteSubscription(
  db: Queryable,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ endpoint: pushSubscriptions.endpoint });
  return rows.length > 0;
}

/** The push service said the subscription is gone (404/410): whoever owns it. */
export async function dropSubscription(db: Queryable, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** The hunter's devices, newest first; never more than `limit` (rows from before the cap). */
export function listSubscriptions(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(limit);
}

export async function findSettings(db: Queryable, userId: string): Promise<PushSettingsRow | null> {
  const [row] = await db.select().from(pushSettings).where(eq(pushSettings.userId, userId));
  return row ?? null;
}

export async function saveSettings(db: Queryable, row: PushSettingsRow): Promise<void> {
  const { userId, ...rest } = row;
  await db
    .insert(pushSettings)
    .values(row)
    .onConflictDoUpdate({ target: pushSettings.userId, set: rest });
}

/** True for the one caller (across instances) that claims `key` for the hunter. */
export async function claimDelivery(
  db: Queryable,
  userId: string,
  key: string,
  outcome: string,
): Promise<boolean> {
  // Claims only matter while instances race (seconds); a week's keep the table small.
  const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
  await db
    .delete(pushDeliveries)
    .where(and(eq(pushDeliveries.userId, userId), lt(pushDeliveries.createdAt, weekAgo)));
  const rows = await db
    .insert(pushDeliveries)
    .values({ userId, key, outcome })
    .onConflictDoNothing()
    .returning({ key: pushDeliveries.key })
    .catch((error) => {
      // The hunter deleted their account after the notification was written: nobody to tell.
      if (isForeignKeyViolation(error)) return [];
      throw error;
    });
  return rows.length > 0;
}

export type Subscription = PushSubscriptionRow;
