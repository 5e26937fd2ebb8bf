import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { battles } from "../../db/schema/battles.ts";
import { battleHeartRates } from "../../db/schema/heart-rate.ts";
import { userAvatars } from "../../db/schema/social.ts";

export async function saveAvatar(db: Queryable, userId: string, image: Buffer, etag: string) {
  await db
    .insert(userAvatars)
    .values({ userId, image, etag })
    .onConflictDoUpdate({
      target: userAvatars.userId,
      set: { image, etag, updatedAt: sql`now()` },
    });
}

export async function findAvatar(db: Queryable, userId: string) {
  const [row] = await db.select().from(userAvatars).where(eq(userAvatars.userId, userId));
  return row ?? null;
}

/**
 * The last 30 local days (reps from battles; XP from paid battles and honest quests) and the
 * last 12 weeks (boss wins, honest quests), zero-filled, in the hunter's time zone.
 */
export async function activityRows(db: Queryable, userId: string, zone: string) {
  const days = await db.execute<{ day: string; reps: string; xp: string }>(sql`
    WITH d AS (
      SELECT generate_series((now() AT TIME ZONE ${zone})::date - 29, (now() AT TIME ZONE ${zone})::date, '1 day')::date AS day
    ), b AS (
      SELECT (started_at AT TIME ZONE ${zone})::date AS day, sum(exercises_completed) AS reps,
             sum(CASE WHEN paid_at IS NOT NULL THEN xp_gained ELSE 0 END) AS xp
      FROM battles WHERE user_id = ${userId} AND started_at > now() - interval '31 days' GROUP BY 1
    ), q AS (
      SELECT (settled_at AT TIME ZONE ${zone})::date AS day, sum((rewards->>'xp')::int) AS xp
      FROM quests WHERE user_id = ${userId} AND settled_at > now() - interval '31 days'
        AND NOT cheating_detected GROUP BY 1
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(b.reps, 0) AS reps,
           coalesce(b.xp, 0) + coalesce(q.xp, 0) AS xp
    FROM d LEFT JOIN b ON b.day = d.day LEFT JOIN q ON q.day = d.day ORDER BY d.day`);
  const weeks = await db.execute<{ week: string; dungeons: string; quests: string }>(sql`
    WITH w AS (
      SELECT generate_series(date_trunc('week', now() AT TIME ZONE ${zone})::date - 77,
                             date_trunc('week', now() AT TIME ZONE ${zone})::date, '7 days')::date AS week
    ), b AS (
      SELECT date_trunc('week', completed_at AT TIME ZONE ${zone})::date AS week, count(*) AS n
      FROM battles WHERE user_id = ${userId} AND is_boss AND status = 'won'
        AND completed_at > now() - interval '85 days' GROUP BY 1
    ), q AS (
      SELECT date_trunc('week', settled_at AT TIME ZONE ${zone})::date AS week, count(*) AS n
      FROM quests WHERE user_id = ${userId} AND settled_at > now() - interval '85 days'
        AND NOT cheating_detected GROUP BY 1
    )
    SELECT to_char(w.week, 'YYYY-MM-DD') AS week, coalesce(b.n, 0) AS dungeons, coalesce(q.n, 0) AS quests
    FROM w LEFT JOIN b ON b.week = w.week LEFT JOIN q ON q.week = w.week ORDER BY w.week`);
  return { days: days.rows, weeks: weeks.rows };
}

/** The hunter's newest heart-rate summaries since `since`, at most `limit`, newest first. */
export function heartRateRows(db: Queryable, userId: string, since: Date, limit: number) {
  return db
    .select({
      battleId: battleHeartRates.battleId,
      monsterName: battles.monsterName,
      recordedAt: battleHeartRates.recordedAt,
      averageBpm: battleHeartRates.averageBpm,
      maxBpm: battleHeartRates.maxBpm,
      zoneMaxBpm: battleHeartRates.zoneMaxBpm,
      zoneSeconds: battleHeartRates.zoneSeconds,
    })
    .from(battleHeartRates)
    .innerJoin(battles, eq(battles.id, battleHeartRates.battleId))
    .where(and(eq(battleHeartRates.userId, userId), gt(battleHeartRates.recordedAt, since)))
    .orderBy(desc(battleHeartRates.recordedAt))
    .limit(limit);
}
