import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * One row per pair of hunters, whoever asked first: `user_low` < `user_high` (the two ids in
 * order) is unique, so two hunters asking each other at the same moment meet on the same row
 * and become friends once. `status` pending -> accepted; declining or unfriending deletes it.
 */
export const friendships = pgTable(
  "friendships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userLow: uuid("user_low")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userHigh: uuid("user_high")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requesterId: uuid("requester_id").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("friendships_pair_key").on(t.userLow, t.userHigh),
    index("friendships_high_idx").on(t.userHigh),
    check("friendships_ordered_pair", sql`${t.userLow} < ${t.userHigh}`),
    check("friendships_status_valid", sql`${t.status} IN ('pending','accepted')`),
    check(
      "friendships_requester_in_pair",
      sql`${t.requesterId} = ${t.userLow} OR ${t.requesterId} = ${t.userHigh}`,
    ),
  ],
);
export type FriendshipRow = typeof friendships.$inferSelect;

/** Achievements a hunter unlocked; the primary key makes each one unlock once. */
export const userAchievements = pgTable(
  "user_achievements",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    achievementId: text("achievement_id").notNull(),
    unlockedAt: timestamp("unlocked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

/** The hunter's avatar as the server re-encoded it (256 px WebP), never the uploaded bytes. */
export const userAvatars = pgTable("user_avatars", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  image: bytea("image").notNull(),
  /** A hash of the image: the avatar URL carries it, so a new picture is a new URL. */
  etag: text("etag").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
