import type { BattleBuff } from "@repgate/game/rules/magic";
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db, Queryable } from "../../db/connect.ts";
import { preparedOnce } from "../../db/prepared-once.ts";
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
import { sessions } from "../../db/schema/sessions.ts";
import { type UserRow, users } from "../../db/schema/users.ts";
import {
  type WorldEventRow,
  worldEventContributions,
  worldEventHPShards,
  worldEvents,
} from "../../db/schema/world-events.ts";
import { announcing } from "../../db/unit-of-work.ts";
import { type WornPiece, wornGearOf, wornPieces } from "../inventory/repo.ts";
import { setHunterHPAfter } from "../users/repo.ts";
import { splitHP } from "./world-boss-shards.ts";

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

/**
 * The stored log with `lines` appended, less its `drop` oldest lines, as an expression for a
 * battle's update: only the new lines are sent (see withLinesWritten).
 */
export function appendedLog(lines: readonly StoredLogEntry[], drop: number): SQL {
  const appended = sql`(${battles.log} || ${JSON.stringify(lines)}::jsonb)`;
  if (drop <= 0) return appended;
  return sql`jsonb_path_query_array(${appended}, ${`$[${Math.floor(drop)} to last]`}::jsonpath)`;
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
 * row first, then the battle's: the lock order of every battle action), with the gear the
 * hunter wears (issue 45: no statement of its own); null when either is missing or the battle
 * is another hunter's. Both rows are the newest versions: a concurrent action that held the
 * locks has committed by the time this returns. The gear is read as the statement began: a
 * change of gear committed while this waited for the locks counts from the next action, as if
 * this one had been made just before it.
 */
export async function lockHunterAndBattle(
  tx: Queryable,
  userId: string,
  battleId: string,
): Promise<{ user: UserRow; battle: BattleRow; worn: WornPiece[] } | null> {
  const [row] = await selectHunterAndBattle(tx, userId, battleId).for("no key update", {
    of: [users, battles],
  });
  return row ? { user: row.user, battle: row.battle, worn: wornPieces(row.worn) } : null;
}

function selectHunterAndBattle(
  db: Queryable,
  userId: string | SQLWrapper,
  battleId: string | SQLWrapper,
) {
  return db
    .select({ user: users, battle: battles, worn: wornGearOf(users.id) })
    .from(users)
    .innerJoin(battles, and(eq(battles.id, battleId), eq(battles.userId, users.id)))
    .where(eq(users.id, userId));
}

/**
 * The same rows as lockHunterAndBattle, read without a lock or a transaction: what an attack
 * without locks computes from, before its compare-and-set write (writeBlowIfUnchanged).
 */
export async function readHunterAndBattle(
  db: Db,
  userId: string,
  battleId: string,
): Promise<HunterAndBattle | null> {
  const [row] = await readHunterAndBattleStatement(db).execute({ userId, battleId });
  return row ? { user: row.user, battle: row.battle, worn: wornPieces(row.worn) } : null;
}

/**
 * Building this query (two rows of 80 columns and the gear) cost drizzle more than a quarter of
 * an attack's main-thread time in a profile: it is built once per database handle.
 */
const readHunterAndBattleStatement = preparedOnce("read_hunter_and_battle", (db, name) =>
  selectHunterAndBattle(db, sql.placeholder("userId"), sql.placeholder("battleId")).prepare(name),
);

/** What an attack reads before it computes a blow: the hunter, their battle (if it is theirs) and gear. */
export interface HunterAndBattle {
  user: UserRow;
  battle: BattleRow;
  worn: WornPiece[];
}

/**
 * The attack's first statement when it comes with a session cookie: the session's hunter (as
 * the session lookup of every signed-in request finds them), and in the same statement, without
 * a lock, their battle `battleId` and worn gear. Null when no live session has that token; a
 * `read` of null when the battle is not theirs (the locked path answers that). One round trip
 * instead of two for the plain blow (issue 45).
 */
export async function readSessionHunterAndBattle(
  db: Db,
  tokenHash: string,
  now: Date,
  battleId: string,
): Promise<{ user: UserRow; sessionLastSeenAt: Date; read: HunterAndBattle | null } | null> {
  const [row] = await readSessionHunterAndBattleStatement(db).execute({ tokenHash, now, battleId });
  if (!row) return null;
  const { user, battle, worn, sessionLastSeenAt } = row;
  return {
    user,
    sessionLastSeenAt,
    read: battle ? { user, battle, worn: wornPieces(worn) } : null,
  };
}

const readSessionHunterAndBattleStatement = preparedOnce(
  "read_session_hunter_and_battle",
  (db, name) =>
    db
      .select({
        user: users,
        sessionLastSeenAt: sessions.lastSeenAt,
        battle: battles,
        worn: wornGearOf(users.id),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(
        battles,
        and(eq(battles.id, sql.placeholder("battleId")), eq(battles.userId, users.id)),
      )
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder("tokenHash")),
          gt(sessions.expiresAt, sql.placeholder("now")),
        ),
      )
      .limit(1)
      .prepare(name),
);

/** The battle's columns an attack or a cast changes (the log aside). */
export interface ActionChanges {
  monsterCurrentHP: number;
  damageDealt: number;
  exercisesCompleted: number;
  xpGained: number;
  lastActionAt: Date;
  skillUsed: boolean;
  buff: BattleBuff | null;
}

// The writes of an attack without locks (attack-without-locks.ts): one compare-and-set
// statement each, built once per database handle (preparedOnce). Building them per attack was
// drizzle's largest cost left on the attack's main thread (issue 45).

/** What a blow without locks writes to its battle: the action's changes and the log lines it adds. */
export interface BlowWrite extends ActionChanges {
  /** The new lines, appended to the stored log in SQL. */
  lines: readonly StoredLogEntry[];
  /** How many of the stored log's oldest lines go (battle-log.ts, linesDropped). */
  drop: number;
}

/** A counter-attack's wound: the hunter's HP as read, and as the blow leaves it. */
export interface Wound {
  userId: string;
  seenHP: number;
  hp: number;
}

type Seen = Pick<BattleRow, "id" | "lastActionAt" | "monsterCurrentHP" | "exercisesCompleted">;

/**
 * Writes a blow to an active battle only if it is still as `seen` (its last action, monster HP
 * and reps: every action writes them), in one statement that carries the events (`events`,
 * announcedPayloads' text, announced only when the row is written). With a `wound` (the
 * monster struck back), the same statement sets the hunter's HP, and only if it is still as
 * read: the hunter's row is locked before the battle's, the lock order of every battle action
 * (decision 052). False, with nothing written, when anything changed since the read: the
 * caller then takes the locked path.
 */
export async function writeBlowIfUnchanged(
  db: Db,
  seen: Seen,
  blow: BlowWrite,
  events: string,
  wound: Wound | null,
): Promise<boolean> {
  const values = {
    id: seen.id,
    seenLastActionAt: seen.lastActionAt.toISOString(),
    seenMonsterCurrentHP: seen.monsterCurrentHP,
    seenExercisesCompleted: seen.exercisesCompleted,
    monsterCurrentHP: blow.monsterCurrentHP,
    damageDealt: blow.damageDealt,
    exercisesCompleted: blow.exercisesCompleted,
    xpGained: blow.xpGained,
    lastActionAt: blow.lastActionAt.toISOString(),
    skillUsed: blow.skillUsed,
    buff: blow.buff,
    lines: JSON.stringify(blow.lines),
    drop: blow.drop,
    events,
  };
  if (!wound) return (await plainBlowStatement(db).execute(values)).length > 0;
  const written = await woundingBlowStatement(db).execute({
    ...values,
    userId: wound.userId,
    seenHunterHP: wound.seenHP,
    hunterHP: wound.hp,
  });
  return written.length > 0;
}

const placeholder = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * The battle's compare-and-set, `also` added to its conditions. One shape for every blow: the
 * log's oldest lines are dropped by a count that may be 0.
 */
function battleAsSeen(db: Db, also?: SQL) {
  const log = sql`(${battles.log} || ${sql.placeholder("lines")}::jsonb)`;
  return db
    .update(battles)
    .set({
      monsterCurrentHP: placeholder("monsterCurrentHP"),
      damageDealt: placeholder("damageDealt"),
      exercisesCompleted: placeholder("exercisesCompleted"),
      xpGained: placeholder("xpGained"),
      lastActionAt: sql`${sql.placeholder("lastActionAt")}::timestamptz`,
      skillUsed: placeholder("skillUsed"),
      buff: placeholder("buff"),
      log: sql`jsonb_path_query_array(${log}, ('$[' || ${sql.placeholder("drop")}::int || ' to last]')::jsonpath)`,
    })
    .where(
      and(
        eq(battles.id, sql.placeholder("id")),
        eq(battles.status, "active"),
        sql`${battles.lastActionAt} = ${sql.placeholder("seenLastActionAt")}::timestamptz`,
        eq(battles.monsterCurrentHP, sql.placeholder("seenMonsterCurrentHP")),
        eq(battles.exercisesCompleted, sql.placeholder("seenExercisesCompleted")),
        also,
      ),
    );
}

const plainBlowStatement = preparedOnce("write_battle_if_unchanged", (db, name) =>
  battleAsSeen(db)
    .returning({ announced: announcing(sql.placeholder("events")) })
    .prepare(name),
);

/** The blow with the counter-attack's wound: the battle written, then the HP (users kernel). */
const woundingBlowStatement = preparedOnce("write_wounding_blow_if_unchanged", (db, name) =>
  setHunterHPAfter(db, (hunterFound) =>
    battleAsSeen(db, hunterFound)
      .returning({ announced: announcing(sql.placeholder("events")) })
      .getSQL(),
  ).prepare(name),
);

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

// The queries of a Gate Break (docs/game-rules/world-boss.md). Its fights are battles, so the
// battle module owns its tables too: one writer for the shared HP and the contributions.

/** The template id of a Gate Break's own gate row: not in the catalogue, so no list shows it. */
export const GATE_BREAK_TEMPLATE = "gate-break";

export async function insertWorldEvent(
  tx: Queryable,
  e: {
    name: string;
    bossId: string;
    rank: string;
    maxHP: number;
    dungeonId: string;
    startsAt: Date;
    endsAt: Date;
    scheduleKey: string | null;
  },
): Promise<WorldEventRow | null> {
  const shards = splitHP(e.maxHP);
  const [row] = await tx
    .insert(worldEvents)
    .values({ ...e, hp: e.maxHP, shardsLeft: shards.filter((hp) => hp > 0).length })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await tx
    .insert(worldEventHPShards)
    .values(shards.map((hp, shard) => ({ worldEventId: row.id, shard, hp })));
  return row;
}

/**
 * The boss's HP as everyone sees it: the sum of its shards (16 rows of one index page); an
 * event from before the shards, already over, has none and keeps the HP it ended with.
 */
const liveHP = sql<number>`COALESCE((SELECT sum(s.hp) FROM ${worldEventHPShards} s
  WHERE s.world_event_id = ${worldEvents.id}), ${worldEvents.hp})::int`.mapWith(Number);

/** A world event's columns, with its live HP in place of the HP it ended with. */
const withLiveHP = { ...getTableColumns(worldEvents), hp: liveHP };

/** Gate Breaks whose boss fell and whose rewards are not paid yet. */
export async function listUnpaidWonEvents(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ id: worldEvents.id })
    .from(worldEvents)
    .where(and(eq(worldEvents.state, "won"), isNull(worldEvents.paidAt)));
  return rows.map((r) => r.id);
}

export async function findWorldEvent(db: Queryable, id: string): Promise<WorldEventRow | null> {
  const [row] = await db
    .select(withLiveHP)
    .from(worldEvents)
    .where(eq(worldEvents.id, id))
    .limit(1);
  return row ?? null;
}

/** The event whose gate a battle is in. */
export async function findWorldEventOfGate(
  db: Queryable,
  dungeonId: string,
): Promise<WorldEventRow | null> {
  const [row] = await db
    .select(withLiveHP)
    .from(worldEvents)
    .where(eq(worldEvents.dungeonId, dungeonId))
    .limit(1);
  return row ?? null;
}

/**
 * What the home shows: the open event; else the next scheduled one to start; else the one that
 * ended last (within a day, so its result and rewards can be read).
 */
export async function findCurrentWorldEvent(
  db: Queryable,
  now: Date,
): Promise<WorldEventRow | null> {
  const [open] = await db
    .select(withLiveHP)
    .from(worldEvents)
    .where(eq(worldEvents.state, "open"))
    .orderBy(asc(worldEvents.endsAt))
    .limit(1);
  if (open) return open;
  const [ended] = await db
    .select(withLiveHP)
    .from(worldEvents)
    .where(
      and(
        inArray(worldEvents.state, ["won", "lost"]),
        gt(worldEvents.endsAt, new Date(now.getTime() - 24 * 3600_000)),
      ),
    )
    .orderBy(desc(worldEvents.endsAt))
    .limit(1);
  if (ended) return ended;
  const [next] = await db
    .select(withLiveHP)
    .from(worldEvents)
    .where(eq(worldEvents.state, "scheduled"))
    .orderBy(asc(worldEvents.startsAt))
    .limit(1);
  return next ?? null;
}

/** The open events' HP, for the live bar (one small read per instance per tick). */
export function listOpenWorldEventHP(db: Queryable) {
  return db
    .select({ id: worldEvents.id, hp: liveHP, maxHP: worldEvents.maxHP })
    .from(worldEvents)
    .where(eq(worldEvents.state, "open"));
}

/** scheduled -> open, once, at or after its start. */
export async function markOpen(
  tx: Queryable,
  id: string,
  now: Date,
): Promise<WorldEventRow | null> {
  const [row] = await tx
    .update(worldEvents)
    .set({ state: "open" })
    .where(
      and(
        eq(worldEvents.id, id),
        eq(worldEvents.state, "scheduled"),
        lte(worldEvents.startsAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * open -> lost at its end, once, unless the boss fell first (the row lock orders the two: the
 * killing blow writes this row too). The HP the boss was left with is kept on the row.
 */
export async function markLost(tx: Queryable, id: string): Promise<WorldEventRow | null> {
  const [row] = await tx
    .update(worldEvents)
    .set({ state: "lost", hp: liveHP })
    .where(and(eq(worldEvents.id, id), inArray(worldEvents.state, ["scheduled", "open"])))
    .returning();
  return row ?? null;
}

export interface BossStrike {
  /** The struck shard's HP before and after this hit: the damage that landed is the difference. */
  before: number;
  after: number;
  /** The boss's whole HP after the hit (the other shards as this statement saw them). */
  hp: number;
  /** True for the one hit that emptied the last shard with HP. */
  killed: boolean;
}

/**
 * Takes `damage` off one shard of the open event's HP, never below 0, and adds the hit's reps
 * and the damage that landed to the hunter's part, in one statement of the caller's
 * transaction. The shard is the hunter's own (`shard`) while it has HP, else the first one that
 * still has some: its row lock queues only the hits on that shard, and each sees the HP the
 * previous one left (a shard emptied while this hit waited is passed over for the next one
 * with HP). A hit never spills over into a second shard. The hit that empties a shard counts it
 * off the event's row (16 times an event, so its lock is rarely waited for); the one that
 * empties the last is the killing blow and wins the event, once. Null when the event is not
 * open, its time is over, or no shard has HP left (nothing changes).
 */
export async function strikeSharedHP(
  tx: Queryable,
  {
    eventId,
    userId,
    shard,
    damage,
    reps,
    now,
  }: { eventId: string; userId: string; shard: number; damage: number; reps: number; now: Date },
): Promise<BossStrike | null> {
  const at = now.toISOString();
  const { rows } = await tx.execute<{ before: number; after: number; hp: number }>(sql`
    WITH target AS (
      SELECT s.shard, s.hp FROM world_event_hp_shards s
      WHERE s.world_event_id = ${eventId} AND s.hp > 0
        AND EXISTS (SELECT 1 FROM world_events w
          WHERE w.id = ${eventId} AND w.state = 'open' AND w.ends_at > ${at}::timestamptz)
      ORDER BY s.shard = ${shard} DESC, s.shard
      LIMIT 1
      FOR UPDATE OF s
    ), struck AS (
      UPDATE world_event_hp_shards s
      SET hp = GREATEST(target.hp - ${damage}, 0)
      FROM target
      WHERE s.world_event_id = ${eventId} AND s.shard = target.shard
      RETURNING s.shard, target.hp AS before, s.hp AS after
    ), part AS (
      INSERT INTO world_event_contributions AS c (world_event_id, user_id, reps, damage, updated_at)
      SELECT ${eventId}::uuid, ${userId}::uuid, ${reps}, struck.before - struck.after, ${at}::timestamptz
      FROM struck
      ON CONFLICT (world_event_id, user_id) DO UPDATE
      SET reps = c.reps + excluded.reps,
          damage = c.damage + excluded.damage,
          -- When the hunter reached their damage: a hit that landed nothing moves no tie.
          updated_at = CASE WHEN excluded.damage > 0 THEN excluded.updated_at ELSE c.updated_at END
    )
    SELECT before, after, after + (SELECT COALESCE(sum(o.hp), 0) FROM world_event_hp_shards o
      WHERE o.world_event_id = ${eventId} AND o.shard <> struck.shard) AS hp
    FROM struck`);
  const row = rows[0];
  if (!row) return null;
  const before = Number(row.before);
  const after = Number(row.after);
  if (!(before > 0 && after === 0))
    return { before, after, hp: Math.max(Number(row.hp), 1), killed: false };
  const left = await countOffShard(tx, { eventId, userId, at });
  if (left === null) return null;
  return { before, after, hp: left === 0 ? 0 : Math.max(Number(row.hp), 1), killed: left === 0 };
}

/**
 * A shard was emptied: one fewer on the event's row; the last one wins the event for `userId`.
 * Returns the shards still with HP, or null when the event closed while the hit was on its way.
 */
async function countOffShard(
  tx: Queryable,
  { eventId, userId, at }: { eventId: string; userId: string; at: string },
): Promise<number | null> {
  const { rows } = await tx.execute<{ left: number }>(sql`
    UPDATE world_events
    SET shards_left = shards_left - 1,
        state = CASE WHEN shards_left = 1 THEN 'won' ELSE state END,
        killed_by = CASE WHEN shards_left = 1 THEN ${userId}::uuid ELSE killed_by END,
        won_at = CASE WHEN shards_left = 1 THEN ${at}::timestamptz ELSE won_at END,
        hp = CASE WHEN shards_left = 1 THEN 0 ELSE hp END
    WHERE id = ${eventId} AND state = 'open'
    RETURNING shards_left AS left`);
  const row = rows[0];
  return row ? Number(row.left) : null;
}

/** Every contribution of an event that dealt damage, for the payment. */
export function listDamageDealers(db: Queryable, eventId: string) {
  return db
    .select({ userId: worldEventContributions.userId, damage: worldEventContributions.damage })
    .from(worldEventContributions)
    .where(
      and(eq(worldEventContributions.worldEventId, eventId), gt(worldEventContributions.damage, 0)),
    )
    .orderBy(asc(worldEventContributions.userId));
}

const ranking = [
  desc(worldEventContributions.damage),
  asc(worldEventContributions.updatedAt),
  asc(worldEventContributions.userId),
];

/** A page of the ranked contributors (damage first, then who got there first). */
export function listContributors(
  db: Queryable,
  { eventId, offset, limit }: { eventId: string; offset: number; limit: number },
) {
  return db
    .select({
      hunterId: worldEventContributions.userId,
      displayName: users.hunterName,
      reps: worldEventContributions.reps,
      damage: worldEventContributions.damage,
    })
    .from(worldEventContributions)
    .innerJoin(users, eq(users.id, worldEventContributions.userId))
    .where(eq(worldEventContributions.worldEventId, eventId))
    .orderBy(...ranking)
    .limit(limit)
    .offset(offset);
}

/** The hunter's own line and place (1 + how many rank above them), or null. */
export async function findOwnContribution(
  db: Queryable,
  { eventId, userId }: { eventId: string; userId: string },
) {
  const [own] = await db
    .select({
      hunterId: worldEventContributions.userId,
      displayName: users.hunterName,
      reps: worldEventContributions.reps,
      damage: worldEventContributions.damage,
      updatedAt: worldEventContributions.updatedAt,
    })
    .from(worldEventContributions)
    .innerJoin(users, eq(users.id, worldEventContributions.userId))
    .where(
      and(
        eq(worldEventContributions.worldEventId, eventId),
        eq(worldEventContributions.userId, userId),
      ),
    )
    .limit(1);
  if (!own) return null;
  const [above] = await db
    .select({ n: sql<string>`count(*)` })
    .from(worldEventContributions)
    .where(
      and(
        eq(worldEventContributions.worldEventId, eventId),
        sql`(${worldEventContributions.damage}, ${own.updatedAt}::timestamptz, ${worldEventContributions.userId})
            < (${own.damage}, ${worldEventContributions.updatedAt}, ${own.hunterId}::uuid)
            OR ${worldEventContributions.damage} > ${own.damage}`,
      ),
    );
  return { ...own, place: Number(above?.n ?? 0) + 1 };
}

/** The battles still active in the event's gate: they end with it. */
export function listActiveGateBattles(db: Queryable, dungeonId: string) {
  return db
    .select({ id: battles.id, userId: battles.userId })
    .from(battles)
    .where(and(eq(battles.dungeonId, dungeonId), eq(battles.status, "active")))
    .orderBy(asc(battles.userId));
}

/** The hunter's active battle in the event's gate, if any. */
export async function findOwnGateBattle(
  db: Queryable,
  { dungeonId, userId }: { dungeonId: string; userId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ id: battles.id })
    .from(battles)
    .where(
      and(
        eq(battles.dungeonId, dungeonId),
        eq(battles.userId, userId),
        eq(battles.status, "active"),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Marks the fallen boss's rewards paid, once; false if they already were. */
export async function markPaid(tx: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(worldEvents)
    .set({ paidAt: now })
    .where(
      and(eq(worldEvents.id, id), eq(worldEvents.state, "won"), sql`${worldEvents.paidAt} IS NULL`),
    )
    .returning({ id: worldEvents.id });
  return rows.length > 0;
}
