import type { NextBattle } from "@repgate/contracts/battles";
import {
  type CombatDungeon,
  findDungeonTemplate,
  nextEnemyIndex,
} from "@repgate/game/content/dungeons";
import { getMonster } from "@repgate/game/content/monsters";
import { nextEnemySecondsLeft } from "@repgate/game/rules/combat";
import type { Db } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { findWaitingBattle, restStartedAt } from "./waiting-next.ts";

/**
 * The next monster of the hunter's run while it waits for its 'Next Enemy Approaching'
 * countdown (between `complete` and `create-next`), or null. Another tab or a reopened app
 * resumes from it: `countdownSeconds` is what is left of the 30 s, counted from the payment
 * (a party's from the moment its monster fell).
 * A run past its time has nothing waiting (its job ends it at the limit, battles/time-limit.ts).
 */
export async function findPendingNextOf(
  db: Db,
  user: UserRow,
  now: Date,
): Promise<NextBattle | null> {
  const waiting = await findWaitingBattle(db, user.id, now);
  const restFrom = waiting && (await restStartedAt(db, waiting));
  if (waiting && restFrom) {
    const template = findDungeonTemplate(waiting.templateId) as CombatDungeon;
    const next = nextEnemyIndex(template, waiting.enemyIndex) as number;
    return {
      battleId: waiting.id,
      dungeonId: waiting.dungeonId,
      enemyIndex: next,
      monsterName: getMonster(template.enemySequence[next] as string).name,
      countdownSeconds: nextEnemySecondsLeft(restFrom.getTime(), now.getTime()),
    };
  }
  return null;
}
