import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    data: jsonb("data").$type<Record<string, string>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc()),
    check(
      "notifications_type_valid",
      sql`${t.type} IN ('friend_request','friend_accept','guild_invite','guild_accept','party_invite','party_accept','party_dungeon_confirmation','dungeon_spawn','quest_complete','direct_message','achievement')`,
    ),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
