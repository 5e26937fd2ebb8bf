import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
} from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import {
  type DailyPenaltyRow,
  dailyPenalties,
  type NewQuestRow,
  type QuestRow,
  quests,
  type StoredRequirements,
} from "../../db/schema/quests.ts";
import { type RestDayRow, restDays } from "../../db/schema/rest-days.ts";
import { onboardedSql } from "../users/repo.ts";

/**
 * Inserts a daily or weekly quest unless the hunter already has one for that period; true when
 * this call created it.
 */
export async function insertPeriodQuest(tx: Queryable, values: NewQuestRow): Promise<boolean> {
  const inserted = await tx
    .insert(quests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: quests.id });
  return inserted.length > 0;
}

export async function insertQuest(tx: Queryable, values: NewQuestRow): Promise<QuestRow> {
  const [row] = await tx.insert(quests).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function findPeriodQuest(
  db: Queryable,
  userId: string,
  type: "daily" | "weekly",
  periodKey: string,
): Promise<QuestRow | null> {
  const [row] = await db
    .select()
    .from(quests)
    .where(and(eq(quests.userId, userId), eq(quests.type, type), eq(quests.periodKey, periodKey)));
  return row ?? null;
}

/** The hunter's quest, locked; another hunter's is null, as if it did not exist. */
export async function lockQuest(
  tx: Queryable,
  userId: string,
  questId: string,
): Promise<QuestRow | null> {
  const [row] = await tx
    .select()
    .from(quests)
    .where(and(eq(quests.id, questId), eq(quests.userId, userId)))
    .for("update");
  return row ?? null;
}

/** Custom quests still running at `now`: startup mends their expiry jobs. */
export function listRunningCustomQuests(
  db: Queryable,
  now: Date,
): Promise<{ id: string; expiresAt: Date | null }[]> {
  return db
    .select({ id: quests.id, expiresAt: quests.expiresAt })
    .from(quests)
    .where(and(eq(quests.type, "custom"), isNull(quests.settledAt), gt(quests.expiresAt, now)));
}

/**
 * Onboarded hunters whose next day has no job (`hunter-day:<id>`, jobs/hunter-day.ts): days
 * begun before the scheduler existed, or a first day not begun yet.
 */
export async function huntersWithoutDayJob(db: Queryable): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT u.id FROM users u
    WHERE (u.daily_checked_on IS NOT NULL OR ${onboardedSql("u")})
      AND NOT EXISTS (SELECT 1 FROM graphile_worker.jobs j WHERE j.key = 'hunter-day:' || u.id)`);
  return result.rows.map((r) => r.id);
}

/** A custom quest by id alone, locked (the expiry job knows no hunter); null if there is none. */
export async function lockCustomQuest(tx: Queryable, questId: string): Promise<QuestRow | null> {
  const [row] = await tx
    .select()
    .from(quests)
    .where(and(eq(quests.id, questId), eq(quests.type, "custom")))
    .for("update");
  return row ?? null;
}

export async function saveRequirements(
  tx: Queryable,
  questId: string,
  requirements: StoredRequirements,
): Promise<QuestRow> {
  const [row] = await tx
    .update(quests)
    .set({ requirements })
    .where(eq(quests.id, questId))
    .returning();
  if (!row) throw new Error("quest vanished");
  return row;
}

/**
 * The once-only transition that pays a quest (or punishes it): only a quest not yet settled
 * is updated, so however many requests race, one of them gets the row back.
 */
export async function settleQuest(
  tx: Queryable,
  questId: string,
  values: {
    now: Date;
    cheatingDetected: boolean;
    cheatingReason: string | null;
    levelsGained: number;
  },
): Promise<QuestRow | null> {
  const [row] = await tx
    .update(quests)
    .set({
      completedAt: values.now,
      settledAt: values.now,
      cheatingDetected: values.cheatingDetected,
      cheatingReason: values.cheatingReason,
      levelsGained: values.levelsGained,
    })
    .where(and(eq(quests.id, questId), isNull(quests.settledAt)))
    .returning();
  return row ?? null;
}

/** Incomplete quests still running, then the latest completed ones. */
export async function listQuests(
  db: Queryable,
  userId: string,
  now: Date,
  completedLimit: number,
): Promise<{ active: QuestRow[]; completed: QuestRow[] }> {
  const active = await db
    .select()
    .from(quests)
    .where(
      and(
        eq(quests.userId, userId),
        isNull(quests.completedAt),
        or(isNull(quests.expiresAt), gt(quests.expiresAt, now)),
      ),
    )
    .orderBy(
      sql`CASE ${quests.type} WHEN 'daily' THEN 0 WHEN 'weekly' THEN 1 ELSE 2 END`,
      desc(quests.createdAt),
    );
  const completed = await db
    .select()
    .from(quests)
    .where(and(eq(quests.userId, userId), isNotNull(quests.completedAt)))
    .orderBy(desc(quests.completedAt), desc(quests.id))
    .limit(completedLimit);
  return { active, completed };
}

/**
 * Local days in [from, to] whose daily quest was issued, those where it was completed, and those
 * whose daily is still open at `now` (not completed, not yet expired: after a time-zone change
 * eastwards a day's daily can outlive the day's end where the hunter is now).
 */
export async function dailyRecord(
  db: Queryable,
  userId: string,
  from: string,
  to: string,
  now: Date,
): Promise<{ issued: Set<string>; completed: Set<string>; open: Set<string> }> {
  const rows = await db
    .select({
      periodKey: quests.periodKey,
      completedAt: quests.completedAt,
      expiresAt: quests.expiresAt,
    })
    .from(quests)
    .where(
      and(
        eq(quests.userId, userId),
        eq(quests.type, "daily"),
        gte(quests.periodKey, from),
        lte(quests.periodKey, to),
      ),
    );
  const issued = new Set(rows.map((r) => r.periodKey ?? ""));
  const completed = new Set(rows.filter((r) => r.completedAt).map((r) => r.periodKey ?? ""));
  const open = new Set(
    rows
      .filter((r) => !r.completedAt && r.expiresAt !== null && r.expiresAt > now)
      .map((r) => r.periodKey ?? ""),
  );
  return { issued, completed, open };
}

/** The latest local day the hunter was issued a daily for (their day never goes back). */
export async function latestDailyKey(db: Queryable, userId: string): Promise<string | null> {
  return (await latestDaily(db, userId))?.periodKey ?? null;
}

/** The hunter's daily quest of their latest day, or null before their first. */
export async function latestDaily(db: Queryable, userId: string): Promise<QuestRow | null> {
  const [row] = await db
    .select()
    .from(quests)
    .where(and(eq(quests.userId, userId), eq(quests.type, "daily")))
    .orderBy(desc(quests.periodKey))
    .limit(1);
  return row ?? null;
}

/** Moves an unsettled quest's end later (never earlier); the updated row, or null if unchanged. */
export async function extendQuest(
  tx: Queryable,
  questId: string,
  expiresAt: Date,
): Promise<QuestRow | null> {
  const [row] = await tx
    .update(quests)
    .set({ expiresAt })
    .where(and(eq(quests.id, questId), isNull(quests.settledAt), lt(quests.expiresAt, expiresAt)))
    .returning();
  return row ?? null;
}

export async function penalisedDates(
  db: Queryable,
  userId: string,
  dates: string[],
): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const rows = await db
    .select({ localDate: dailyPenalties.localDate })
    .from(dailyPenalties)
    .where(and(eq(dailyPenalties.userId, userId), inArray(dailyPenalties.localDate, dates)));
  return new Set(rows.map((r) => r.localDate));
}

export async function insertPenalties(
  tx: Queryable,
  rows: (typeof dailyPenalties.$inferInsert)[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(dailyPenalties)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: dailyPenalties.id });
  return inserted.length;
}

export function unacknowledgedPenalties(db: Queryable, userId: string): Promise<DailyPenaltyRow[]> {
  return db
    .select()
    .from(dailyPenalties)
    .where(and(eq(dailyPenalties.userId, userId), isNull(dailyPenalties.acknowledgedAt)))
    .orderBy(asc(dailyPenalties.localDate));
}

export async function acknowledgePenalties(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(dailyPenalties)
    .set({ acknowledgedAt: now })
    .where(and(eq(dailyPenalties.userId, userId), isNull(dailyPenalties.acknowledgedAt)))
    .returning({ id: dailyPenalties.id });
  return rows.length;
}

// The data export (POST /api/user/export) reads this area's rows about one hunter here.

export function exportQuests(db: Queryable, userId: string) {
  return db.select().from(quests).where(eq(quests.userId, userId)).orderBy(quests.createdAt);
}

export function exportDailyPenalties(db: Queryable, userId: string) {
  return db.select().from(dailyPenalties).where(eq(dailyPenalties.userId, userId));
}

// Rest days and time away (rest_days): planned breaks from the daily quest.

/** The hunter's breaks that end on or after `from`, earliest first. */
export function listRestDays(db: Queryable, userId: string, from: string): Promise<RestDayRow[]> {
  return db
    .select()
    .from(restDays)
    .where(and(eq(restDays.userId, userId), gte(restDays.endsOn, from)))
    .orderBy(asc(restDays.startsOn));
}

/** Every local date in [from, to] that one of the hunter's breaks covers. */
export async function restDatesBetween(
  db: Queryable,
  userId: string,
  from: string,
  to: string,
): Promise<Set<string>> {
  const result = await db.execute<{ d: string }>(sql`
    SELECT DISTINCT d::date::text AS d
    FROM ${restDays} r,
      generate_series(GREATEST(r.starts_on, ${from}::date), LEAST(r.ends_on, ${to}::date), interval '1 day') AS d
    WHERE r.user_id = ${userId} AND r.ends_on >= ${from}::date AND r.starts_on <= ${to}::date`);
  return new Set(result.rows.map((r) => r.d));
}

/** The latest date of a break the hunter's day has reached (their day never goes back), or null. */
export async function latestReachedRestDay(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${restDays.reachedOn})::text` })
    .from(restDays)
    .where(eq(restDays.userId, userId));
  return row?.day ?? null;
}

/** Notes that the hunter's day reached `day` inside a break (never moved back). */
export async function markRestDayReached(tx: Queryable, userId: string, day: string) {
  await tx
    .update(restDays)
    .set({ reachedOn: day })
    .where(
      and(
        eq(restDays.userId, userId),
        lte(restDays.startsOn, day),
        gte(restDays.endsOn, day),
        or(isNull(restDays.reachedOn), lt(restDays.reachedOn, day)),
      ),
    );
}

export async function insertRestDay(
  tx: Queryable,
  values: typeof restDays.$inferInsert,
): Promise<RestDayRow> {
  const [row] = await tx.insert(restDays).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The hunter's rest day or time away starting on `startsOn`, locked; null if they have none. */
export async function lockRestDay(
  tx: Queryable,
  userId: string,
  kind: "rest" | "away",
  startsOn: string,
): Promise<RestDayRow | null> {
  const [row] = await tx
    .select()
    .from(restDays)
    .where(
      and(eq(restDays.userId, userId), eq(restDays.kind, kind), eq(restDays.startsOn, startsOn)),
    )
    .for("update");
  return row ?? null;
}

export async function deleteRestDay(tx: Queryable, id: string): Promise<void> {
  await tx.delete(restDays).where(eq(restDays.id, id));
}

/** Local dates in [from, to] whose daily quest was completed. */
export async function completedDailyDates(
  db: Queryable,
  userId: string,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ periodKey: quests.periodKey })
    .from(quests)
    .where(
      and(
        eq(quests.userId, userId),
        eq(quests.type, "daily"),
        gte(quests.periodKey, from),
        lte(quests.periodKey, to),
        isNotNull(quests.completedAt),
      ),
    );
  return new Set(rows.map((r) => r.periodKey ?? ""));
}

export function exportRestDays(db: Queryable, userId: string) {
  return db.select().from(restDays).where(eq(restDays.userId, userId)).orderBy(restDays.startsOn);
}
