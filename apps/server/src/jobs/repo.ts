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

/**
 * Queues `task` unless a job under `key` is already there (waiting, running or failed): for
 * startup, which queues what work in flight is missing without moving what is queued. Two
 * instances starting at once take turns on the key's advisory lock, so the second finds the
 * first one's job. True when this call queued it.
 */
export async function scheduleJobIfMissing<K extends JobName>(
  tx: Queryable,
  task: K,
  payload: JobPayloads[K],
  { runAt, key }: { runAt: Date; key: string },
): Promise<boolean> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`job-key:${key}`}))`);
  const { rows } = await tx.execute(
    sql`SELECT 1 FROM graphile_worker.jobs WHERE key = ${key} LIMIT 1`,
  );
  if (rows.length > 0) return false;
  await scheduleJob(tx, task, payload, { runAt, key });
  return true;
}
