import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Guilds. Level and experience are not stored: they follow from the sum of guild_xp_grants
 * (a grant is an insert, so paying a member never locks the guild row; see docs/game-rules/guilds.md).
 */
export const guilds = pgTable(
  "guilds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** `nameKey(name)` (@repgate/game/rules/name-key): unique like hunters' names. */
    nameKey: text("name_key").notNull(),
    description: text("description"),
    /** An emoji, or the path of an uploaded insignia served by us (/media/guild-insignia/<id>.webp). */
    insignia: text("insignia").notNull(),
    leaderId: uuid("leader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("guilds_name_unique").on(t.nameKey)],
);
export type GuildRow = typeof guilds.$inferSelect;

export const guildRanks = pgTable(
  "guild_ranks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    guildId: uuid("guild_id")
      .notNull()
      .references(() => guilds.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    color: text("color").notNull(),
    permissionLevel: integer("permission_level").notNull(),
    canDeleteMessages: boolean("can_delete_messages").notNull().default(false),
    canSendAnnouncements: boolean("can_send_announcements").notNull().default(false),
    canKickMembers: boolean("can_kick_members").notNull().default(false),
    canEditGuild: boolean("can_edit_guild").notNull().default(false),
    canManageRanks: boolean("can_manage_ranks").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index("guild_ranks_guild_idx").on(t.guildId),
    check("guild_ranks_level_range", sql`${t.permissionLevel} BETWEEN 0 AND 4`),
    uniqueIndex("guild_ranks_one_owner_rank").on(t.guildId).where(sql`${t.permissionLevel} = 4`),
  ],
);
export type GuildRankRow = typeof guildRanks.$inferSelect;

/** One row per hunter in a guild: the primary key makes "one guild at a time" a database rule. */
export const guildMembers = pgTable(
  "guild_members",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    guildId: uuid("guild_id")
      .notNull()
      .references(() => guilds.id, { onDelete: "cascade" }),
    rankId: uuid("rank_id")
      .notNull()
      .references(() => guildRanks.id),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("guild_members_guild_idx").on(t.guildId)],
);
export type GuildMemberRow = typeof guildMembers.$inferSelect;

export const guildAnnouncements = pgTable(
  "guild_announcements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    guildId: uuid("guild_id")
      .notNull()
      .references(() => guilds.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index("guild_announcements_guild_idx").on(t.guildId, t.createdAt.desc())],
);

export const guildInvitations = pgTable(
  "guild_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    guildId: uuid("guild_id")
      .notNull()
      .references(() => guilds.id, { onDelete: "cascade" }),
    inviterId: uuid("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inviteeId: uuid("invitee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("guild_invitations_status_valid", sql`${t.status} IN ('pending','accepted','declined')`),
    uniqueIndex("guild_invitations_one_pending")
      .on(t.guildId, t.inviteeId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Guild XP as grants: the guild's experience is their sum (inserts never contend). */
export const guildXpGrants = pgTable(
  "guild_xp_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    guildId: uuid("guild_id")
      .notNull()
      .references(() => guilds.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    amount: integer("amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("guild_xp_grants_guild_idx").on(t.guildId),
    check("guild_xp_grants_positive", sql`${t.amount} > 0`),
  ],
);

/** Uploaded insignia, re-encoded to WebP by the server (base64 of those bytes). */
export const guildInsignias = pgTable("guild_insignias", {
  id: uuid("id").primaryKey().defaultRandom(),
  uploaderId: uuid("uploader_id").references(() => users.id, { onDelete: "set null" }),
  webpBase64: text("webp_base64").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Hunters a guild has kicked: they may not join it again from the list, only by accepting an
 * invitation from it (which lifts the ban), or after whoever may kick lifts it (docs/game-rules/guilds.md).
 */
export const guildBans = pgTable(
  "guild_bans",
  {
    guildId: uuid("guild_id")
      .notNull()
      .references(() => guilds.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bannedBy: uuid("banned_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guildId, t.userId] })],
);
