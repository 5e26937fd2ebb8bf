import { integer, pgTable, serial, text } from "drizzle-orm/pg-core";

/** The six hunter classes; seeded at boot from packages/game. */
export const hunterClasses = pgTable("hunter_classes", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description").notNull(),
  primaryStats: text("primary_stats").array().notNull(),
  damageBonus: integer("damage_bonus").notNull(),
});

/** Every title a hunter can wear; seeded at boot from packages/game. */
export const titles = pgTable("titles", {
  name: text("name").primaryKey(),
  description: text("description").notNull(),
});
