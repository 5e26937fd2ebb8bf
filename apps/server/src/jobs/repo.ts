import { sql } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import type { JobName, JobPayloads } from "./names.ts";

/**
 * How often a failing job is tried before it is left failed for good. graphile-worker waits
 * exp(attempt) seconds between tries, so ten tries span about six hours: long enough to ride
 * out a database restart or a bad deploy, short enough that a job that cannot succeed stops.
 */
const MAX_ATTEMPTS = 10;

/**
 * Queues `task` to run at `runAt`, in the caller's transaction: the job exists only if the
 * change that needs it commits. `key` names the thing the job is about; scheduling the same key
 * again moves the waiting job instead of adding a second one.
 */
export async function scheduleJob<K extends JobName>(
  tx: Queryable,
  task: K,
  payload: JobPayloads[K],
  { runAt, key }: { runAt: Date; key: string },
): Promise<void> {
  await tx.execute(sql`SELECT graphile_worker.add_job(${task},
    payload := ${JSON.stringify(payload)}::json,
    run_at := ${runAt.toISOString()}::timestamptz,
    max_attempts := ${MAX_ATTEMPTS},
    job_key := ${key})`);
}
