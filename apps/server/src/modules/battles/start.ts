import { randomUUID } from "node:crypto";
import type { CombatDungeon, MovementDungeon } from "@repgate/game/content/dungeons";
import { getMonster } from "@repgate/game/content/monsters";
import { BATTLE_TIME_LIMIT_SECONDS } from "@repgate/game/rules/combat";
import type { Queryable } from "../../db/connect.ts";
import type { BattleRow } from "../../db/schema/battles.ts";
import type { MovementRunRow } from "../../db/schema/movement.ts";
import type { PartyEncounterRow } from "../../db/schema/party-runs.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { logLine } from "./battle-log.ts";
import { movementRunDeadline } from "./movement-clock.ts";
import { insertBattle, insertMovementRun } from "./repo.ts";
import { scheduleRunTimeLimit } from "./time-limit.ts";

export interface BattleStart {
  userId: string;
  dungeonId: string;
  template: CombatDungeon;
  enemyIndex: number;
  /** The run this monster belongs to; a new one for the first monster of a dungeon. */
  runId?: string;
  /** The run's timer start, inherited by every later monster of the run. */
  runStartedAt: Date;
  now: Date;
  intro: string;
  /** A party's shared monster: the battle points at it and shows its HP. */
  encounter?: PartyEncounterRow;
}

/**
 * Inserts the battle against monster `enemyIndex` of the dungeon, snapshotting the monster,
 * and announces the hunter's run as changed.
 */
export async function startBattle(
  tx: Queryable,
  emit: Emit,
  start: BattleStart,
): Promise<BattleRow> {
  const monsterId = start.template.enemySequence[start.enemyIndex];
  if (monsterId === undefined) throw new RangeError(`No enemy ${start.enemyIndex}`);
  const monster = getMonster(monsterId);
  const battle = await insertBattle(tx, {
    userId: start.userId,
    dungeonId: start.dungeonId,
    templateId: start.template.id,
    runId: start.runId ?? randomUUID(),
    enemyIndex: start.enemyIndex,
    monsterId: monster.id,
    monsterName: monster.name,
    monsterLevel: monster.level,
    monsterCombatPower: monster.combatPower,
    monsterAttack: monster.attack,
    isBoss: monster.isBoss,
    monsterMaxHP: start.encounter?.monsterMaxHP ?? monster.maxHP,
    monsterCurrentHP: start.encounter?.monsterCurrentHP ?? monster.maxHP,
    partyEncounterId: start.encounter?.id ?? null,
    runStartedAt: start.runStartedAt,
    startedAt: start.now,
    lastActionAt: start.now,
    log: [logLine("info", start.intro, start.now)],
  });
  await scheduleRunTimeLimit(tx, {
    userId: start.userId,
    dueAt: new Date(start.runStartedAt.getTime() + BATTLE_TIME_LIMIT_SECONDS * 1000),
  });
  emit({ type: "runChanged", userId: start.userId });
  return battle;
}

/** Starts covering a movement dungeon's distance; the time limit runs from `now`. */
export async function startMovementRun(
  tx: Queryable,
  emit: Emit,
  {
    userId,
    dungeonId,
    template,
    now,
  }: { userId: string; dungeonId: string; template: MovementDungeon; now: Date },
): Promise<MovementRunRow> {
  const run = await insertMovementRun(tx, {
    userId,
    dungeonId,
    templateId: template.id,
    startedAt: now,
  });
  await scheduleRunTimeLimit(tx, { userId, dueAt: movementRunDeadline(run) });
  emit({ type: "runChanged", userId });
  return run;
}
