import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { users } from "../../db/schema/users.ts";
import { ledgerEntries } from "../../db/schema/wallet.ts";
import type { Currency, LedgerReason } from "./reasons.ts";

export async function insertLedgerEntry(
  tx: Queryable,
  entry: {
    userId: string;
    currency: Currency;
    amount: number;
    balanceAfter: number;
    reason: LedgerReason;
    reference: string | null;
  },
): Promise<void> {
  await tx.insert(ledgerEntries).values(entry);
}

/** The balances as the user row holds them. */
export async function findBalances(
  tx: Queryable,
  userId: string,
): Promise<{ gold: number; energy: number } | null> {
  const [row] = await tx
    .select({ gold: users.gold, energy: users.currentEnergy })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Each of the hunter's balances beside the sum of its ledger rows (audits and tests). */
export async function auditBalances(tx: Queryable, userIds: readonly string[]) {
  const result = await tx.execute<{
    user_id: string;
    gold: number;
    energy: number;
    gold_ledger: number;
    energy_ledger: number;
  }>(sql`
    SELECT u.id AS user_id, u.gold, u.current_energy AS energy,
      COALESCE(SUM(l.amount) FILTER (WHERE l.currency = 'gold'), 0)::int AS gold_ledger,
      COALESCE(SUM(l.amount) FILTER (WHERE l.currency = 'energy'), 0)::int AS energy_ledger
    FROM users u LEFT JOIN ledger_entries l ON l.user_id = u.id
    WHERE u.id = ANY(${`{${userIds.join(",")}}`}::uuid[])
    GROUP BY u.id`);
  return result.rows.map((r) => ({
    userId: r.user_id,
    gold: r.gold,
    energy: r.energy,
    goldLedger: r.gold_ledger,
    energyLedger: r.energy_ledger,
  }));
}

// The data export (POST /api/user/export) reads this area's rows about one hunter here.

export function exportLedger(db: Queryable, userId: string) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(ledgerEntries.createdAt);
}
