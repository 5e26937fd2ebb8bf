import type { Battle } from "@repgate/contracts/battles";
import type { Db } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { settleOverdueRuns } from "../dungeons/overdue.ts";
import { lockUser } from "../users/repo.ts";
import { loadLoadout } from "./loadout.ts";
import { isOverdue } from "./overdue.ts";
import { presentBattle } from "./present.ts";
import { findActiveBattle } from "./repo.ts";

/**
 * The hunter's active battle, or null. A battle whose run ran out of time is settled as a
 * timer defeat first (and answers null), so a hunter who walked away is never stuck in it.
 * A monster at 0 HP whose victory is unclaimed is still the active battle: claim it.
 */
export async function findActiveBattleOf(db: Db, user: UserRow, now: Date): Promise<Battle | null> {
  const active = await findActiveBattle(db, user.id);
  if (active && !isOverdue(active, now)) {
    return presentBattle(active, { user, loadout: await loadLoadout(db, user), now });
  }
  if (active || user.inDungeon) {
    await db.transaction(async (tx) => {
      const locked = await lockUser(tx, user.id);
      if (locked) await settleOverdueRuns(tx, locked, now);
    });
  }
  return null;
}
