// What the hunters' process measures over one window of bench/day.ts, and how it is summed up.
// Latencies are taken in the hunters' process, from the request's start to the last byte of
// its answer, so they include queueing in both servers and PostgreSQL (and any delay of the
// load generator's own event loop, which is reported beside them).

/** One endpoint (method and route pattern, ids as :id) over one window. */
interface EndpointSummary {
  label: string;
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  /** Sum of the answers' latencies, ms. */
  totalMs: number;
}

export interface WindowSummary {
  seconds: number;
  /** Hunter-seconds spent in the window by hunters who were playing (signed in or signing in). */
  hunterSeconds: number;
  hunters: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  endpoints: EndpointSummary[];
  /** Up to ten failures as seen by the client (label, status, start of the body). */
  errorSamples: string[];
  /** Socket frames received, chat messages sent, sockets that closed unasked. */
  socket: { framesIn: number; chatsSent: number; unexpectedCloses: number };
  /**
   * Requests sent again after the server closed an idle keep-alive connection as they were
   * sent on it (a browser retries these without telling anyone; not errors).
   */
  retried: number;
  /** The load generator's own event-loop delay over the window, ms (is the client keeping up?). */
  loopDelayP99: number;
}

const quantile = (sorted: Float64Array, q: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN);

/** Latencies by endpoint, kept whole (a 10-minute window at capacity holds a few 100,000). */
export class Recorder {
  private latencies = new Map<string, number[]>();
  private errorCounts = new Map<string, number>();
  private samples: string[] = [];
  framesIn = 0;
  chatsSent = 0;
  unexpectedCloses = 0;
  retried = 0;

  record(label: string, ms: number): void {
    let list = this.latencies.get(label);
    if (!list) {
      list = [];
      this.latencies.set(label, list);
    }
    list.push(ms);
  }

  fail(label: string, detail: string): void {
    this.errorCounts.set(label, (this.errorCounts.get(label) ?? 0) + 1);
    const sample = `${label}: ${detail}`;
    if (this.samples.length < 10 && !this.samples.includes(sample)) this.samples.push(sample);
  }

  /** Sums the window up and, when `reset`, starts the next one. */
  take(
    rest: Pick<WindowSummary, "seconds" | "hunterSeconds" | "hunters" | "loopDelayP99">,
    reset = true,
  ): WindowSummary {
    const labels = new Set([...this.latencies.keys(), ...this.errorCounts.keys()]);
    const endpoints: EndpointSummary[] = [];
    const everything: number[] = [];
    for (const label of labels) {
      const list = this.latencies.get(label) ?? [];
      for (const ms of list) everything.push(ms);
      const sorted = Float64Array.from(list).sort();
      endpoints.push({
        label,
        count: list.length,
        errors: this.errorCounts.get(label) ?? 0,
        p50: quantile(sorted, 0.5),
        p99: quantile(sorted, 0.99),
        max: sorted.at(-1) ?? Number.NaN,
        totalMs: list.reduce((sum, ms) => sum + ms, 0),
      });
    }
    const all = Float64Array.from(everything).sort();
    const summary: WindowSummary = {
      ...rest,
      requests: all.length,
      errors: endpoints.reduce((sum, e) => sum + e.errors, 0) + this.unexpectedCloses,
      p50: quantile(all, 0.5),
      p99: quantile(all, 0.99),
      endpoints,
      errorSamples: this.samples,
      socket: {
        framesIn: this.framesIn,
        chatsSent: this.chatsSent,
        unexpectedCloses: this.unexpectedCloses,
      },
      retried: this.retried,
    };
    if (!reset) return summary;
    this.latencies = new Map();
    this.errorCounts = new Map();
    this.samples = [];
    this.framesIn = 0;
    this.chatsSent = 0;
    this.unexpectedCloses = 0;
    this.retried = 0;
    return summary;
  }
}
