import type { Queryable } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { expireOverdueBattle, hasNextMonsterWaiting } from "../battles/overdue.ts";
import { findActiveBattle } from "../battles/repo.ts";
import { expireOverdueRun } from "../movement/overdue.ts";
import { findActiveRun } from "../movement/repo.ts";
import { updateUser } from "../users/repo.ts";

/**
 * Settles whatever run the hunter left behind, lazily and under their row lock (lockUser):
 * a battle or movement run past its time limit ends, and a hunter with nothing left to fight
 * (no active battle or run, no next monster waiting in time) is no longer in a dungeon.
 * Returns the hunter as they are afterwards.
 */
export async function settleOverdueRuns(tx: Queryable, user: UserRow, now: Date): Promise<UserRow> {
  let hunter = await expireOverdueBattle(tx, user, now);
  hunter = await expireOverdueRun(tx, hunter, now);
  if (!hunter.inDungeon) return hunter;
  const busy =
    (await findActiveBattle(tx, hunter.id)) !== null ||
    (await findActiveRun(tx, hunter.id)) !== null ||
    (await hasNextMonsterWaiting(tx, hunter.id, now));
  if (busy) return hunter;
  return (await updateUser(tx, hunter.id, { inDungeon: false })) ?? hunter;
}
