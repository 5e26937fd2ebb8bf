import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/connect.ts";
import { sessions } from "../../db/schema/sessions.ts";
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

export async function insertSession(
  db: Queryable,
  session: {
    tokenHash: string;
    userId: string;
    expiresAt: Date;
    createdAt: Date;
    lastSeenAt: Date;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/** Deletes the session; returns its public id and owner, or null when there was none. */
export async function deleteSession(
  db: Queryable,
  tokenHash: string,
): Promise<{ id: string; userId: string } | null> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ id: sessions.id, userId: sessions.userId });
  return row ?? null;
}

/** The hunter behind a live (unexpired) session, and when that session was last seen. */
function prepareFindSessionUser(db: Db) {
  return db
    .select({ user: users, sessionLastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("find_session_user");
}

/**
 * Every signed-in request runs this query, and building it (the hunter's 47 columns) cost
 * drizzle about as much as the rest of a read: it is built once per database handle, and
 * PostgreSQL keeps its plan per connection (a named prepared statement).
 */
const findSessionUserStatements = new WeakMap<Db, ReturnType<typeof prepareFindSessionUser>>();

export async function findSessionUser(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ user: UserRow; sessionLastSeenAt: Date } | null> {
  let statement = findSessionUserStatements.get(db);
  if (!statement) {
    statement = prepareFindSessionUser(db);
    findSessionUserStatements.set(db, statement);
  }
  const [found] = await statement.execute({ tokenHash, now });
  return found ?? null;
}

/** Moves the session's last-seen time forward to `now` (never back). */
export async function touchSession(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, now)));
}

/** Moves the hunter's last-active time forward to `now` (never back). */
export async function touchLastActive(db: Queryable, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ lastActiveAt: now })
    .where(and(eq(users.id, userId), lt(users.lastActiveAt, now)));
}
