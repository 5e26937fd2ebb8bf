import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Data rewrites that SQL cannot express (a name's confusable skeleton needs Unicode's table,
 * which lives in JavaScript), run once after the SQL migrations under their advisory lock:
 * one row per rewrite that is done (`db/data-migrations.ts`).
 */
export const dataMigrations = pgTable("data_migrations", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
