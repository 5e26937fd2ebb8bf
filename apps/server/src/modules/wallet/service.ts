import { maxEnergy } from "@repgate/game/rules/energy";
import type { Tx } from "../../db/connect.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { shiftBalance } from "../users/repo.ts";
import type { Currency, LedgerReason } from "./reasons.ts";
import * as repo from "./repo.ts";

/**
 * The wallet: the only code that changes a hunter's gold or energy. Every change runs in the
 * caller's transaction (so it commits or rolls back with the rest of the write), is a guarded
 * update that can never go below 0, writes one ledger row, and emits walletChanged.
 */
export interface WalletChange {
  userId: string;
  /** A positive whole number; credit adds it, debit takes it. */
  amount: number;
  reason: LedgerReason;
  /** The id of what caused it (battle, quest, listing, item), for the ledger. */
  reference?: string | null;
}

/** Adds gold or energy; returns the new balance. */
export async function credit(
  tx: Tx,
  emit: Emit,
  currency: Currency,
  change: WalletChange,
): Promise<number> {
  const balance = await move(tx, emit, currency, change, change.amount);
  if (balance === null) throw new Error(`wallet: hunter ${change.userId} not found`);
  return balance;
}

/**
 * Takes gold or energy if the hunter has that much; returns the new balance, or null (and
 * changes nothing) when they do not.
 */
export function debit(
  tx: Tx,
  emit: Emit,
  currency: Currency,
  change: WalletChange,
): Promise<number | null> {
  return move(tx, emit, currency, change, -change.amount);
}

/**
 * Takes an amount the caller has already checked under the hunter's row lock (a penalty that
 * never exceeds the balance): a refusal here means the locked balance moved, which is a bug.
 */
export async function debitChecked(
  tx: Tx,
  emit: Emit,
  currency: Currency,
  change: WalletChange,
): Promise<number> {
  const balance = await debit(tx, emit, currency, change);
  if (balance === null) throw new Error(`wallet: ${change.reason} exceeded the locked balance`);
  return balance;
}

/**
 * Records the balances a new hunter starts with (the table's defaults), so that from the first
 * row on, every balance is the sum of its ledger.
 */
/** The hunter's gold and energy as they stand (a check before work that would spend them). */
export const readBalances = repo.findBalances;

export async function openWallet(tx: Tx, userId: string): Promise<void> {
  const balances = await repo.findBalances(tx, userId);
  if (!balances) throw new Error(`wallet: hunter ${userId} not found`);
  for (const currency of ["gold", "energy"] as const) {
    const amount = balances[currency];
    if (amount === 0) continue;
    await repo.insertLedgerEntry(tx, {
      userId,
      currency,
      amount,
      balanceAfter: amount,
      reason: "opening_balance",
      reference: null,
    });
  }
}

/**
 * Brings energy down to the maximum (endurance x 10) after the hunter's endurance fell, so
 * current energy never exceeds it: a debit of the excess with reason `energy_cap`. Call it in
 * the same transaction as the update that lowered endurance, with the updated row.
 */
export async function capEnergy(
  tx: Tx,
  emit: Emit,
  user: { id: string; endurance: number; currentEnergy: number },
): Promise<void> {
  const excess = user.currentEnergy - maxEnergy(user);
  if (excess <= 0) return;
  const left = await debit(tx, emit, "energy", {
    userId: user.id,
    amount: excess,
    reason: "energy_cap",
  });
  if (left === null) throw new Error("energy cap: the locked balance moved");
}

async function move(
  tx: Tx,
  emit: Emit,
  currency: Currency,
  change: WalletChange,
  delta: number,
): Promise<number | null> {
  if (!Number.isSafeInteger(change.amount) || change.amount < 0) {
    throw new Error(`wallet: ${change.amount} is not a whole, non-negative amount`);
  }
  if (change.amount === 0) {
    const balances = await repo.findBalances(tx, change.userId);
    return balances ? balances[currency] : null;
  }
  const balance = await shiftBalance(tx, { userId: change.userId, currency, delta });
  if (balance === null) return null;
  await repo.insertLedgerEntry(tx, {
    userId: change.userId,
    currency,
    amount: delta,
    balanceAfter: balance,
    reason: change.reason,
    reference: change.reference ?? null,
  });
  emit({ type: "walletChanged", userId: change.userId, currency });
  return balance;
}
