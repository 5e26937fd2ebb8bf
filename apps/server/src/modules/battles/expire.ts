import { isBattleTimeUp } from "@repgate/game/rules/combat";
import type { Queryable } from "../../db/connect.ts";
import type { BattleRow } from "../../db/schema/battles.ts";
import type { MovementRunRow } from "../../db/schema/movement.ts";
import type { UserRow } from "../../db/schema/users.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { defeatInBattle } from "./defeat.ts";
import { leaveGate } from "./leave.ts";
import { isMovementRunOverdue, movementRunDeadline } from "./movement-clock.ts";
import { findActiveBattle, findActiveMovementRun, updateActiveMovementRun } from "./repo.ts";
import { hasNextMonsterWaiting } from "./waiting-next.ts";

/** An active battle whose run ran out of time with the monster still standing. */
export function isBattleOverdue(battle: BattleRow, now: Date): boolean {
  return (
    battle.status === "active" &&
    battle.monsterCurrentHP > 0 &&
    isBattleTimeUp(battle.runStartedAt.getTime(), now.getTime())
  );
}

/**
 * Ends a movement run past its time limit as expired: no rewards, no defeat (HP is not at
 * stake on a run), the hunter out of the gate. Returns the run as ended, or null if it was not
 * active (and then changes and announces nothing).
 */
export async function expireMovementRun(
  tx: Queryable,
  emit: Emit,
  user: UserRow,
  run: MovementRunRow,
  changes: { lastSampleAccepted?: boolean; lastSampleReason?: string } = {},
): Promise<MovementRunRow | null> {
  const ended = await updateActiveMovementRun(tx, run.id, {
    ...changes,
    status: "expired",
    completedAt: movementRunDeadline(run),
  });
  if (!ended) return null;
  await leaveGate(tx, emit, user.id);
  return ended;
}

/**
 * Settles whatever run the hunter left behind, lazily and under their row lock (lockUser):
 * a battle past the run's 1800 s is a timer defeat (nobody attacked to trigger the timer), a
 * movement run past its time limit expires, and a hunter with nothing left to fight (no active
 * battle or run, no next monster waiting in time) is no longer in a dungeon. Announces what it
 * changed. Returns the hunter as they are afterwards.
 */
export async function expireOverdueRuns(
  tx: Queryable,
  emit: Emit,
  user: UserRow,
  now: Date,
): Promise<UserRow> {
  let hunter = user;
  const battle = await findActiveBattle(tx, hunter.id);
  if (battle && isBattleOverdue(battle, now)) {
    hunter = (await defeatInBattle(tx, emit, { user: hunter, battle, now, cause: "time" })).user;
  }
  const run = await findActiveMovementRun(tx, hunter.id);
  if (run && isMovementRunOverdue(run, now)) {
    await expireMovementRun(tx, emit, hunter, run);
    hunter = { ...hunter, inDungeon: false };
  }
  if (!hunter.inDungeon) return hunter;
  const busy =
    (await findActiveBattle(tx, hunter.id)) !== null ||
    (await findActiveMovementRun(tx, hunter.id)) !== null ||
    (await hasNextMonsterWaiting(tx, hunter.id, now));
  if (busy) return hunter;
  return (await leaveGate(tx, emit, hunter.id)) ?? hunter;
}
