import { and, eq, gt, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/connect.ts";
import { sessions } from "../../db/schema/sessions.ts";
import { type UserRow, users } from "../../db/schema/users.ts";

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** Inserts a hunter; null when the email is already taken (decided by the unique index). */
export async function insertUser(
  db: Queryable,
  values: { email: string; passwordHash: string; hunterName: string; timezone?: string },
): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertSession(
  db: Db,
  session: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * The hunter behind a live session. Marks them active (presence) at most once a minute, so
 * a page that polls does not write on every request.
 */
export async function findSessionUser(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<UserRow | null> {
  const [found] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!found) return null;
  const user = found.user;
  if (now.getTime() - user.lastActiveAt.getTime() > 60_000) {
    await db
      .update(users)
      .set({ lastActiveAt: now })
      .where(and(eq(users.id, user.id), sql`${users.lastActiveAt} < ${now}`));
    user.lastActiveAt = now;
  }
  return user;
}
