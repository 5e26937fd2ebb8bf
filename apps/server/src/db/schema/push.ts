import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** One row per hunter and device (browser) that agreed to Web Push; the endpoint names the device. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    endpoint: text("endpoint").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** What a hunter wants pushed; no row means the defaults (everything on, 2 hours, no quiet hours). */
export const pushSettings = pgTable("push_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  dailyQuest: boolean("daily_quest").notNull().default(true),
  dailyQuestHoursLeft: integer("daily_quest_hours_left").notNull().default(2),
  partyConfirmation: boolean("party_confirmation").notNull().default(true),
  friendRequest: boolean("friend_request").notNull().default(true),
  directMessage: boolean("direct_message").notNull().default(true),
  /** Local "HH:MM" in the hunter's own time zone; both null means no quiet hours. */
  quietStart: text("quiet_start"),
  quietEnd: text("quiet_end"),
});
export type PushSettingsRow = typeof pushSettings.$inferSelect;

/**
 * Every instance hears every event; the first to insert a reminder's key here is the one that
 * handles it (sends it, or skips it because the hunter is on the app), so a hunter gets one push.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    outcome: text("outcome").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
