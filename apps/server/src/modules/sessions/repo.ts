import { and, desc, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/connect.ts";
import { preparedOnce } from "../../db/prepared-once.ts";
import { type SessionRow, sessions } from "../../db/schema/sessions.ts";
import { type UserRow, users } from "../../db/schema/users.ts";

// Every query of the sessions table: signing in and out (auth), the sessions list and password
// changes (accounts), the socket's handshake (realtime) and the data export all come here.

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

/**
 * The hunter behind a live (unexpired) session, and when that session was last seen. Every
 * signed-in request runs this query, and building it (the hunter's 47 columns) cost drizzle
 * about as much as the rest of a read: it is built once per database handle.
 */
const findSessionUserStatement = preparedOnce("find_session_user", (db, name) =>
  db
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
    .prepare(name),
);

export async function findSessionUser(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ user: UserRow; sessionLastSeenAt: Date } | null> {
  const [found] = await findSessionUserStatement(db).execute({ tokenHash, now });
  return found ?? null;
}

/** Moves the session's last-seen time forward to `now` (never back). */
export async function touchSession(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, now)));
}

/** Moves these sessions' last-seen time to `now` where it is older than `staleBefore`. */
export async function touchSessionsById(
  db: Queryable,
  sessionIds: readonly string[],
  now: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(inArray(sessions.id, [...sessionIds]), lt(sessions.lastSeenAt, staleBefore)));
}

export async function findSessionByHash(
  db: Queryable,
  tokenHash: string,
): Promise<SessionRow | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** The hunter's live sessions, the most recently seen first. */
export function listLiveSessions(db: Queryable, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one session of this hunter by its public id; null when they have none by that id. */
export async function deleteSessionOf(
  db: Queryable,
  { userId, sessionId }: { userId: string; sessionId: string },
): Promise<SessionRow | null> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning();
  return row ?? null;
}

/** Ends every session of the hunter except the one with `keepTokenHash` (all when null). */
export async function deleteSessionsOf(
  db: Queryable,
  { userId, keepTokenHash }: { userId: string; keepTokenHash: string | null },
): Promise<number> {
  const where = keepTokenHash
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
    : eq(sessions.userId, userId);
  const rows = await db.delete(sessions).where(where).returning({ id: sessions.id });
  return rows.length;
}

/** Sessions without their token hashes. */
export function exportSessions(db: Queryable, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.createdAt);
}

/** The live session behind a socket's cookie: whose it is and until when it holds. */
export async function findLiveSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ sessionId: string; userId: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}
