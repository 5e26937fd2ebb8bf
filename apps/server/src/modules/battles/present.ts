import type { Battle } from "@repgate/contracts/battles";
import { findDungeonTemplate } from "@repgate/game/content/dungeons";
import {
  attackSetFor,
  BATTLE_TIME_LIMIT_SECONDS,
  battleSecondsLeft,
} from "@repgate/game/rules/combat";
import { type BattleBuff, skillFor } from "@repgate/game/rules/magic";
import type { BattleRow } from "../../db/schema/battles.ts";
import type { UserRow } from "../../db/schema/users.ts";
import type { Loadout } from "./loadout.ts";

/** A battle as the screen needs it: the row, the run's timer, the hunter's HP and attacks. */
export function presentBattle(
  row: BattleRow,
  { user, loadout, now }: { user: UserRow; loadout: Loadout; now: Date },
): Battle {
  const template = findDungeonTemplate(row.templateId);
  const enemyCount = template?.type === "combat" ? template.enemySequence.length : 1;
  const runStart = row.runStartedAt.getTime();
  const endedAt = row.completedAt?.getTime() ?? now.getTime();
  const skill = loadout.className ? skillFor(loadout.className) : null;
  return {
    id: row.id,
    dungeonId: row.dungeonId,
    dungeonName: template?.name ?? "Unknown Gate",
    status: row.status as Battle["status"],
    enemyIndex: row.enemyIndex,
    enemyCount,
    isBoss: row.isBoss,
    monsterName: row.monsterName,
    monsterLevel: row.monsterLevel,
    monsterCombatPower: row.monsterCombatPower,
    monsterCurrentHP: row.monsterCurrentHP,
    monsterMaxHP: row.monsterMaxHP,
    partyEncounterId: row.partyEncounterId,
    damageDealt: row.damageDealt,
    exercisesCompleted: row.exercisesCompleted,
    xpGained: row.xpGained,
    goldEarned: row.goldEarned,
    itemsWon: row.itemsWon,
    duration: Math.floor(Math.max(0, endedAt - runStart) / 1000),
    deathTimer: BATTLE_TIME_LIMIT_SECONDS,
    deathTimerStartedAt: row.runStartedAt.toISOString(),
    secondsLeft: row.status === "active" ? battleSecondsLeft(runStart, now.getTime()) : 0,
    playerCurrentHP: user.playerCurrentHP,
    playerMaxHP: user.playerMaxHP,
    skillUsed: row.skillUsed,
    skill: skill && { name: skill.name, description: skill.description, reps: skill.reps },
    buff: row.buff as BattleBuff | null,
    attackSet: loadout.attackSet,
    attacks: attackSetFor(loadout.attackSet).map((a) => ({ ...a })),
    log: row.log,
  };
}
