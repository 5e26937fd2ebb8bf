import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import {
  type BattleRow,
  battles,
  type StoredLogEntry,
  type StoredSettlement,
} from "../../db/schema/battles.ts";

/** The hunter's battle, locked for the transaction; another hunter's battle is not found. */
export async function lockBattle(
  tx: Queryable,
  userId: string,
  battleId: string,
): Promise<BattleRow | null> {
  const [row] = await tx
    .select()
    .from(battles)
    .where(and(eq(battles.id, battleId), eq(battles.userId, userId)))
    .for("update");
  return row ?? null;
}

export async function findRunBattle(
  db: Queryable,
  runId: string,
  enemyIndex: number,
): Promise<BattleRow | null> {
  const [row] = await db
    .select()
    .from(battles)
    .where(and(eq(battles.runId, runId), eq(battles.enemyIndex, enemyIndex)))
    .limit(1);
  return row ?? null;
}

/**
 * The one state transition that pays a monster: active at 0 HP and unpaid, to won and paid.
 * Null when another call got there first, so however many claims race, one pays.
 */
export async function claimVictory(
  tx: Queryable,
  battleId: string,
  changes: { now: Date; goldEarned: number; itemsWon: string[]; log: StoredLogEntry[] },
): Promise<BattleRow | null> {
  const [row] = await tx
    .update(battles)
    .set({
      status: "won",
      paidAt: changes.now,
      completedAt: changes.now,
      goldEarned: changes.goldEarned,
      itemsWon: changes.itemsWon,
      log: changes.log,
    })
    .where(
      and(
        eq(battles.id, battleId),
        eq(battles.status, "active"),
        eq(battles.monsterCurrentHP, 0),
        sql`${battles.paidAt} IS NULL`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Keeps the paying claim's reply on the battle, in the claim's transaction (once). */
export async function recordSettlement(
  tx: Queryable,
  battleId: string,
  settlement: StoredSettlement,
): Promise<void> {
  const rows = await tx
    .update(battles)
    .set({ settlementResult: settlement })
    .where(
      and(
        eq(battles.id, battleId),
        sql`${battles.paidAt} IS NOT NULL`,
        sql`${battles.settlementResult} IS NULL`,
      ),
    )
    .returning({ id: battles.id });
  if (rows.length !== 1) throw new Error("the claimed battle's settlement could not be stored");
}
