import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const stat = (name: string) => integer(name).notNull().default(10);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Always stored lower-cased; the unique index is on the column itself. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    hunterName: text("hunter_name").notNull(),
    /** NFKC, lower-cased (`hunterNameKey`): names are unique by it, so look-alikes collide. */
    hunterNameKey: text("hunter_name_key").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    level: integer("level").notNull().default(1),
    rank: text("rank").notNull().default("E"),
    currentXP: integer("current_xp").notNull().default(0),
    totalXP: integer("total_xp").notNull().default(0),
    gold: integer("gold").notNull().default(0),
    userClass: text("user_class"),
    strength: stat("strength"),
    agility: stat("agility"),
    vitality: stat("vitality"),
    intelligence: stat("intelligence"),
    endurance: stat("endurance"),
    perception: stat("perception"),
    playerCurrentHP: integer("player_current_hp").notNull().default(100),
    playerMaxHP: integer("player_max_hp").notNull().default(100),
    currentTitle: text("current_title").notNull().default("None"),
    unlockedTitles: text("unlocked_titles").array().notNull().default(sql`ARRAY['None']::text[]`),
    partyId: uuid("party_id"),
    /** When the hunter joined their party; the longest-standing member succeeds a leader. */
    partyJoinedAt: timestamp("party_joined_at", { withTimezone: true }),
    guildId: uuid("guild_id"),
    region: text("region").notNull().default("North America"),
    timezone: text("timezone").notNull().default("UTC"),
    /** One of supportedLanguages; null follows the browser's Accept-Language. */
    language: text("language"),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    inDungeon: boolean("in_dungeon").notNull().default(false),
    dungeonsCleared: integer("dungeons_cleared").notNull().default(0),
    questsCompleted: integer("quests_completed").notNull().default(0),
    magicalBeastsKilled: integer("magical_beasts_killed").notNull().default(0),
    timesDefeated: integer("times_defeated").notNull().default(0),
    currentEnergy: integer("current_energy").notNull().default(100),
    hasAcceptedPlayer: boolean("has_accepted_player").notNull().default(false),
    hasCompletedAssessment: boolean("has_completed_assessment").notNull().default(false),
    hasCompletedProfile: boolean("has_completed_profile").notNull().default(false),
    /** How many assessments this hunter has finished; above 0 makes the next one a reawakening. */
    assessmentsCompleted: integer("assessments_completed").notNull().default(0),
    /** The local day energy was last refilled to the maximum (lazily, on the day's first read). */
    energyRefilledOn: date("energy_refilled_on", { mode: "string" }),
    /**
     * The first instant of the local day energy was last refilled for. The next refill waits
     * at least 23 hours after it (the shortest local day), so hopping time zones eastwards
     * cannot refill twice in a real day.
     */
    energyRefillDayStart: timestamp("energy_refill_day_start", { withTimezone: true }),
    /** When the hunter last changed time zone (null: never since sign-up); limits changes. */
    timezoneChangedAt: timestamp("timezone_changed_at", { withTimezone: true }),
    /**
     * Local dates the hunter jumped over by moving their time zone east across the date line
     * (set when the zone changes): never lived, so neither missed nor completed. Kept a year.
     */
    skippedDates: date("skipped_dates", { mode: "string" })
      .array()
      .notNull()
      .default(sql`ARRAY[]::date[]`),
    /**
     * Missed dailies are settled for every local day before this one. The first game day sets
     * it to tomorrow: that day, and every day before it, is pardoned (never a missed day).
     */
    dailyCheckedOn: date("daily_checked_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_hunter_name_key").on(t.hunterNameKey),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
    check("users_rank_valid", sql`${t.rank} IN ('E','D','C','B','A','S')`),
    check("users_gold_non_negative", sql`${t.gold} >= 0`),
    check("users_xp_non_negative", sql`${t.currentXP} >= 0 AND ${t.totalXP} >= 0`),
    check("users_energy_non_negative", sql`${t.currentEnergy} >= 0`),
    check(
      "users_stats_positive",
      sql`LEAST(${t.strength}, ${t.agility}, ${t.vitality}, ${t.intelligence}, ${t.endurance}, ${t.perception}) >= 1`,
    ),
    check("users_party_joined", sql`(${t.partyId} IS NULL) = (${t.partyJoinedAt} IS NULL)`),
    check(
      "users_language_supported",
      sql`${t.language} IS NULL OR ${t.language} IN ('en','ko','es','pt-BR','ja')`,
    ),
    check("users_hp_range", sql`${t.playerCurrentHP} BETWEEN 0 AND ${t.playerMaxHP}`),
  ],
);
export type UserRow = typeof users.$inferSelect;
