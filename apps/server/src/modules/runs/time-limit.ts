import type { Db, Queryable } from "../../db/connect.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { scheduleJob } from "../../jobs/repo.ts";
import { lockUser } from "../users/repo.ts";
import { expireOverdueRuns } from "./expire.ts";

/**
 * Queues the end of a hunter's run at its time limit (a combat run's 1800 s from its start, a
 * movement run's limit of its distance), in the transaction that started it. Every monster of a
 * run shares its timer start, so they name one job.
 */
export function scheduleRunTimeLimit(
  tx: Queryable,
  { userId, dueAt }: { userId: string; dueAt: Date },
): Promise<void> {
  return scheduleJob(
    tx,
    "endRunAtTimeLimit",
    { userId, dueAt: dueAt.toISOString() },
    { runAt: dueAt, key: `run-time-limit:${userId}:${dueAt.toISOString()}` },
  );
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
