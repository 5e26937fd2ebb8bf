import { and, eq, inArray, lt } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { type UserRow, users } from "../../db/schema/users.ts";

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/**
 * Inserts a hunter; null when the email or the name is already taken (decided by the unique
 * indexes, so racing sign-ups cannot both win).
 */
export async function insertUser(
  db: Queryable,
  values: {
    email: string;
    passwordHash: string;
    hunterName: string;
    hunterNameKey: string;
    timezone?: string;
  },
): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** True when a hunter already goes by a name with this key. */
export async function hunterNameTaken(db: Queryable, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.hunterNameKey, key))
    .limit(1);
  return row !== undefined;
}

/** Moves these hunters' last-active time to `now` where it is older than `staleBefore`. */
export async function touchLastActiveOf(
  db: Queryable,
  userIds: readonly string[],
  now: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ lastActiveAt: now })
    .where(and(inArray(users.id, [...userIds]), lt(users.lastActiveAt, staleBefore)));
}

/** Moves the hunter's last-active time forward to `now` (never back). */
export async function touchLastActive(db: Queryable, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ lastActiveAt: now })
    .where(and(eq(users.id, userId), lt(users.lastActiveAt, now)));
}
