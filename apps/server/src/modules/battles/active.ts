import type { Battle } from "@repgate/contracts/battles";
import type { Db } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { expireOverdueRuns, isBattleOverdue } from "../runs/expire.ts";
import { withSharedMonster } from "../runs/party-run.ts";
import { findActiveBattle } from "../runs/repo.ts";
import { lockUser } from "../users/repo.ts";
import { loadLoadout } from "./loadout.ts";
import { presentBattle } from "./present.ts";

/**
 * The hunter's active battle, or null. A battle whose run ran out of time is settled as a
 * timer defeat first (and answers null), so a hunter who walked away is never stuck in it.
 * A monster at 0 HP whose victory is unclaimed is still the active battle: claim it.
 */
export async function findActiveBattleOf(db: Db, user: UserRow, now: Date): Promise<Battle | null> {
  const found = await findActiveBattle(db, user.id);
  const active = found && (await withSharedMonster(db, found, { lock: false })).battle;
  if (active && !isBattleOverdue(active, now)) {
    return presentBattle(active, { user, loadout: await loadLoadout(db, user), now });
  }
  if (active || user.inDungeon) {
    await inTransaction(db, async (tx, emit) => {
      const locked = await lockUser(tx, user.id);
      if (locked) await expireOverdueRuns(tx, emit, locked, now);
    });
  }
  return null;
}
