import type { LeaderboardPeriod } from "@repgate/contracts/leaderboard";
import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { onboardedSql } from "../users/repo.ts";

/**
 * A board: all-time (onboarded hunters by total XP) or a week's / month's XP. Only XP earns a
 * place: a hunter with none on a board (new, or idle this week) is not on it, so nobody is
 * "#1 Champion" for doing nothing and an idle crowd does not share a top-ten place.
 */
export interface Board {
  period: LeaderboardPeriod;
  /** '1970-01-01' for alltime; the period's first day otherwise. */
  start: string;
}

export interface BoardRow {
  id: string;
  hunterName: string;
  rank: string;
  level: number;
  score: number;
  userClass: string | null;
  profileImageUrl: string | null;
}

const ONBOARDED = onboardedSql();

/** Hunters on the board with more XP than `xp`: buckets above, plus the own bucket's tail. */
function aboveSql(board: Board, xp: SQL): SQL {
  const inBucket =
    board.period === "alltime"
      ? sql`(SELECT count(*) FROM users WHERE ${ONBOARDED}
            AND leaderboard_bucket(total_xp) = leaderboard_bucket(${xp}) AND total_xp > ${xp})`
      : sql`(SELECT count(*) FROM leaderboard_periods WHERE xp > 0
            AND period = ${board.period} AND period_start = ${board.start}::date
            AND leaderboard_bucket(xp) = leaderboard_bucket(${xp}) AND xp > ${xp})`;
  return sql`(SELECT coalesce(sum(n), 0) FROM leaderboard_counts
      WHERE board = ${board.period} AND period_start = ${board.start}::date
        AND bucket > leaderboard_bucket(${xp})) + ${inBucket}`;
}

/** How many hunters have more XP than each of `scores` on the board. */
export async function countAbove(
  db: Queryable,
  board: Board,
  scores: number[],
): Promise<Map<number, number>> {
  if (scores.length === 0) return new Map();
  const list = `{${[...new Set(scores)].join(",")}}`;
  const result = await db.execute<{ s: number; n: string }>(sql`
    SELECT s, ${aboveSql(board, sql`s`)} AS n FROM unnest(${list}::int[]) AS s`);
  return new Map(result.rows.map((r) => [Number(r.s), Number(r.n)]));
}

export async function boardTotal(db: Queryable, board: Board): Promise<number> {
  const result = await db.execute<{ n: string }>(sql`
    SELECT coalesce(sum(n), 0) AS n FROM leaderboard_counts
    WHERE board = ${board.period} AND period_start = ${board.start}::date AND bucket > 0`);
  return Number(result.rows[0]?.n ?? 0);
}

/** The caller's XP on the board, or null when they are not on it. */
export async function scoreOf(db: Queryable, board: Board, userId: string): Promise<number | null> {
  const result =
    board.period === "alltime"
      ? await db.execute<{ s: number }>(
          sql`SELECT total_xp AS s FROM users WHERE id = ${userId} AND ${ONBOARDED} AND total_xp > 0`,
        )
      : await db.execute<{ s: number }>(sql`
          SELECT xp AS s FROM leaderboard_periods WHERE period = ${board.period}
            AND period_start = ${board.start}::date AND user_id = ${userId} AND xp > 0`);
  const row = result.rows[0];
  return row ? Number(row.s) : null;
}

export interface PageFilter {
  rank?: string;
  /** A name key (`@repgate/game/rules/name-key`), compared with users.hunter_name_key. */
  search?: string;
  after?: { score: number; id: string };
}

/** One page of the board, by XP then id (both descending), keyset-paged. */
export async function boardPage(
  db: Queryable,
  board: Board,
  filter: PageFilter,
  limit: number,
): Promise<BoardRow[]> {
  const score = board.period === "alltime" ? sql.raw("u.total_xp") : sql.raw("p.xp");
  const conditions: SQL[] = [];
  if (filter.rank) conditions.push(sql`u.rank = ${filter.rank}`);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`u.hunter_name_key LIKE ${pattern}`);
  }
  if (filter.after) {
    conditions.push(sql`(${score}, u.id) < (${filter.after.score}, ${filter.after.id}::uuid)`);
  }
  const extra = conditions.length ? sql` AND ${sql.join(conditions, sql` AND `)}` : sql``;
  const columns = sql`u.id, u.hunter_name, u.rank, u.level, ${score} AS score, u.user_class,
    u.profile_image_url`;
  const result =
    board.period === "alltime"
      ? await db.execute<Record<string, unknown>>(sql`
          SELECT ${columns} FROM users u WHERE ${onboardedSql("u")} AND u.total_xp > 0${extra}
          ORDER BY u.total_xp DESC, u.id DESC LIMIT ${limit}`)
      : await db.execute<Record<string, unknown>>(sql`
          SELECT ${columns} FROM leaderboard_periods p JOIN users u ON u.id = p.user_id
          WHERE p.period = ${board.period} AND p.period_start = ${board.start}::date
            AND p.xp > 0${extra}
          ORDER BY p.xp DESC, p.user_id DESC LIMIT ${limit}`);
  return result.rows.map((row) => ({
    id: String(row.id),
    hunterName: String(row.hunter_name),
    rank: String(row.rank),
    level: Number(row.level),
    score: Number(row.score),
    userClass: row.user_class === null ? null : String(row.user_class),
    profileImageUrl: row.profile_image_url === null ? null : String(row.profile_image_url),
  }));
}

export async function globalTotals(db: Queryable) {
  const result = await db.execute<Record<string, string>>(sql`
    SELECT count(*) FILTER (WHERE ${ONBOARDED}) AS hunters,
           coalesce(sum(times_defeated), 0) AS deaths,
           (SELECT magical_beasts_killed FROM world_statistics
             WHERE period = 'all' AND period_start = DATE '1970-01-01') AS beasts,
           (SELECT dungeons_cleared FROM world_statistics
             WHERE period = 'all' AND period_start = DATE '1970-01-01') AS dungeons,
           count(*) FILTER (WHERE ${ONBOARDED} AND rank = 'S') AS "S",
           count(*) FILTER (WHERE ${ONBOARDED} AND rank = 'A') AS "A",
           count(*) FILTER (WHERE ${ONBOARDED} AND rank = 'B') AS "B",
           count(*) FILTER (WHERE ${ONBOARDED} AND rank = 'C') AS "C",
           count(*) FILTER (WHERE ${ONBOARDED} AND rank = 'D') AS "D",
           count(*) FILTER (WHERE ${ONBOARDED} AND rank = 'E') AS "E"
    FROM users`);
  return result.rows[0] ?? {};
}

export async function monthTotals(db: Queryable, start: string) {
  const result = await db.execute<Record<string, string>>(sql`
    SELECT coalesce(sum(hunter_deaths), 0) AS deaths,
           (SELECT magical_beasts_killed FROM world_statistics
             WHERE period = 'monthly' AND period_start = ${start}::date) AS beasts,
           (SELECT dungeons_cleared FROM world_statistics
             WHERE period = 'monthly' AND period_start = ${start}::date) AS dungeons
    FROM leaderboard_periods WHERE period = 'monthly' AND period_start = ${start}::date`);
  return result.rows[0] ?? {};
}

/** Adds to this week's and this month's rows of the hunter (inserted when missing). */
export async function addPeriodProgress(
  tx: Queryable,
  userId: string,
  { weekly, monthly }: { weekly: string; monthly: string },
  {
    xp,
    beasts,
    dungeons,
    deaths,
  }: { xp: number; beasts: number; dungeons: number; deaths: number },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO leaderboard_periods
      (period, period_start, user_id, xp, magical_beasts_killed, dungeons_cleared, hunter_deaths)
    VALUES ('weekly', ${weekly}::date, ${userId}, ${xp}, ${beasts}, ${dungeons}, ${deaths}),
           ('monthly', ${monthly}::date, ${userId}, ${xp}, ${beasts}, ${dungeons}, ${deaths})
    ON CONFLICT (period, period_start, user_id) DO UPDATE SET
      xp = leaderboard_periods.xp + EXCLUDED.xp,
      magical_beasts_killed = leaderboard_periods.magical_beasts_killed + EXCLUDED.magical_beasts_killed,
      dungeons_cleared = leaderboard_periods.dungeons_cleared + EXCLUDED.dungeons_cleared,
      hunter_deaths = leaderboard_periods.hunter_deaths + EXCLUDED.hunter_deaths
  `);
}

/** Adds to the world's all-time row and to `month`'s (inserted when missing). */
export async function addWorldStatistics(
  tx: Queryable,
  { month, beasts, dungeons }: { month: string; beasts: number; dungeons: number },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO world_statistics (period, period_start, magical_beasts_killed, dungeons_cleared)
    VALUES ('all', DATE '1970-01-01', ${beasts}, ${dungeons}),
           ('monthly', ${month}::date, ${beasts}, ${dungeons})
    ON CONFLICT (period, period_start) DO UPDATE SET
      magical_beasts_killed = world_statistics.magical_beasts_killed + EXCLUDED.magical_beasts_killed,
      dungeons_cleared = world_statistics.dungeons_cleared + EXCLUDED.dungeons_cleared`);
}
