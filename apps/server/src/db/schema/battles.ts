import type { CompleteReply } from "@repgate/contracts/battles";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { dungeons } from "./dungeons.ts";
import { partyEncounters } from "./party-runs.ts";
import { users } from "./users.ts";

export interface StoredLogEntry {
  at: string;
  kind: "attack" | "counter" | "skill" | "item" | "escape" | "victory" | "defeat" | "info";
  text: string;
  /** An attack's or skill's line: the damage it dealt, which a party's teammates are shown. */
  damage?: number;
}

/** The reply of the claim that paid a battle, kept to answer repeated claims with it. */
export type StoredSettlement = Omit<CompleteReply, "alreadyClaimed">;

/**
 * One monster fight. A dungeon run is the battles sharing a `run_id`, one per enemy in order;
 * the run's timer starts with its first battle (`run_started_at`, copied to later battles).
 * Status `active` covers a monster at 0 HP whose rewards are not yet claimed; `paid_at` is set
 * exactly once by the claim (POST /complete), and `settlement_result` with it (the claim's reply).
 */
export const battles = pgTable(
  "battles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dungeonId: uuid("dungeon_id")
      .notNull()
      .references(() => dungeons.id),
    templateId: text("template_id").notNull(),
    runId: uuid("run_id").notNull(),
    /** A party battle's shared monster (its HP lives there), else null. */
    partyEncounterId: uuid("party_encounter_id").references(() => partyEncounters.id),
    enemyIndex: integer("enemy_index").notNull(),
    status: text("status").notNull().default("active"),
    monsterId: text("monster_id").notNull(),
    monsterName: text("monster_name").notNull(),
    monsterLevel: integer("monster_level").notNull(),
    monsterCombatPower: integer("monster_combat_power").notNull(),
    monsterAttack: integer("monster_attack").notNull(),
    isBoss: boolean("is_boss").notNull(),
    monsterMaxHP: integer("monster_max_hp").notNull(),
    monsterCurrentHP: integer("monster_current_hp").notNull(),
    damageDealt: integer("damage_dealt").notNull().default(0),
    exercisesCompleted: integer("exercises_completed").notNull().default(0),
    xpGained: integer("xp_gained").notNull().default(0),
    goldEarned: integer("gold_earned").notNull().default(0),
    itemsWon: text("items_won").array().notNull().default(sql`ARRAY[]::text[]`),
    skillUsed: boolean("skill_used").notNull().default(false),
    buff: text("buff"),
    runStartedAt: timestamp("run_started_at", { withTimezone: true }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** The pace rule measures from here: the last attack or cast, or the battle's start. */
    lastActionAt: timestamp("last_action_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The paying claim's reply, stored in its transaction; repeated claims answer with it. */
    settlementResult: jsonb("settlement_result").$type<StoredSettlement>(),
    log: jsonb("log").$type<StoredLogEntry[]>().notNull().default(sql`'[]'::jsonb`),
    /** clock_timestamp(), not now(): a hunter's rows are inserted one after another under a row
     * lock, so the newest row is always the latest, even when transactions began out of order. */
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    uniqueIndex("battles_one_active_per_user").on(t.userId).where(sql`status = 'active'`),
    uniqueIndex("battles_run_enemy_key").on(t.runId, t.enemyIndex),
    index("battles_user_created_idx").on(t.userId, t.createdAt.desc()),
    check("battles_status_valid", sql`${t.status} IN ('active','won','lost','fled','expired')`),
    check("battles_buff_valid", sql`${t.buff} IS NULL OR ${t.buff} IN ('berserk','iron-wall')`),
    check("battles_monster_hp_range", sql`${t.monsterCurrentHP} BETWEEN 0 AND ${t.monsterMaxHP}`),
    check("battles_paid_only_when_won", sql`${t.paidAt} IS NULL OR ${t.status} = 'won'`),
    check(
      "battles_settlement_only_when_paid",
      sql`${t.settlementResult} IS NULL OR ${t.paidAt} IS NOT NULL`,
    ),
  ],
);
export type BattleRow = typeof battles.$inferSelect;
export type NewBattleRow = typeof battles.$inferInsert;
