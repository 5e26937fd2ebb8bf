import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One spawned gate. Everything a hunter sees about it (name, monsters, rewards) comes from the
 * catalogue in packages/game by `template_id`; the row only adds its identity and its lifetime.
 * `spawn_key` ("<day>:<slot>") is unique, so any number of instances can insert the day's plan
 * with ON CONFLICT DO NOTHING and agree.
 */
export const dungeons = pgTable(
  "dungeons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    spawnKey: text("spawn_key").notNull().unique(),
    templateId: text("template_id").notNull(),
    spawnsAt: timestamp("spawns_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("dungeons_expires_at_idx").on(t.expiresAt),
    check("dungeons_lifetime_positive", sql`${t.expiresAt} > ${t.spawnsAt}`),
  ],
);
export type DungeonRow = typeof dungeons.$inferSelect;
