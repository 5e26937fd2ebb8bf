import type pg from "pg";
import { endRunAtTimeLimit } from "../modules/runs/time-limit.ts";
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
