import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * The wallet's append-only ledger: one row for every change of a hunter's gold or energy, so
 * any balance is the sum of its rows and each row says why it moved. Rows are never updated (a
 * trigger refuses it); they leave only with the hunter's account.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    /** Signed: a credit is positive, a debit negative. */
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason").notNull(),
    /** What caused it: a battle, quest, listing, item or catalogue id. */
    reference: text("reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_user_idx").on(t.userId, t.currency, t.id),
    check("ledger_entries_currency_valid", sql`${t.currency} IN ('gold','energy')`),
    check("ledger_entries_amount_non_zero", sql`${t.amount} <> 0`),
    check("ledger_entries_balance_non_negative", sql`${t.balanceAfter} >= 0`),
  ],
);
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
