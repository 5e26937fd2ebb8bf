import type { Battle } from "@repgate/contracts/battles";
import type { Db } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { isBattleOverdue } from "./expire.ts";
import { loadLoadout } from "./loadout.ts";
import { withSharedMonster } from "./party-run.ts";
import { presentBattle } from "./present.ts";
import { findActiveBattle } from "./repo.ts";

/**
 * The hunter's active battle, or null. A read only reads: a battle whose run ran out of time is
 * settled by its job at the limit (battles/time-limit.ts); in the moment before that job lands it
 * already answers null. A monster at 0 HP whose victory is unclaimed is still the active
 * battle: claim it.
 */
export async function findActiveBattleOf(db: Db, user: UserRow, now: Date): Promise<Battle | null> {
  return (await loadActiveBattle(db, user))(now);
}

/**
 * What the active battle read needs, read once; the function it returns presents it at any
 * instant (its timers and the time limit move with the clock alone), so a kept read
 * (lib/hunter-reads) answers for as long as nothing of the hunter changes.
 */
export async function loadActiveBattle(
  db: Db,
  user: UserRow,
): Promise<(now: Date) => Battle | null> {
  const found = await findActiveBattle(db, user.id);
  const active = found && (await withSharedMonster(db, found, { lock: false })).battle;
  if (!active) return () => null;
  const loadout = await loadLoadout(db, user);
  return (now) =>
    isBattleOverdue(active, now) ? null : presentBattle(active, { user, loadout, now });
}
