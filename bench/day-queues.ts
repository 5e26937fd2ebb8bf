// What requests queue behind while the day bench plays, sampled once a second: each
// instance's pool (connections checked out, requests waiting for one) and event loop delay,
// from its /healthz, and PostgreSQL's own view of its sessions (pg_stat_activity: running,
// waiting on a lock, idle inside a transaction). Read per window, beside the latencies.
import pg from "pg";

export interface QueueSummary {
  samples: number;
  /** Requests waiting for a pool connection, over both instances: mean and largest seen. */
  poolWaitingMean: number;
  poolWaitingMax: number;
  /** Pool connections checked out (open less idle), over both instances, and how many are allowed. */
  poolBusyMean: number;
  poolSize: number;
  /** The largest event loop delay p99 an instance reported for a 10 s window. */
  loopDelayP99Max: number;
  /** PostgreSQL sessions of the app's database running a query, waiting on a lock, idle in a transaction. */
  pgActiveMean: number;
  pgLockWaitMean: number;
  pgIdleInTransactionMean: number;
}

interface Health {
  load?: {
    pool: { max: number; open: number; idle: number; waiting: number };
    eventLoopDelayMs: { p99: number; max: number };
  };
}

const SESSIONS = `
  SELECT count(*) FILTER (WHERE state = 'active') AS active,
         count(*) FILTER (WHERE wait_event_type = 'Lock') AS lock_wait,
         count(*) FILTER (WHERE state = 'idle in transaction') AS idle_in_transaction
    FROM pg_stat_activity
   WHERE datname = current_database() AND pid <> pg_backend_pid()
     AND backend_type = 'client backend'`;

export async function startQueueSampler(urls: string[], databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let rows: Array<{ waiting: number; busy: number; max: number; loop: number; pg: number[] }> = [];
  let stopped = false;
  const sampleOnce = async () => {
    const healths = await Promise.all(
      urls.map((url) =>
        fetch(`${url}/healthz`).then(
          (r) => r.json() as Promise<Health>,
          () => ({}) as Health,
        ),
      ),
    );
    const sessions = await client.query(SESSIONS);
    const s = sessions.rows[0] as Record<string, string>;
    const loads = healths.map((h) => h.load).filter((l) => l !== undefined);
    rows.push({
      waiting: loads.reduce((n, l) => n + l.pool.waiting, 0),
      busy: loads.reduce((n, l) => n + l.pool.open - l.pool.idle, 0),
      max: loads.reduce((n, l) => n + l.pool.max, 0),
      loop: Math.max(0, ...loads.map((l) => l.eventLoopDelayMs.p99)),
      pg: [Number(s.active), Number(s.lock_wait), Number(s.idle_in_transaction)],
    });
  };
  const loop = (async () => {
    while (!stopped) {
      const started = Date.now();
      await sampleOnce().catch(() => {});
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - started))));
    }
  })();
  return {
    /** What was sampled since the last take. */
    take(): QueueSummary {
      const taken = rows;
      rows = [];
      const mean = (pick: (r: (typeof taken)[number]) => number) =>
        taken.length === 0 ? 0 : taken.reduce((n, r) => n + pick(r), 0) / taken.length;
      return {
        samples: taken.length,
        poolWaitingMean: mean((r) => r.waiting),
        poolWaitingMax: Math.max(0, ...taken.map((r) => r.waiting)),
        poolBusyMean: mean((r) => r.busy),
        poolSize: Math.max(0, ...taken.map((r) => r.max)),
        loopDelayP99Max: Math.max(0, ...taken.map((r) => r.loop)),
        pgActiveMean: mean((r) => r.pg[0] ?? 0),
        pgLockWaitMean: mean((r) => r.pg[1] ?? 0),
        pgIdleInTransactionMean: mean((r) => r.pg[2] ?? 0),
      };
    },
    async stop() {
      stopped = true;
      await loop;
      await client.end();
    },
  };
}

/** One line for a window: where its requests queued. */
export function describeQueues(q: QueueSummary): string {
  const f = (n: number) => n.toFixed(1);
  return (
    `queues: pool waiting mean ${f(q.poolWaitingMean)} (max ${q.poolWaitingMax}), ` +
    `pool busy ${f(q.poolBusyMean)} of ${q.poolSize}, event loop delay p99 up to ${f(q.loopDelayP99Max)} ms, ` +
    `PostgreSQL sessions active ${f(q.pgActiveMean)}, waiting on a lock ${f(q.pgLockWaitMean)}, idle in transaction ${f(q.pgIdleInTransactionMean)}`
  );
}
