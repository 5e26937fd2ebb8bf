import type { Db } from "../db/connect.ts";
import { inTransaction } from "../db/unit-of-work.ts";
import type { Currency } from "../modules/wallet/reasons.ts";
import { auditBalances } from "../modules/wallet/repo.ts";
import { credit } from "../modules/wallet/service.ts";

/**
 * Gives a hunter gold or energy through the wallet (reason "grant"), so that unlike a direct
 * UPDATE the ledger still explains every balance.
 */
export function grant(db: Db, userId: string, currency: Currency, amount: number) {
  return inTransaction(db, (tx, emit) =>
    credit(tx, emit, currency, { userId, amount, reason: "grant", reference: "test" }),
  );
}

/** Balances beside their ledger sums, for one hunter. */
export async function auditOne(db: Db, userId: string) {
  const [row] = await auditBalances(db, [userId]);
  if (!row) throw new Error(`no hunter ${userId}`);
  return row;
}
