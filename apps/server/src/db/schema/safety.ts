import { sql } from "drizzle-orm";
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * What one hunter chose about another: `mute` hides the other's chat messages for them;
 * `block` does that and also refuses the other's friend requests, invites and messages. One row
 * per pair and direction, so a block replaces a mute and unblocking forgets both.
 */
export const hunterBlocks = pgTable(
  "hunter_blocks",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    otherId: uuid("other_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.otherId] }),
    index("hunter_blocks_other_idx").on(t.otherId),
    check("hunter_blocks_kind_valid", sql`${t.kind} IN ('mute','block')`),
    check("hunter_blocks_not_self", sql`${t.userId} <> ${t.otherId}`),
  ],
);
export type HunterBlockRow = typeof hunterBlocks.$inferSelect;

/** One message of a report's context, as it read when reported. */
export interface ReportedLine {
  id: string;
  authorId: string | null;
  authorName: string | null;
  content: string;
  createdAt: string;
}

/**
 * A chat message a hunter reported, kept for the operator with what it said and the messages
 * around it at that moment: the author may delete their account and a guild may delete the
 * message, and the report must still say what happened. No foreign keys to the message or its
 * author for that reason; the reporter's own account deletion removes their reports.
 */
export const chatReports = pgTable(
  "chat_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    messageId: uuid("message_id").notNull(),
    authorId: uuid("author_id"),
    chatType: text("chat_type").notNull(),
    /** The region's name, or the party's or guild's id. */
    room: text("room").notNull(),
    reason: text("reason"),
    /** The reported message and up to three before and after it, oldest first. */
    context: jsonb("context").$type<ReportedLine[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chat_reports_reporter_message_key").on(t.reporterId, t.messageId),
    index("chat_reports_created_idx").on(t.createdAt.desc()),
  ],
);
export type ChatReportRow = typeof chatReports.$inferSelect;
