import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** Every chat message, stored before it is announced (regional, party or guild). */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    chatType: text("chat_type").notNull(),
    /** Set for regional messages only; likewise partyId for party and guildId for guild. */
    region: text("region"),
    partyId: uuid("party_id"),
    guildId: uuid("guild_id"),
    /**
     * The author. Their messages go with their account (docs/account-deletion.md): no text stays
     * behind without an author.
     */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_messages_region_idx")
      .on(t.region, t.createdAt.desc())
      .where(sql`${t.chatType} = 'regional'`),
    index("chat_messages_party_idx")
      .on(t.partyId, t.createdAt.desc())
      .where(sql`${t.chatType} = 'party'`),
    index("chat_messages_guild_idx")
      .on(t.guildId, t.createdAt.desc())
      .where(sql`${t.chatType} = 'guild'`),
    index("chat_messages_user_idx").on(t.userId),
    check(
      "chat_messages_room",
      sql`(${t.chatType} = 'regional' AND ${t.region} IS NOT NULL AND ${t.partyId} IS NULL AND ${t.guildId} IS NULL)
       OR (${t.chatType} = 'party' AND ${t.partyId} IS NOT NULL AND ${t.region} IS NULL AND ${t.guildId} IS NULL)
       OR (${t.chatType} = 'guild' AND ${t.guildId} IS NOT NULL AND ${t.region} IS NULL AND ${t.partyId} IS NULL)`,
    ),
    check("chat_messages_length", sql`char_length(${t.content}) BETWEEN 1 AND 500`),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;
