import { date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * What each hunter earned in one week or month (periods start on a Monday / the 1st, UTC):
 * XP for the period boards, beasts, dungeons and deaths for the monthly statistics. Written in
 * the same transaction that pays the XP (`recordProgress`).
 */
export const leaderboardPeriods = pgTable(
  "leaderboard_periods",
  {
    period: text("period").notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    xp: integer("xp").notNull().default(0),
    magicalBeastsKilled: integer("magical_beasts_killed").notNull().default(0),
    dungeonsCleared: integer("dungeons_cleared").notNull().default(0),
    hunterDeaths: integer("hunter_deaths").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.periodStart, t.userId] }),
    index("leaderboard_periods_user_idx").on(t.userId),
  ],
);

/**
 * How many hunters of a board sit in each XP bucket (`leaderboard_bucket(xp)`, about 1.1 %
 * wide), kept by triggers: a rank is the sum of the buckets above plus a short count inside
 * the hunter's own bucket. Board "alltime" uses period_start 1970-01-01.
 */
export const leaderboardCounts = pgTable(
  "leaderboard_counts",
  {
    board: text("board").notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    bucket: integer("bucket").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.board, t.periodStart, t.bucket] })],
);

/**
 * What the world did, each thing once however many hunters shared it: a party's kill is one
 * beast and its clear one dungeon, though each member's own counters go up. The global
 * statistics read period "all" (period_start 1970-01-01), the monthly ones period "monthly".
 */
export const worldStatistics = pgTable(
  "world_statistics",
  {
    period: text("period").notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    magicalBeastsKilled: integer("magical_beasts_killed").notNull().default(0),
    dungeonsCleared: integer("dungeons_cleared").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.period, t.periodStart] })],
);
