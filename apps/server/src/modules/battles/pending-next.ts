import type { NextBattle } from "@repgate/contracts/battles";
import { nextEnemySecondsLeft } from "@repgate/game/combat";
import { type CombatDungeon, findDungeonTemplate, nextEnemyIndex } from "@repgate/game/dungeons";
import { getMonster } from "@repgate/game/monsters";
import type { Db } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { expireOverdueRuns } from "../runs/expire.ts";
import { findWaitingBattle } from "../runs/waiting-next.ts";
import { lockUser } from "../users/repo.ts";

/**
 * The next monster of the hunter's run while it waits for its 'Next Enemy Approaching'
 * countdown (between `complete` and `create-next`), or null. Another tab or a reopened app
 * resumes from it: `countdownSeconds` is what is left of the 30 s, counted from the payment.
 * Like GET /api/battles/active, a read that finds nothing settles a run left past its time.
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
  if (user.inDungeon) {
    await inTransaction(db, async (tx, emit) => {
      const locked = await lockUser(tx, user.id);
      if (locked) await expireOverdueRuns(tx, emit, locked, now);
    });
  }
  return null;
}
