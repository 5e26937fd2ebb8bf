import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
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
    /**
     * The hunter whose action put this in the bell, for the kinds another hunter causes
     * (requests, invites, messages); null for what the game itself says.
     */
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "cascade" }),
    /**
     * Set (to the sender's id) only for kinds that collapse: the unique index below keeps one
     * such notification per recipient, sender and kind, so repeats refresh it instead of piling up.
     */
    collapseKey: uuid("collapse_key"),
    data: jsonb("data").$type<Record<string, string>>(),
    /**
     * Set, with `resolvedAt`, in the transaction that answered, expired or voided what this
     * notification asked (docs/game-rules/social.md); null while it still waits for an answer.
     */
    resolution: text("resolution"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc()),
    uniqueIndex("notifications_collapse_key").on(t.userId, t.type, t.collapseKey),
    index("notifications_sender_idx").on(t.senderId),
    check(
      "notifications_type_valid",
      sql`${t.type} IN ('friend_request','friend_accept','guild_invite','guild_accept','party_invite','party_accept','party_dungeon_confirmation','dungeon_spawn','quest_complete','direct_message','achievement','guild_kick','party_removed')`,
    ),
    check(
      "notifications_resolution_valid",
      sql`${t.resolution} IS NULL OR ${t.resolution} IN ('accepted','declined','confirmed','expired','cancelled')`,
    ),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
