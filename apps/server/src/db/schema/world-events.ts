import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { dungeons } from "./dungeons.ts";
import { users } from "./users.ts";

/**
 * A Gate Break: one boss every hunter fights at once (docs/game-rules/world-boss.md). Its live
 * HP is the sum of its shards (world_event_hp_shards), which the hits lower; `hp` here is the HP
 * it was left with when it ended (0 by the killing blow, the shards' sum when it is lost), and
 * maxHP until then. `shards_left` counts the shards with HP: the hit that empties the last one
 * is the killing blow. `killed_by` is written once, by that hit; `paid_at` once, by the reward
 * job. Its hunters' battles point at `dungeon_id`, a gate row of its own that no dungeon list
 * shows (its template is not in the catalogue).
 */
export const worldEvents = pgTable(
  "world_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    bossId: text("boss_id").notNull(),
    rank: text("rank").notNull(),
    maxHP: integer("max_hp").notNull(),
    hp: integer("hp").notNull(),
    shardsLeft: integer("shards_left").notNull().default(0),
    dungeonId: uuid("dungeon_id")
      .notNull()
      .unique()
      .references(() => dungeons.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    state: text("state").notNull().default("scheduled"),
    killedBy: uuid("killed_by").references(() => users.id, { onDelete: "set null" }),
    wonAt: timestamp("won_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The weekend schedule's key ("weekend:<saturday>"), so two instances plan one event. */
    scheduleKey: text("schedule_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("world_events_ends_at_idx").on(t.endsAt),
    check("world_events_state_valid", sql`${t.state} IN ('scheduled','open','won','lost')`),
    check("world_events_hp_range", sql`${t.hp} BETWEEN 0 AND ${t.maxHP}`),
    check("world_events_lifetime_positive", sql`${t.endsAt} > ${t.startsAt}`),
    check("world_events_paid_only_when_won", sql`${t.paidAt} IS NULL OR ${t.state} = 'won'`),
  ],
);
export type WorldEventRow = typeof worldEvents.$inferSelect;

/**
 * A slice of a Gate Break boss's HP. The boss's HP is the sum of its shards: each hit takes its
 * damage off one shard only (GREATEST(hp - d, 0)), so concurrent hunters queue on a sixteenth of
 * the boss each instead of on one row (docs/decisions/047-world-boss-hp-shards.md).
 */
export const worldEventHPShards = pgTable(
  "world_event_hp_shards",
  {
    worldEventId: uuid("world_event_id")
      .notNull()
      .references(() => worldEvents.id, { onDelete: "cascade" }),
    shard: smallint("shard").notNull(),
    hp: integer("hp").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.worldEventId, t.shard] }),
    check("world_event_hp_shards_hp_not_negative", sql`${t.hp} >= 0`),
  ],
);

/** One hunter's part in a Gate Break: their reps and the damage that came off the shared HP. */
export const worldEventContributions = pgTable(
  "world_event_contributions",
  {
    worldEventId: uuid("world_event_id")
      .notNull()
      .references(() => worldEvents.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reps: integer("reps").notNull().default(0),
    damage: integer("damage").notNull().default(0),
    /** When the hunter reached their damage: ties in the ranking go to who got there first. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.worldEventId, t.userId] }),
    index("world_event_contributions_rank_idx").on(
      t.worldEventId,
      t.damage.desc(),
      t.updatedAt,
      t.userId,
    ),
  ],
);
export type WorldEventContributionRow = typeof worldEventContributions.$inferSelect;
