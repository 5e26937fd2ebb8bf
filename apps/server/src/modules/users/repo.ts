import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db, Queryable } from "../../db/connect.ts";
import { type UserRow, users } from "../../db/schema/users.ts";

type UserChanges = PgUpdateSetSource<typeof users>;

/** Updates one hunter; `extra` narrows the update to rows in the expected state. */
export async function updateUser(
  db: Queryable,
  userId: string,
  changes: UserChanges,
  extra?: SQL,
): Promise<UserRow | null> {
  const where = extra ? and(eq(users.id, userId), extra) : eq(users.id, userId);
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(where)
    .returning();
  return row ?? null;
}

export async function findUserById(db: Queryable, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/**
 * Locks the hunter's row for the rest of the transaction. Every game action that changes HP,
 * XP, gold, items or a run takes this lock first, so one hunter's actions run one at a time
 * and in one lock order (user, then their battle or run): no lost updates, no deadlocks.
 */
export async function lockUser(tx: Queryable, userId: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  return row ?? null;
}

/** Removes the hunter; sessions, notifications and everything else they own cascade. */
export async function deleteUser(db: Db, userId: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}

export function titleIsUnlocked(title: string) {
  return sql`${title} = ANY(${users.unlockedTitles})`;
}
