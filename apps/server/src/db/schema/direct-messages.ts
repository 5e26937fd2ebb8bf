import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * One row per direct message between two hunters (docs/game-rules/messages.md). A thread is
 * the pair of hunters; `read_at` is set when the recipient reads the thread, on any device.
 * Deleting either hunter deletes their messages (account deletion forgets them).
 */
export const directMessages = pgTable(
  "direct_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("direct_messages_sender_idx").on(t.senderId, t.recipientId, t.createdAt),
    index("direct_messages_recipient_idx").on(t.recipientId, t.senderId, t.createdAt),
    check("direct_messages_not_self", sql`${t.senderId} <> ${t.recipientId}`),
  ],
);
export type DirectMessageRow = typeof directMessages.$inferSelect;
