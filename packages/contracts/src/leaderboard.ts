import { RANKS } from "@repgate/game/rules/ranks";
import { z } from "zod";

export const LEADERBOARD_PERIODS = ["alltime", "monthly", "weekly"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_PAGE_SIZE = 100;

/** Badges by place (docs/game-rules/leaderboard.md): 1, top 10, top 100, top 1000. */
const BADGES = ["champion", "elite", "veteran", "rising"] as const;
export type Badge = (typeof BADGES)[number];

export function badgeFor(position: number): Badge | null {
  if (position === 1) return "champion";
  if (position <= 10) return "elite";
  if (position <= 100) return "veteran";
  if (position <= 1000) return "rising";
  return null;
}

export const leaderboardQuerySchema = z.object({
  period: z
    .enum(LEADERBOARD_PERIODS, { error: "Period must be alltime, monthly or weekly." })
    .default("alltime"),
  rank: z.enum(RANKS, { error: "Rank must be one of S, A, B, C, D, E." }).optional(),
  search: z.string().trim().max(40, { error: "Search at most 40 characters." }).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z
    .string()
    .regex(/^\d{1,10}:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
      error: "That page cursor is not valid.",
    })
    // XP is a 32-bit integer in the database: a larger number is no place on any board.
    .refine((cursor) => Number(cursor.split(":")[0]) <= 2_147_483_647, {
      error: "That page cursor is not valid.",
    })
    .optional(),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

const leaderboardEntrySchema = z.object({
  /** 1 + hunters with more XP on this board: equal XP share a place. */
  position: z.number().int(),
  id: z.string(),
  hunterName: z.string(),
  rank: z.enum(RANKS),
  level: z.number().int(),
  /** Total XP (alltime) or the XP earned in the period (monthly, weekly). */
  totalXP: z.number().int(),
  userClass: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  badge: z.enum(BADGES).nullable(),
});

export const leaderboardSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  hunters: z.array(leaderboardEntrySchema),
  /** Hunters on this board (all onboarded hunters; those with XP in the period). */
  total: z.number().int(),
  /** The caller's place, null when they are not on this board. */
  myPosition: z.number().int().nullable(),
  nextCursor: z.string().nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const globalStatisticsSchema = z.object({
  totalHunters: z.number().int(),
  hunterDeaths: z.number().int(),
  magicalBeastsKilled: z.number().int(),
  dungeonsCleared: z.number().int(),
  /** Onboarded hunters per rank, S to E. */
  rankDistribution: z.array(z.object({ rank: z.enum(RANKS), count: z.number().int() })),
});
export type GlobalStatistics = z.infer<typeof globalStatisticsSchema>;

export const monthlyStatisticsSchema = z.object({
  hunterDeaths: z.number().int(),
  magicalBeastsKilled: z.number().int(),
  dungeonsCleared: z.number().int(),
});
export type MonthlyStatistics = z.infer<typeof monthlyStatisticsSchema>;
