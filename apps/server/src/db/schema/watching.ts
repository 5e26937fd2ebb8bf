import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { battles } from "./battles.ts";
import { users } from "./users.ts";

/**
 * A link that lets anyone who holds it watch one battle (docs/game-rules/watching.md). Only
 * the SHA-256 of its random token is stored, as for sessions. A battle has at most one live
 * link: making another revokes the earlier one.
 */
export const watchLinks = pgTable(
  "watch_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    battleId: uuid("battle_id")
      .notNull()
      .references(() => battles.id, { onDelete: "cascade" }),
    /** The fighter who shared it (the battle's own hunter). */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("watch_links_token_hash_key").on(t.tokenHash),
    uniqueIndex("watch_links_live_battle_key").on(t.battleId).where(sql`${t.revokedAt} IS NULL`),
  ],
);
export type WatchLinkRow = typeof watchLinks.$inferSelect;

/**
 * One open watch socket, on whichever instance holds it: the watcher count and the per-fight
 * cap are counted here, across instances. The instance refreshes `seen_at` while the socket is
 * open and deletes the row when it closes; a row whose instance died stops counting once
 * `seen_at` is old (WATCHER_STALE_MS).
 */
export const watchViewers = pgTable(
  "watch_viewers",
  {
    id: uuid("id").primaryKey(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => watchLinks.id, { onDelete: "cascade" }),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("watch_viewers_link_idx").on(t.linkId, t.seenAt)],
);
export type WatchViewerRow = typeof watchViewers.$inferSelect;
