import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A hunter's personal access tokens for other clients (docs/api.md). Only the SHA-256 of a
 * token is stored: the token is shown once, when it is made.
 */
export const accessTokens = pgTable(
  "access_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** "read" or "play" (packages/contracts/src/access-tokens.ts). */
    scope: text("scope", { enum: ["read", "play"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a request last came with it, written at most once a minute. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("access_tokens_user_id_idx").on(t.userId)],
);
export type AccessTokenRow = typeof accessTokens.$inferSelect;
