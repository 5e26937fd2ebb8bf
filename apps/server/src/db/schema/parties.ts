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
import { dungeons } from "./dungeons.ts";
import { users } from "./users.ts";

/**
 * A party of up to `max_members` hunters. Membership is `users.party_id` (with
 * `users.party_joined_at`, which orders succession); the party row is the lock that every
 * membership change takes first, so concurrent accepts never pass the limit.
 */
export const parties = pgTable(
  "parties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /**
     * No foreign key: deleting a leader's account must not fail. A leader who is no longer a
     * member is replaced by the longest-standing member on the party's next read or write.
     */
    leaderId: uuid("leader_id").notNull(),
    maxMembers: integer("max_members").notNull().default(4),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("parties_max_members_range", sql`${t.maxMembers} BETWEEN 2 AND 4`)],
);
export type PartyRow = typeof parties.$inferSelect;

/** An invitation to a party; answered once (status leaves `pending` once). */
export const partyInvitations = pgTable(
  "party_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partyId: uuid("party_id")
      .notNull()
      .references(() => parties.id, { onDelete: "cascade" }),
    inviterId: uuid("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inviteeId: uuid("invitee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("party_invitations_one_pending")
      .on(t.partyId, t.inviteeId)
      .where(sql`status = 'pending'`),
    index("party_invitations_invitee_idx").on(t.inviteeId),
    check(
      "party_invitations_status_valid",
      sql`${t.status} IN ('pending','accepted','declined','void')`,
    ),
  ],
);
export type PartyInvitationRow = typeof partyInvitations.$inferSelect;

/**
 * A leader's request to enter a dungeon with the party. At most one waits per party; it ends
 * `entered` (all confirmed), `cancelled` (a decline, a member left, someone busy) or `expired`.
 */
export const partyDungeonConfirmations = pgTable(
  "party_dungeon_confirmations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partyId: uuid("party_id")
      .notNull()
      .references(() => parties.id, { onDelete: "cascade" }),
    leaderId: uuid("leader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dungeonId: uuid("dungeon_id")
      .notNull()
      .references(() => dungeons.id),
    status: text("status").notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("party_confirmations_one_pending").on(t.partyId).where(sql`status = 'pending'`),
    check(
      "party_confirmations_status_valid",
      sql`${t.status} IN ('pending','entered','cancelled','expired')`,
    ),
  ],
);
export type PartyDungeonConfirmationRow = typeof partyDungeonConfirmations.$inferSelect;

/** One member's answer to a confirmation; `confirmed` is null until they answer. */
export const partyConfirmationReplies = pgTable(
  "party_confirmation_replies",
  {
    confirmationId: uuid("confirmation_id")
      .notNull()
      .references(() => partyDungeonConfirmations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    confirmed: boolean("confirmed"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.confirmationId, t.userId] })],
);
export type PartyConfirmationReplyRow = typeof partyConfirmationReplies.$inferSelect;
