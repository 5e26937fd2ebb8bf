import { randomUUID } from "node:crypto";
import type { CombatDungeon } from "@repgate/game/dungeons";
import { getMonster } from "@repgate/game/monsters";
import type { Queryable } from "../../db/connect.ts";
import type { BattleRow } from "../../db/schema/battles.ts";
import { logLine } from "./battle-log.ts";
import { insertBattle } from "./repo.ts";

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
}

/** Inserts the battle against monster `enemyIndex` of the dungeon, snapshotting the monster. */
export function startBattle(tx: Queryable, start: BattleStart): Promise<BattleRow> {
  const monsterId = start.template.enemySequence[start.enemyIndex];
  if (monsterId === undefined) throw new RangeError(`No enemy ${start.enemyIndex}`);
  const monster = getMonster(monsterId);
  return insertBattle(tx, {
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
    monsterMaxHP: monster.maxHP,
    monsterCurrentHP: monster.maxHP,
    runStartedAt: start.runStartedAt,
    startedAt: start.now,
    lastActionAt: start.now,
    log: [logLine("info", start.intro, start.now)],
  });
}
