import { movementTimeLimitSeconds } from "@repgate/game/movement";
import type { Queryable } from "../../db/connect.ts";
import type { MovementRunRow } from "../../db/schema/movement.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { updateUser } from "../users/repo.ts";
import { elapsedSeconds, requiredDistanceOf } from "./present.ts";
import { findActiveRun, updateActiveRun } from "./repo.ts";

export function isRunOverdue(run: MovementRunRow, now: Date): boolean {
  return elapsedSeconds(run, now) > movementTimeLimitSeconds(requiredDistanceOf(run));
}

/**
 * Ends a run past its time limit as expired: no rewards, no defeat (HP is not at stake on a
 * run), the hunter out of the gate. Returns the run as ended, or null if it was not active.
 */
export async function expireRun(
  tx: Queryable,
  user: UserRow,
  run: MovementRunRow,
  changes: { lastSampleAccepted?: boolean; lastSampleReason?: string } = {},
): Promise<MovementRunRow | null> {
  const ended = await updateActiveRun(tx, run.id, {
    ...changes,
    status: "expired",
    completedAt: new Date(run.startedAt.getTime() + timeLimitMs(run)),
  });
  if (ended) await updateUser(tx, user.id, { inDungeon: false });
  return ended;
}

/** Lazily expires the hunter's active run if its time is up; returns the hunter afterwards. */
export async function expireOverdueRun(tx: Queryable, user: UserRow, now: Date): Promise<UserRow> {
  const run = await findActiveRun(tx, user.id);
  if (!run || !isRunOverdue(run, now)) return user;
  await expireRun(tx, user, run);
  return { ...user, inDungeon: false };
}

function timeLimitMs(run: MovementRunRow): number {
  return movementTimeLimitSeconds(requiredDistanceOf(run)) * 1000;
}
