import { EventEmitter } from "node:events";
import { Logger, type Runner, run, type TaskList, type WorkerEvents } from "graphile-worker";
import type { Db } from "../db/connect.ts";
import type { Clock } from "../lib/wiring/clock.ts";
import { TASKS } from "./tasks.ts";

/** What a job handler is given: the database and the clock (tests pass their own). */
export interface JobDeps {
  db: Db;
  clock: Clock;
}

/** What this instance's runner did since it started, for the health output. */
export interface JobStats {
  running: boolean;
  completed: number;
  failed: number;
}

interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
  debug(details: object, message: string): void;
}

export interface JobRunner {
  stats: JobStats;
  /** Takes no new jobs, waits for those under way, then lets go of its connections. */
  stop(): Promise<void>;
}

/**
 * How often an instance looks for jobs that became due. A job added for now is heard at once
 * (graphile-worker LISTENs); one due later is picked up within this.
 */
const POLL_MS = 500;
/** Jobs of one instance at a time; each is a short transaction. */
const CONCURRENCY = 4;

/**
 * Starts this instance's share of the queue (decision 025). Every instance runs one; each job
 * is locked by the one that takes it (`FOR UPDATE SKIP LOCKED`), so it runs once, and a job
 * that fell due while every instance was down is simply due when the first one starts.
 */
export async function startJobRunner({
  connectionString,
  deps,
  log,
  stats = { running: false, completed: 0, failed: 0 },
}: {
  connectionString: string;
  deps: JobDeps;
  log: JobLog;
  /** Where to count (the health route reads the same object). */
  stats?: JobStats;
}): Promise<JobRunner> {
  const events: WorkerEvents = new EventEmitter();
  events.on("job:success", () => {
    stats.completed += 1;
  });
  events.on("job:error", () => {
    stats.failed += 1;
  });
  const taskList: TaskList = {};
  for (const [name, handler] of Object.entries(TASKS)) {
    // Payloads are written only by scheduleJob, typed by JobPayloads.
    taskList[name] = (payload) => handler(deps, payload as never);
  }
  const runner: Runner = await run({
    connectionString,
    taskList,
    concurrency: CONCURRENCY,
    maxPoolSize: CONCURRENCY + 2,
    pollInterval: POLL_MS,
    // The process owns its signals: main.ts drains, then stops the runner itself.
    noHandleSignals: true,
    events,
    logger: jobLogger(log),
  });
  stats.running = true;
  return {
    stats,
    async stop() {
      stats.running = false;
      await runner.stop();
    },
  };
}

/**
 * graphile-worker's lines, in ours. A failed attempt is one warn line saying which job and why
 * (normal use has none); its chatter (connected, completed) is debug.
 */
function jobLogger(log: JobLog): Logger {
  return new Logger(() => (level, message, meta) => {
    if (meta?.failure) {
      const job = meta.job as {
        id: string;
        task_identifier: string;
        attempts: number;
        max_attempts: number;
      };
      const error = meta.error instanceof Error ? meta.error.message : String(meta.error);
      log.warn(
        {
          task: job.task_identifier,
          jobId: job.id,
          attempt: job.attempts,
          maxAttempts: job.max_attempts,
          error,
        },
        "job failed",
      );
    } else if (level === "error") log.error({}, message);
    else if (level === "warning") log.warn({}, message);
    else log.debug({}, message);
  });
}
