import { BATTLE_TIME_LIMIT_SECONDS } from "@repgate/game/rules/combat";
import type { Db, Queryable } from "../../db/connect.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { scheduleJob, scheduleJobIfMissing } from "../../jobs/repo.ts";
import { lockUser } from "../users/repo.ts";
import { expireOverdueRuns } from "./expire.ts";
import { movementRunDeadline } from "./movement-clock.ts";
import { listActiveBattleStarts, listActiveMovementRuns } from "./repo.ts";

/** Every monster of a run shares its timer start, so they name one job. */
function timeLimitKey(userId: string, dueAt: Date): string {
  return `run-time-limit:${userId}:${dueAt.toISOString()}`;
}

/**
 * Queues the end of a hunter's run at its time limit (a combat run's 1800 s from its start, a
 * movement run's limit of its distance), in the transaction that started it.
 */
export function scheduleRunTimeLimit(
  tx: Queryable,
  { userId, dueAt }: { userId: string; dueAt: Date },
): Promise<void> {
  return scheduleJob(
    tx,
    "endRunAtTimeLimit",
    { userId, dueAt: dueAt.toISOString() },
    { runAt: dueAt, key: timeLimitKey(userId, dueAt) },
  );
}

/**
 * At startup: a time-limit job for every run under way that has none (runs begun before the
 * scheduler existed), so no run waits for a reader to end. One already past its limit is due
 * at once. Idempotent per run; how many were queued.
 */
export async function queueMissingRunTimeLimits(db: Db): Promise<number> {
  const battles = await listActiveBattleStarts(db);
  const runs = await listActiveMovementRuns(db);
  const limits = [
    ...battles.map((b) => ({
      userId: b.userId,
      dueAt: new Date(b.runStartedAt.getTime() + BATTLE_TIME_LIMIT_SECONDS * 1000),
    })),
    ...runs.map((r) => ({ userId: r.userId, dueAt: movementRunDeadline(r) })),
  ];
  let queued = 0;
  for (const { userId, dueAt } of limits) {
    const added = await inTransaction(db, (tx) =>
      scheduleJobIfMissing(
        tx,
        "endRunAtTimeLimit",
        { userId, dueAt: dueAt.toISOString() },
        { runAt: dueAt, key: timeLimitKey(userId, dueAt) },
      ),
    );
    if (added) queued += 1;
  }
  return queued;
}

/**
 * The job at a run's time limit: "Time's Up!" with nobody reading. Whatever the hunter left
 * behind is settled as a request would find it (expireOverdueRuns: a standing monster is a
 * timer defeat, a movement run expires, a hunter with nothing left to fight leaves the gate)
 * and announced. A run the hunter already ended, won or left changes nothing.
 */
export async function endRunAtTimeLimit(
  db: Db,
  { userId, dueAt, now }: { userId: string; dueAt: Date; now: Date },
): Promise<void> {
  await inTransaction(db, async (tx: Queryable, emit: Emit) => {
    if (now < dueAt) {
      // This instance's clock is behind the database's: come back at the limit itself.
      await scheduleRunTimeLimit(tx, { userId, dueAt });
      return;
    }
    const user = await lockUser(tx, userId);
    if (user) await expireOverdueRuns(tx, emit, user, now);
  });
}
