import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Request counters of the rate limits, shared by every instance: a limit of ten a minute is
 * ten a minute whether one instance or ten serve the client. One row per key and window.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});
