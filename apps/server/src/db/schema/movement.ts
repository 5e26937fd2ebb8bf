import type { PositionSample } from "@repgate/game/rules/movement";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { dungeons } from "./dungeons.ts";
import { users } from "./users.ts";

export interface MovementRewards {
  xp: number;
  gold: number;
  itemDropped: string | null;
}

/**
 * A hunter covering a movement dungeon's distance. `anchor` is the last position sample that
 * counted (see acceptSample); `completed_at` is set once, by the sample that clears the run.
 */
export const movementRuns = pgTable(
  "movement_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dungeonId: uuid("dungeon_id")
      .notNull()
      .references(() => dungeons.id),
    templateId: text("template_id").notNull(),
    status: text("status").notNull().default("active"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    distanceKm: doublePrecision("distance_km").notNull().default(0),
    anchor: jsonb("anchor").$type<PositionSample>(),
    lastSampleAccepted: boolean("last_sample_accepted"),
    lastSampleReason: text("last_sample_reason"),
    rewards: jsonb("rewards").$type<MovementRewards>(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** clock_timestamp(), not now(): a hunter's rows are inserted one after another under a row
     * lock, so the newest row is always the latest, even when transactions began out of order. */
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    uniqueIndex("movement_runs_one_active_per_user").on(t.userId).where(sql`status = 'active'`),
    index("movement_runs_user_created_idx").on(t.userId, t.createdAt.desc()),
    check(
      "movement_runs_status_valid",
      sql`${t.status} IN ('active','completed','expired','abandoned')`,
    ),
    check("movement_runs_distance_non_negative", sql`${t.distanceKm} >= 0`),
  ],
);
export type MovementRunRow = typeof movementRuns.$inferSelect;
