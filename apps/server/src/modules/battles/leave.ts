import type { Queryable } from "../../db/connect.ts";
import type { BattleRow } from "../../db/schema/battles.ts";
import type { MovementRunRow } from "../../db/schema/movement.ts";
import type { UserRow } from "../../db/schema/users.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { updateUser } from "../users/repo.ts";
import { logLine, withLines } from "./battle-log.ts";
import { announcePartyFight } from "./encounter-news.ts";
import { updateActiveMovementRun, updateBattle } from "./repo.ts";

/**
 * The hunter leaves the gate with nothing left to do there (an escape, a run's time running
 * out between two monsters). Announces the run, and the hunter, whose `inDungeon` the home
 * screen shows: a browser that stored the request's reply reads the hunter by this event.
 */
export async function leaveGate(
  tx: Queryable,
  emit: Emit,
  userId: string,
): Promise<UserRow | null> {
  const left = await updateUser(tx, userId, { inDungeon: false });
  emit({ type: "runChanged", userId });
  emit({ type: "hunterChanged", userId });
  return left;
}

/**
 * An escape: the battle ends as fled with `text` logged, and the run with it; no rewards. A
 * party's teammates see the hunter fled.
 */
export async function fleeBattle(
  tx: Queryable,
  emit: Emit,
  { user, battle, now, text }: { user: UserRow; battle: BattleRow; now: Date; text: string },
): Promise<BattleRow> {
  const fled = await updateBattle(tx, battle.id, {
    status: "fled",
    completedAt: now,
    buff: null,
    log: withLines(battle.log, [logLine("escape", text, now)]),
  });
  await leaveGate(tx, emit, user.id);
  await announcePartyFight(tx, emit, battle);
  return fled;
}

/**
 * Gives up a movement run: no rewards, no penalty, out of the gate. Null (nothing changed)
 * when the run was no longer active.
 */
export async function abandonMovementRun(
  tx: Queryable,
  emit: Emit,
  { userId, run, now }: { userId: string; run: MovementRunRow; now: Date },
): Promise<MovementRunRow | null> {
  const ended = await updateActiveMovementRun(tx, run.id, {
    status: "abandoned",
    completedAt: now,
  });
  if (!ended) return null;
  await leaveGate(tx, emit, userId);
  return ended;
}
