import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { battles } from "./battles.ts";
import { users } from "./users.ts";

/**
 * One battle's heart-rate summary from the hunter's strap (docs/decisions/022): never the raw
 * readings, which stay in the browser. The battle is the key, so a battle has one summary
 * however often it is sent. Nothing in play reads this table.
 */
export const battleHeartRates = pgTable(
  "battle_heart_rates",
  {
    battleId: uuid("battle_id")
      .primaryKey()
      .references(() => battles.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    averageBpm: integer("average_bpm").notNull(),
    maxBpm: integer("max_bpm").notNull(),
    zoneMaxBpm: integer("zone_max_bpm").notNull(),
    /** Whole seconds per zone, Rest first (packages/game/src/rules/heart-rate-zones.ts). */
    zoneSeconds: integer("zone_seconds").array().notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("battle_heart_rates_user_recorded_idx").on(t.userId, t.recordedAt),
    check("battle_heart_rates_average_le_max", sql`${t.averageBpm} <= ${t.maxBpm}`),
    check("battle_heart_rates_six_zones", sql`cardinality(${t.zoneSeconds}) = 6`),
  ],
);
export type BattleHeartRateRow = typeof battleHeartRates.$inferSelect;
