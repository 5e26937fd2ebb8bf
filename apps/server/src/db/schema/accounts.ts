import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Password-reset links. Only the SHA-256 of the link's token is stored, so a copy of the
 * database cannot be used to reset anyone's password. A token works once (`used_at`), for 30
 * minutes (`expires_at`), and only while it is the hunter's newest: asking again voids the
 * older ones (`voided_at`). Rows are kept after use so a used link can say it was used.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
