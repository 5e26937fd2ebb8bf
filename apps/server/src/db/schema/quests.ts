import type { QuestRewards, QuestSectionPlan } from "@repgate/game/rules/quests";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

export interface StoredTask {
  name: string;
  description: string;
  target: number;
  unit: "reps" | "seconds" | "km";
  completed: boolean;
  /** Reps of the task's counted sets, capped at target (absent before the first set). */
  progress?: number;
  /** Set when the task's own sets ticked it (not a tick by hand). */
  counted?: boolean;
}
export interface StoredSection {
  name: string;
  tasks: StoredTask[];
}
export interface StoredRequirements {
  sections: StoredSection[];
}
export type StoredSectionPlan = QuestSectionPlan;

/**
 * A hunter's quest. Daily and weekly quests carry their local period in `period_key`
 * ("2026-11-21", "2026-W47"), unique per hunter and type, so concurrent first reads of a day
 * create one. `settled_at` is set exactly once, by the transition that pays the rewards or
 * the cheating penalty.
 */
export const quests = pgTable(
  "quests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    difficulty: text("difficulty").notNull(),
    statType: text("stat_type"),
    periodKey: text("period_key"),
    requirements: jsonb("requirements").$type<StoredRequirements>().notNull(),
    rewards: jsonb("rewards").$type<QuestRewards>().notNull(),
    /** When the work could begin: the cheat rule measures from here. */
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    cheatingDetected: boolean("cheating_detected").notNull().default(false),
    cheatingReason: text("cheating_reason"),
    levelsGained: integer("levels_gained").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("quests_user_period_key").on(t.userId, t.type, t.periodKey),
    index("quests_user_created_idx").on(t.userId, t.createdAt.desc()),
    check("quests_type_valid", sql`${t.type} IN ('daily','weekly','custom')`),
    check("quests_difficulty_valid", sql`${t.difficulty} IN ('easy','medium','hard')`),
    check("quests_period_key_by_type", sql`(${t.type} = 'custom') = (${t.periodKey} IS NULL)`),
    check(
      "quests_settled_when_completed",
      sql`(${t.completedAt} IS NULL) = (${t.settledAt} IS NULL)`,
    ),
  ],
);
export type QuestRow = typeof quests.$inferSelect;
export type NewQuestRow = typeof quests.$inferInsert;

/** One missed daily, punished once: the unique (user, day) makes a second application impossible. */
export const dailyPenalties = pgTable(
  "daily_penalties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The local day whose daily quest was missed. */
    localDate: date("local_date", { mode: "string" }).notNull(),
    xpLost: integer("xp_lost").notNull(),
    goldLost: integer("gold_lost").notNull(),
    statsLost: jsonb("stats_lost").$type<Record<string, number>>().notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("daily_penalties_user_date_key").on(t.userId, t.localDate)],
);
export type DailyPenaltyRow = typeof dailyPenalties.$inferSelect;
