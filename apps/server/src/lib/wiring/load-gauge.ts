import { monitorEventLoopDelay } from "node:perf_hooks";

/** What queues inside one instance, for the health output: the pool and the event loop. */
interface LoadReading {
  /** Connections allowed, open, open and idle; queries waiting for one. */
  pool: { max: number; open: number; idle: number; waiting: number };
  /** The event loop's delay over the last complete window and the one under way, in milliseconds. */
  eventLoopDelayMs: { p99: number; max: number };
}

export type LoadGauge = () => LoadReading;

/** The counts a pg pool keeps of itself. */
interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** The window the event loop's delay is reported over. */
const WINDOW_MS = 10_000;

/**
 * Reads what a request may queue behind before the CPU runs out: connections of the pool
 * checked out and requests waiting for one (pg's own counts), and how late the event loop
 * runs. The delay is reported for the last whole window and the one under way (10 to 20 s), not
 * since the last read, so several readers (a balancer and an operator) never reset each other's
 * figure.
 */
export function startLoadGauge(
  pool: PoolCounts,
  maxConnections: number,
  windowMs = WINDOW_MS,
): { read: LoadGauge; stop: () => void } {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  let last = { p99: 0, max: 0 };
  const roll = setInterval(() => {
    // After a held loop this timer and the histogram's own may both be due; rolling at the
    // next turn lets the histogram record the hold first, or the reset would drop it unseen.
    setImmediate(() => {
      last = { p99: toMs(histogram.percentile(99)), max: toMs(histogram.max) };
      histogram.reset();
    });
  }, windowMs);
  // The gauge alone never keeps the process alive.
  roll.unref();
  return {
    read: () => ({
      pool: {
        max: maxConnections,
        open: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      },
      // The window under way counts too: a delay shows from the moment it happened.
      eventLoopDelayMs: {
        p99: Math.max(last.p99, toMs(histogram.percentile(99))),
        max: Math.max(last.max, toMs(histogram.max)),
      },
    }),
    stop: () => {
      clearInterval(roll);
      histogram.disable();
    },
  };
}

function toMs(nanoseconds: number): number {
  return Math.round(nanoseconds / 1e4) / 100;
}
