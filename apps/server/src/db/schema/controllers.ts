import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { battles } from "./battles.ts";
import { users } from "./users.ts";

/**
 * A phone paired as a hunter's controller for one battle (docs/decisions/043-controller-pairing.md).
 * The row is first a pairing (a link token and a short code, both single-use, two minutes), then,
 * once claimed, the controller's session. Only hashes of the token and of the session are kept.
 */
export const controllerPairings = pgTable(
  "controller_pairings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    battleId: uuid("battle_id")
      .notNull()
      .references(() => battles.id, { onDelete: "cascade" }),
    /** sha256 of the link's token (>= 128 random bits). */
    tokenHash: text("token_hash").notNull(),
    /** The code to type instead of scanning; unique among pairings not yet claimed. */
    code: text("code").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** sha256 of the controller's credential, set by the claim. */
    sessionHash: text("session_hash"),
    /** The controller's last call: the big screen says "Controller disconnected" when it is old. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("controller_pairings_token_hash_idx").on(t.tokenHash),
    uniqueIndex("controller_pairings_session_hash_idx").on(t.sessionHash),
    uniqueIndex("controller_pairings_open_code_idx")
      .on(t.code)
      .where(sql`${t.claimedAt} IS NULL AND ${t.endedAt} IS NULL`),
    index("controller_pairings_user_idx").on(t.userId),
  ],
);
export type ControllerPairingRow = typeof controllerPairings.$inferSelect;
