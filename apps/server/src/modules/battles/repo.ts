import { and, desc, eq, getTableColumns, isNull, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/connect.ts";
import {
  type BattleRow,
  battles,
  type NewBattleRow,
  type StoredLogEntry,
  type StoredSettlement,
} from "../../db/schema/battles.ts";
import { type DungeonRow, dungeons } from "../../db/schema/dungeons.ts";
import { type MovementRunRow, movementRuns } from "../../db/schema/movement.ts";
import { type PartyEncounterRow, partyEncounters } from "../../db/schema/party-runs.ts";
import { type UserRow, users } from "../../db/schema/users.ts";

// The queries of a run's lifecycle (entering, finding what is active, ending, expiring) and
// every write of a battle row, kept here so that battles and movement, which call the run
// module, never need their own copies and the battles table has one writer.

/** The gate a hunter asks to enter. */
export async function findDungeon(db: Queryable, id: string): Promise<DungeonRow | null> {
  const [row] = await db.select().from(dungeons).where(eq(dungeons.id, id)).limit(1);
  return row ?? null;
}

/**
 * The hunter's active battle. A party battle comes with its shared monster's HP (the member's
 * own row only learns of the others' hits when they act), so the timer's expiry and every
 * reader see whether the monster still stands.
 */
export async function findActiveBattle(db: Queryable, userId: string): Promise<BattleRow | null> {
  const [row] = await db
    .select({
      ...getTableColumns(battles),
      monsterCurrentHP: sql<number>`coalesce(${partyEncounters.monsterCurrentHP}, ${battles.monsterCurrentHP})`,
    })
    .from(battles)
    .leftJoin(partyEncounters, eq(partyEncounters.id, battles.partyEncounterId))
    .where(and(eq(battles.userId, userId), eq(battles.status, "active")))
    .limit(1);
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
 * Adds a line to the hunter's active battle log, if they are in one (e.g. a potion drunk).
 * True when a battle took the line.
 */
export async function appendToActiveLog(
  tx: Queryable,
  userId: string,
  entry: StoredLogEntry,
): Promise<Pick<BattleRow, "id" | "partyEncounterId"> | null> {
  const [row] = await tx
    .update(battles)
    .set({ log: sql`${battles.log} || ${JSON.stringify([entry])}::jsonb` })
    .where(and(eq(battles.userId, userId), eq(battles.status, "active")))
    .returning({ id: battles.id, partyEncounterId: battles.partyEncounterId });
  return row ?? null;
}

export async function findActiveMovementRun(
  db: Queryable,
  userId: string,
): Promise<MovementRunRow | null> {
  const [row] = await db
    .select()
    .from(movementRuns)
    .where(and(eq(movementRuns.userId, userId), eq(movementRuns.status, "active")))
    .limit(1);
  return row ?? null;
}

/** Every hunter's battle under way and when its run began: startup mends their time-limit jobs. */
export function listActiveBattleStarts(
  db: Queryable,
): Promise<{ userId: string; runStartedAt: Date }[]> {
  return db
    .select({ userId: battles.userId, runStartedAt: battles.runStartedAt })
    .from(battles)
    .where(eq(battles.status, "active"));
}

/** Every movement run under way: startup mends their time-limit jobs. */
export function listActiveMovementRuns(db: Queryable): Promise<MovementRunRow[]> {
  return db.select().from(movementRuns).where(eq(movementRuns.status, "active"));
}

export async function insertMovementRun(
  tx: Queryable,
  values: typeof movementRuns.$inferInsert,
): Promise<MovementRunRow> {
  const [row] = await tx.insert(movementRuns).values(values).returning();
  if (!row) throw new Error("insert returned no run");
  return row;
}

/**
 * Updates a movement run that is still active; null when it is not (any more). Every
 * transition out of `active` goes through here, so a run completes, and pays, at most once.
 */
export async function updateActiveMovementRun(
  tx: Queryable,
  runId: string,
  changes: PgUpdateSetSource<typeof movementRuns>,
): Promise<MovementRunRow | null> {
  const [row] = await tx
    .update(movementRuns)
    .set(changes)
    .where(and(eq(movementRuns.id, runId), eq(movementRuns.status, "active")))
    .returning();
  return row ?? null;
}

export async function findEncounter(db: Queryable, id: string): Promise<PartyEncounterRow | null> {
  const [row] = await db.select().from(partyEncounters).where(eq(partyEncounters.id, id));
  return row ?? null;
}

/** The shared monster, locked: every hit on it queues here, so hits add up exactly. */
export async function lockEncounter(tx: Queryable, id: string): Promise<PartyEncounterRow | null> {
  const [row] = await tx
    .select()
    .from(partyEncounters)
    .where(eq(partyEncounters.id, id))
    .for("update");
  return row ?? null;
}

/** Inserts the encounter unless its (run, enemy) exists; returns the one that exists. */
export async function insertEncounterOnce(
  tx: Queryable,
  values: typeof partyEncounters.$inferInsert,
): Promise<PartyEncounterRow> {
  await tx.insert(partyEncounters).values(values).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(partyEncounters)
    .where(
      and(
        eq(partyEncounters.partyRunId, values.partyRunId),
        eq(partyEncounters.enemyIndex, values.enemyIndex),
      ),
    );
  if (!row) throw new Error("the party encounter vanished");
  return row;
}

export async function setEncounterHP(
  tx: Queryable,
  id: string,
  monsterCurrentHP: number,
  now: Date,
): Promise<void> {
  await tx
    .update(partyEncounters)
    .set({ monsterCurrentHP, ...(monsterCurrentHP === 0 ? { slainAt: now } : {}) })
    .where(eq(partyEncounters.id, id));
}

/** The hunters with a battle against the encounter. */
export async function listEncounterHunters(db: Queryable, encounterId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: battles.userId })
    .from(battles)
    .where(eq(battles.partyEncounterId, encounterId));
  return rows.map((r) => r.userId);
}

/**
 * The hunter and their battle, both locked for the transaction in one round trip (the hunter's
 * row first, then the battle's: the lock order of every battle action); null when either is
 * missing or the battle is another hunter's. Both rows are the newest versions: a concurrent
 * action that held the locks has committed by the time this returns.
 */
export async function lockHunterAndBattle(
  tx: Queryable,
  userId: string,
  battleId: string,
): Promise<{ user: UserRow; battle: BattleRow } | null> {
  const [row] = await tx
    .select({ user: users, battle: battles })
    .from(users)
    .innerJoin(battles, and(eq(battles.id, battleId), eq(battles.userId, users.id)))
    .where(eq(users.id, userId))
    .for("no key update", { of: [users, battles] });
  return row ?? null;
}

/**
 * Writes an action's changes to the battle without reading the row back: the caller knows
 * every value it wrote (an attack's reply is built from them, not from a second read).
 * `announce` (announceWithin) rides along in the same statement.
 */
export async function writeBattle(
  tx: Queryable,
  battleId: string,
  changes: PgUpdateSetSource<typeof battles>,
  announce: SQL | null = null,
): Promise<void> {
  const update = tx.update(battles).set(changes).where(eq(battles.id, battleId));
  await (announce ? update.returning({ announced: announce }) : update);
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

/** The monsters of one hunter's run, in the dungeon's order, with what the hunter did to each. */
export function listRunMonsters(db: Queryable, runId: string) {
  return db
    .select({
      name: battles.monsterName,
      damage: battles.damageDealt,
      reps: battles.exercisesCompleted,
    })
    .from(battles)
    .where(eq(battles.runId, runId))
    .orderBy(battles.enemyIndex);
}

/**
 * Every member's damage and reps over a whole party run (each member's battle against each of
 * its encounters), most damage first.
 */
export function listPartyRunTotals(db: Queryable, partyRunId: string) {
  const damage = sql<number>`coalesce(sum(${battles.damageDealt}), 0)::int`;
  return db
    .select({
      hunterName: users.hunterName,
      damage,
      reps: sql<number>`coalesce(sum(${battles.exercisesCompleted}), 0)::int`,
    })
    .from(battles)
    .innerJoin(partyEncounters, eq(battles.partyEncounterId, partyEncounters.id))
    .innerJoin(users, eq(battles.userId, users.id))
    .where(eq(partyEncounters.partyRunId, partyRunId))
    .groupBy(users.id, users.hunterName)
    .orderBy(desc(damage), users.hunterName);
}

/** The hunter's battle, or null when it is not theirs (read only: no lock). */
export async function findBattleOf(
  db: Queryable,
  userId: string,
  battleId: string,
): Promise<BattleRow | null> {
  const [row] = await db
    .select()
    .from(battles)
    .where(and(eq(battles.id, battleId), eq(battles.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Every battle of a party run (each member against each shared monster), with the shared HP,
 * the member's name and HP, and whether the member has moved on since: a newer battle of
 * theirs outside the run, or a movement run entered after it.
 */
export function listPartyRunBattles(db: Queryable, partyRunId: string) {
  const newer = sql<boolean>`(
    EXISTS (SELECT 1 FROM ${battles} AS later
            WHERE later.user_id = ${battles.userId} AND later.created_at > ${battles.createdAt}
              AND later.run_id <> ${battles.runId})
    OR EXISTS (SELECT 1 FROM ${movementRuns}
               WHERE ${movementRuns.userId} = ${battles.userId}
                 AND ${movementRuns.createdAt} > ${battles.createdAt}))`;
  return db
    .select({
      battle: {
        ...getTableColumns(battles),
        monsterCurrentHP: sql<number>`${partyEncounters.monsterCurrentHP}`,
      },
      hunterName: users.hunterName,
      playerCurrentHP: users.playerCurrentHP,
      playerMaxHP: users.playerMaxHP,
      movedOn: newer,
    })
    .from(battles)
    .innerJoin(partyEncounters, eq(battles.partyEncounterId, partyEncounters.id))
    .innerJoin(users, eq(battles.userId, users.id))
    .where(eq(partyEncounters.partyRunId, partyRunId))
    .orderBy(battles.enemyIndex);
}

// The data export (POST /api/user/export) reads this area's rows about one hunter here.

export function exportBattles(db: Queryable, userId: string) {
  return db.select().from(battles).where(eq(battles.userId, userId)).orderBy(battles.createdAt);
}

export function exportMovementRuns(db: Queryable, userId: string) {
  return db.select().from(movementRuns).where(eq(movementRuns.userId, userId));
}

/**
 * Marks a party's monster as counted in the world's statistics; true for the first member's
 * claim only (the row's lock orders concurrent claims).
 */
export async function markEncounterCountedForWorld(
  tx: Queryable,
  encounterId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(partyEncounters)
    .set({ worldCountedAt: now })
    .where(and(eq(partyEncounters.id, encounterId), isNull(partyEncounters.worldCountedAt)))
    .returning({ id: partyEncounters.id });
  return rows.length > 0;
}
