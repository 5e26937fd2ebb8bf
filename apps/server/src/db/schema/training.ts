import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { quests } from "./quests.ts";
import { users } from "./users.ts";

/**
 * One set of a quest task done by the body (docs/game-rules/quests.md): the reps a counter
 * counted, how long they took and what counted them. A task's progress is the sum of its sets;
 * records (docs/game-rules/exercises.md) are read from here, by the hunter's local day the set
 * was done on (stored, so a later change of time zone does not move old days).
 */
export const trainingSets = pgTable(
  "training_sets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questId: uuid("quest_id")
      .notNull()
      .references(() => quests.id, { onDelete: "cascade" }),
    sectionIndex: integer("section_index").notNull(),
    taskIndex: integer("task_index").notNull(),
    exercise: text("exercise").notNull(),
    reps: integer("reps").notNull(),
    durationMs: integer("duration_ms").notNull(),
    countedBy: text("counted_by").notNull(),
    localDate: date("local_date", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("training_sets_task_idx").on(t.questId, t.sectionIndex, t.taskIndex),
    index("training_sets_user_exercise_idx").on(t.userId, t.exercise, t.localDate),
    check("training_sets_reps_positive", sql`${t.reps} > 0`),
    check("training_sets_counted_by_valid", sql`${t.countedBy} IN ('camera','motion','hand')`),
  ],
);
export type TrainingSetRow = typeof trainingSets.$inferSelect;
export type NewTrainingSetRow = typeof trainingSets.$inferInsert;
