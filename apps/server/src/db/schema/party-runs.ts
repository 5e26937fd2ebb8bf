import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * One monster a party fights together. Each member has a battle of their own (their HP, their
 * counter-attacks, their claim) pointing here by `battles.party_encounter_id`; the monster's HP
 * lives only here, and every hit locks this row, so simultaneous hits add up and never go
 * below zero. `party_run_id` groups the encounters of one party run (one per enemy).
 */
export const partyEncounters = pgTable(
  "party_encounters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partyRunId: uuid("party_run_id").notNull(),
    partyId: uuid("party_id").notNull(),
    dungeonId: uuid("dungeon_id").notNull(),
    templateId: text("template_id").notNull(),
    enemyIndex: integer("enemy_index").notNull(),
    hunters: integer("hunters").notNull(),
    monsterMaxHP: integer("monster_max_hp").notNull(),
    monsterCurrentHP: integer("monster_current_hp").notNull(),
    runStartedAt: timestamp("run_started_at", { withTimezone: true }).notNull(),
    slainAt: timestamp("slain_at", { withTimezone: true }),
    /** When the first member's claim counted this monster in the world's statistics (once). */
    worldCountedAt: timestamp("world_counted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("party_encounters_run_enemy_key").on(t.partyRunId, t.enemyIndex),
    check("party_encounters_hp_range", sql`${t.monsterCurrentHP} BETWEEN 0 AND ${t.monsterMaxHP}`),
  ],
);
export type PartyEncounterRow = typeof partyEncounters.$inferSelect;
