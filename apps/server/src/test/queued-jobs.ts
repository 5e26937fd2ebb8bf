import type pg from "pg";
import type { JobName } from "../jobs/names.ts";
import { TASKS } from "../jobs/tasks.ts";
import { endRunAtTimeLimit } from "../modules/battles/time-limit.ts";
import type { TestApp } from "./test-app.ts";

/** The job waiting under `key` (task and due time), or null: what a write queued for later. */
export async function queuedJob(
  pool: pg.Pool,
  key: string,
): Promise<{ task: string; runAt: Date } | null> {
  const { rows } = await pool.query(
    'SELECT task_identifier AS task, run_at AS "runAt" FROM graphile_worker.jobs WHERE key = $1',
    [key],
  );
  return rows[0] ?? null;
}

/**
 * Runs, at the test clock's now, the time-limit job the hunter's run queued (the latest, if
 * several): what the queue does at the limit with nobody reading.
 */
export async function runTimeLimitJob(t: TestApp, userId: string): Promise<void> {
  const { rows } = await t.pool.query(
    `SELECT run_at AS "runAt" FROM graphile_worker.jobs WHERE key LIKE $1 ORDER BY run_at DESC LIMIT 1`,
    [`run-time-limit:${userId}:%`],
  );
  const dueAt = rows[0]?.runAt;
  if (!dueAt) throw new Error("no time-limit job queued for that hunter");
  await endRunAtTimeLimit(t.db, { userId, dueAt, now: t.clock.now() });
}

/**
 * Runs every queued job due by the test clock, oldest first, as the queue would have while the
 * clock moved: each job's own handler, then the job is done (unless the handler queued its key
 * again for later, as a hunter's midnight does). Bounded: a handler that re-queued itself as
 * due at once would otherwise never end.
 */
export async function runDueJobs(t: TestApp, limit = 500): Promise<number> {
  for (let ran = 0; ran < limit; ran += 1) {
    const job = await nextDueJob(t, "ORDER BY j.run_at, j.id LIMIT 1", []);
    if (!job) return ran;
    await runJob(t, job);
  }
  throw new Error(`more than ${limit} jobs fell due: a job keeps queuing itself`);
}

/**
 * Runs, at the test clock's now, the job waiting under `key` while it is due (a handler may queue
 * its key again, due later): what the queue does for that one thing, leaving every other job be.
 */
async function runDueJob(t: TestApp, key: string): Promise<boolean> {
  let ran = false;
  for (let round = 0; round < 10; round += 1) {
    const job = await nextDueJob(t, "AND j.key = $2", [key]);
    if (!job) return ran;
    await runJob(t, job);
    ran = true;
  }
  throw new Error(`the job under ${key} keeps falling due`);
}

/**
 * What the queue does for one hunter's day before their app reads it: their day job, run if it
 * fell due. A hunter a test onboarded straight in the database (signUpPlayer) skipped the step
 * that queues the first game day; it is queued here as that step would have, due at once.
 */
export async function runHunterDayJob(t: TestApp, userId: string): Promise<boolean> {
  await t.pool.query(
    `SELECT graphile_worker.add_job('beginHunterDay', json_build_object('userId', u.id, 'dueAt', '1970-01-01T00:00:00.000Z'),
       run_at := '1970-01-01T00:00:00Z', job_key := 'hunter-day:' || u.id)
     FROM users u
     WHERE u.id = $1 AND u.daily_checked_on IS NULL AND u.has_accepted_player
       AND u.has_completed_assessment AND u.has_completed_profile AND u.user_class IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM graphile_worker.jobs j WHERE j.key = 'hunter-day:' || u.id)`,
    [userId],
  );
  return runDueJob(t, `hunter-day:${userId}`);
}

type DueJob = { id: string; task: JobName; payload: never; revision: number };

/** A job due by the test clock; the payload is only in the queue's own table (its view leaves it out). */
async function nextDueJob(t: TestApp, narrow: string, params: unknown[]): Promise<DueJob | null> {
  const { rows } = await t.pool.query(
    `SELECT j.id, k.identifier AS task, j.payload, j.revision
     FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks k ON k.id = j.task_id
     WHERE j.run_at <= $1 ${narrow}`,
    [t.clock.now(), ...params],
  );
  return (rows[0] as DueJob | undefined) ?? null;
}

/** The job's own handler, then the job done (unless the handler queued its key again). */
async function runJob(t: TestApp, job: DueJob): Promise<void> {
  await TASKS[job.task]({ db: t.db, clock: t.clock }, job.payload);
  await t.pool.query(
    `SELECT graphile_worker.complete_jobs(ARRAY(
       SELECT id FROM graphile_worker._private_jobs WHERE id = $1 AND revision = $2))`,
    [job.id, job.revision],
  );
}
