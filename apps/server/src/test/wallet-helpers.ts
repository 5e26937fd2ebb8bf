import type { Db } from "../db/connect.ts";
import { inTransaction } from "../db/unit-of-work.ts";
import { lockUser } from "../modules/users/repo.ts";
import type { Currency } from "../modules/wallet/reasons.ts";
import { auditBalances } from "../modules/wallet/repo.ts";
import { credit, debit } from "../modules/wallet/service.ts";

/**
 * Gives a hunter gold or energy through the wallet (reason "grant"), so that unlike a direct
 * UPDATE the ledger still explains every balance.
 */
export function grant(db: Db, userId: string, currency: Currency, amount: number) {
  return inTransaction(db, (tx, emit) =>
    credit(tx, emit, currency, { userId, amount, reason: "grant", reference: "test" }),
  );
}

/** Brings a balance to `amount` by one wallet move (reason "grant"), so the ledger agrees. */
export function setBalance(db: Db, userId: string, currency: Currency, amount: number) {
  return inTransaction(db, async (tx, emit) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new Error(`no hunter ${userId}`);
    const delta = amount - (currency === "gold" ? user.gold : user.currentEnergy);
    const change = { userId, amount: Math.abs(delta), reason: "grant", reference: "test" } as const;
    if (delta > 0) await credit(tx, emit, currency, change);
    if (delta < 0 && (await debit(tx, emit, currency, change)) === null) {
      throw new Error("the balance moved while it was being set");
    }
  });
}

/** Balances beside their ledger sums, for one hunter. */
export async function auditOne(db: Db, userId: string) {
  const [row] = await auditBalances(db, [userId]);
  if (!row) throw new Error(`no hunter ${userId}`);
  return row;
}
