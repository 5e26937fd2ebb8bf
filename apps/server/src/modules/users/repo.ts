import { and, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db, Queryable } from "../../db/connect.ts";
import { type UserRow, users } from "../../db/schema/users.ts";

/**
 * What a hunter update may change. Gold and energy are left out on purpose: only the wallet
 * (wallet/repo.ts) moves them, so that every change has its ledger row.
 */
export type UserChanges = Omit<PgUpdateSetSource<typeof users>, "gold" | "currentEnergy"> & {
  gold?: never;
  currentEnergy?: never;
};

/**
 * `onboardingStep(user) === "done"` as SQL, for queries that filter or report by it. It stays
 * SQL because the leaderboard's partial indexes and trigger (migration 0010) carry the same
 * predicate and the planner only uses them when the query repeats it; onboarded-sql.test.ts
 * proves it agrees with onboardingStep() on every combination of the four facts.
 */
export function onboardedSql(alias?: string): SQL {
  const p = alias ? `${alias}.` : "";
  return sql.raw(`(${p}has_accepted_player AND ${p}has_completed_assessment
    AND ${p}has_completed_profile AND ${p}user_class IS NOT NULL)`);
}

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

/**
 * One statement that sets the hunter's current HP (the placeholder `hunterHP`) only after
 * `write`, and only if it wrote: the hunter's row (`userId`) is locked first, and found only if
 * their HP is still `seenHunterHP`; `write` is given that as a condition (`hunterFound`) and
 * must return a row when it writes. Each part is an InitPlan of the next, so PostgreSQL locks
 * the hunter's row before `write` touches its rows: the lock order of every battle action, the
 * hunter first (decision 052). Unprepared: the caller prepares it once.
 */
export function setHunterHPAfter(db: Db, write: (hunterFound: SQL) => SQL) {
  const hunterAsSeen = db.$with("hunter_as_seen").as(
    db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, sql.placeholder("userId")),
          eq(users.playerCurrentHP, sql.placeholder("seenHunterHP")),
        ),
      )
      .for("no key update"),
  );
  const written = db.$with("written", {}).as(write(sql`exists (select 1 from ${hunterAsSeen})`));
  return db
    .with(hunterAsSeen, written)
    .update(users)
    .set({ playerCurrentHP: sql`${sql.placeholder("hunterHP")}`, updatedAt: sql`now()` })
    .where(and(eq(users.id, sql.placeholder("userId")), sql`exists (select 1 from ${written})`))
    .returning({ id: users.id });
}

/** Sets the hunter's current HP, reading nothing back (a battle action knows the rest of the row). */
export async function setHunterHP(db: Queryable, userId: string, hp: number): Promise<void> {
  await db
    .update(users)
    .set({ playerCurrentHP: hp, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Counters and stats a hunter earns, added in the update itself (never read-modify-write). */
export type UserCounters = Partial<
  Record<
    | "magicalBeastsKilled"
    | "dungeonsCleared"
    | "questsCompleted"
    | "strength"
    | "agility"
    | "vitality"
    | "intelligence"
    | "endurance"
    | "perception",
    number
  >
>;

/**
 * Sets `changes` and adds each of `counters` to its column, in one update of the hunter.
 * Zero increments are left out of the statement.
 */
export async function addToCounters(
  db: Queryable,
  userId: string,
  counters: UserCounters,
  changes: UserChanges = {},
): Promise<UserRow | null> {
  const increments = Object.fromEntries(
    Object.entries(counters)
      .filter(([, by]) => by !== undefined && by !== 0)
      .map(([name, by]) => [name, sql`${users[name as keyof UserCounters]} + ${by}`]),
  );
  return updateUser(db, userId, { ...changes, ...increments });
}

export async function findUserById(db: Queryable, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/**
 * Locks the hunter's row for the rest of the transaction. Every game action that changes HP,
 * XP, gold, items or a run takes this lock first, so one hunter's actions run one at a time
 * and in one lock order (user, then their battle or run): no lost updates, no deadlocks.
 * NO KEY UPDATE, not UPDATE: it still serialises the hunter's own actions, but does not block
 * the key-share lock a foreign key takes when another transaction points a row at the hunter
 * (a guild handed to them, an invitation), which would deadlock with their own locked action.
 */
export async function lockUser(tx: Queryable, userId: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("no key update");
  return row ?? null;
}

/** Removes the hunter; sessions, notifications and everything else they own cascade. */
export async function deleteUser(db: Queryable, userId: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}

export function titleIsUnlocked(title: string) {
  return sql`${title} = ANY(${users.unlockedTitles})`;
}

/**
 * Stores an assessment's rank and stats, once per awakening: only a hunter who has accepted
 * and has no finished assessment matches, so concurrent submissions settle once.
 */
export function saveAssessment(
  db: Queryable,
  userId: string,
  result: { rank: string; stats: Record<string, number> },
): Promise<UserRow | null> {
  return updateUser(
    db,
    userId,
    {
      ...result.stats,
      rank: result.rank,
      hasCompletedAssessment: true,
      assessmentsCompleted: sql`${users.assessmentsCompleted} + 1`,
    },
    sql`${users.hasAcceptedPlayer} AND NOT ${users.hasCompletedAssessment}`,
  );
}

/** Sets the class once, only after the assessment. */
export function saveClassOnce(
  db: Queryable,
  userId: string,
  className: string,
): Promise<UserRow | null> {
  return updateUser(
    db,
    userId,
    { userClass: className },
    sql`${users.hasCompletedAssessment} AND ${users.userClass} IS NULL`,
  );
}

/** Marks the profile done, only after the assessment. */
export function markProfileComplete(db: Queryable, userId: string): Promise<UserRow | null> {
  return updateUser(
    db,
    userId,
    { hasCompletedProfile: true },
    sql`${users.hasCompletedAssessment}`,
  );
}

// The columns other areas own are written here too, through these doors, so that the users
// table has one writer (modules/repo-owners.test.ts): sign-up and presence (auth), the party
// and the guild a hunter is in, the titles achievements unlock, the password, and the
// balances, which only the wallet moves.

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

/** Sets or clears a hunter's party membership. */
export async function setPartyMembership(
  tx: Queryable,
  userId: string,
  membership: { partyId: string; joinedAt: Date } | null,
): Promise<void> {
  await updateUser(tx, userId, {
    partyId: membership?.partyId ?? null,
    partyJoinedAt: membership?.joinedAt ?? null,
  });
}

/** Sets or clears the guild a hunter belongs to. */
export async function setGuildOf(q: Queryable, userId: string, guildId: string | null) {
  await q.update(users).set({ guildId }).where(eq(users.id, userId));
}

/** Adds titles to unlockedTitles, each once. */
export async function addTitles(db: Queryable, userId: string, titles: string[]): Promise<void> {
  await db
    .update(users)
    .set({
      unlockedTitles: sql`ARRAY(SELECT DISTINCT t FROM unnest(${users.unlockedTitles} || ${sql.param(titles)}::text[]) AS t ORDER BY t)`,
    })
    .where(eq(users.id, userId));
}

export function setPasswordHash(
  db: Queryable,
  userId: string,
  passwordHash: string,
): Promise<UserRow | null> {
  return updateUser(db, userId, { passwordHash });
}

const BALANCE_COLUMN = { gold: users.gold, energy: users.currentEnergy } as const;

/**
 * Adds `delta` (negative to take) to one balance, only if the result stays at or above 0: the
 * condition is in the UPDATE itself, so no number of racing requests can overdraw it. Returns
 * the new balance, or null when refused. Only the wallet calls it, in the transaction that
 * writes the change's ledger row (repo-owners.test.ts holds that).
 */
export async function shiftBalance(
  tx: Queryable,
  { userId, currency, delta }: { userId: string; currency: "gold" | "energy"; delta: number },
): Promise<number | null> {
  const column = BALANCE_COLUMN[currency];
  const conditions = [eq(users.id, userId)];
  if (delta < 0) conditions.push(gte(column, -delta));
  const [row] = await tx
    .update(users)
    .set({
      [currency === "gold" ? "gold" : "currentEnergy"]: sql`${column} + ${delta}`,
      updatedAt: sql`now()`,
    })
    .where(and(...conditions))
    .returning({ balance: column });
  return row ? row.balance : null;
}
