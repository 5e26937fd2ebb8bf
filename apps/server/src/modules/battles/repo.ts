import { and, desc, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/connect.ts";
import {
  type BattleRow,
  battles,
  type NewBattleRow,
  type StoredLogEntry,
  type StoredSettlement,
} from "../../db/schema/battles.ts";
import { movementRuns } from "../../db/schema/movement.ts";

export async function findActiveBattle(db: Queryable, userId: string): Promise<BattleRow | null> {
  const [row] = await db
    .select()
    .from(battles)
    .where(and(eq(battles.userId, userId), eq(battles.status, "active")))
    .limit(1);
  return row ?? null;
}

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

/** The hunter's newest battle (created_at is clock_timestamp(), strictly increasing per hunter). */
export async function findLatestBattle(db: Queryable, userId: string): Promise<BattleRow | null> {
  const [row] = await db
    .select()
    .from(battles)
    .where(eq(battles.userId, userId))
    .orderBy(desc(battles.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * True when the hunter started a movement run after this battle was created: entering a gate
 * abandons a won run waiting for its next monster (server-rules section 7). Compared in SQL, on
 * the database's own clock_timestamp() values.
 */
export async function hasMovementRunSince(db: Queryable, battle: BattleRow): Promise<boolean> {
  const [row] = await db
    .select({ id: movementRuns.id })
    .from(movementRuns)
    .where(
      and(
        eq(movementRuns.userId, battle.userId),
        sql`${movementRuns.createdAt} > (SELECT ${battles.createdAt} FROM ${battles} WHERE ${battles.id} = ${battle.id})`,
      ),
    )
    .limit(1);
  return row !== undefined;
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

export async function insertBattle(tx: Queryable, values: NewBattleRow): Promise<BattleRow> {
  const [row] = await tx.insert(battles).values(values).returning();
  if (!row) throw new Error("insert returned no battle");
  return row;
}

export async function updateBattle(
  tx: Queryable,
  battleId: string,
  changes: PgUpdateSetSource<typeof battles>,
): Promise<BattleRow> {
  const [row] = await tx.update(battles).set(changes).where(eq(battles.id, battleId)).returning();
  if (!row) throw new Error("battle vanished during an update");
  return row;
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

/** Adds a line to the hunter's active battle log, if they are in one (e.g. a potion drunk). */
export async function appendToActiveLog(
  tx: Queryable,
  userId: string,
  entry: StoredLogEntry,
): Promise<void> {
  await tx
    .update(battles)
    .set({ log: sql`${battles.log} || ${JSON.stringify([entry])}::jsonb` })
    .where(and(eq(battles.userId, userId), eq(battles.status, "active")));
}
