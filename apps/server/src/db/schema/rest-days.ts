import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A break the hunter planned ahead: one rest day (`starts_on` = `ends_on`) or a span of time
 * away. Each of its local dates issues no daily and takes no missed-daily penalty, and keeps the
 * streak. `reached_on` is the latest of its dates the hunter's day has reached (set by the day
 * job): a hunter's day never goes back, also when that day had no daily to show for it.
 */
export const restDays = pgTable(
  "rest_days",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    reachedOn: date("reached_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("rest_days_user_starts_idx").on(t.userId, t.startsOn),
    check("rest_days_kind_valid", sql`${t.kind} IN ('rest','away')`),
    check("rest_days_span_valid", sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);
export type RestDayRow = typeof restDays.$inferSelect;
