import type { NextBattle } from "@repgate/contracts/battles";
import { nextEnemySecondsLeft } from "@repgate/game/combat";
import { type CombatDungeon, findDungeonTemplate, nextEnemyIndex } from "@repgate/game/dungeons";
import { getMonster } from "@repgate/game/monsters";
import type { Db } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { findWaitingBattle } from "../runs/waiting-next.ts";

/**
 * The next monster of the hunter's run while it waits for its 'Next Enemy Approaching'
 * countdown (between `complete` and `create-next`), or null. Another tab or a reopened app
 * resumes from it: `countdownSeconds` is what is left of the 30 s, counted from the payment.
 * A run past its time has nothing waiting (its job ends it at the limit, runs/time-limit.ts).
 */
export async function findPendingNextOf(
  db: Db,
  user: UserRow,
  now: Date,
): Promise<NextBattle | null> {
  const waiting = await findWaitingBattle(db, user.id, now);
  if (waiting?.paidAt) {
    const template = findDungeonTemplate(waiting.templateId) as CombatDungeon;
    const next = nextEnemyIndex(template, waiting.enemyIndex) as number;
    return {
      battleId: waiting.id,
      dungeonId: waiting.dungeonId,
      enemyIndex: next,
      monsterName: getMonster(template.enemySequence[next] as string).name,
      countdownSeconds: nextEnemySecondsLeft(waiting.paidAt.getTime(), now.getTime()),
    };
  }
  return null;
}
