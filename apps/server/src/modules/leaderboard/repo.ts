import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";

export interface LeaderboardRow {
  position: number;
  id: string;
  hunterName: string;
  rank: string;
  level: number;
  totalXP: number;
  userClass: string | null;
  total: number;
}

/**
 * Onboarded hunters by level, then total XP, then who awakened first (id breaks exact ties),
 * numbered by a window function: the top `limit` plus the caller's own row, wherever it is.
 */
export async function rankHunters(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<LeaderboardRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    WITH ranked AS (
      SELECT id, hunter_name, rank, level, total_xp, user_class,
             row_number() OVER (ORDER BY level DESC, total_xp DESC, created_at ASC, id ASC) AS position,
             count(*) OVER () AS total
      FROM users
      WHERE has_accepted_player AND has_completed_assessment AND has_completed_profile
        AND user_class IS NOT NULL
    )
    SELECT * FROM ranked
    WHERE position <= ${limit} OR id = ${userId}
    ORDER BY position
  `);
  return result.rows.map((row) => ({
    position: Number(row.position),
    id: String(row.id),
    hunterName: String(row.hunter_name),
    rank: String(row.rank),
    level: Number(row.level),
    totalXP: Number(row.total_xp),
    userClass: row.user_class === null ? null : String(row.user_class),
    total: Number(row.total),
  }));
}

export async function countOnboarded(db: Queryable): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM users
    WHERE has_accepted_player AND has_completed_assessment AND has_completed_profile
      AND user_class IS NOT NULL
  `);
  return Number(result.rows[0]?.n ?? 0);
}
