import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect.ts";
import { type UserRow, users } from "../../db/schema/users.ts";

type UserChanges = PgUpdateSetSource<typeof users>;

/** Updates one hunter; `extra` narrows the update to rows in the expected state. */
export async function updateUser(
  db: Db,
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

export async function findUserById(db: Db, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
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
