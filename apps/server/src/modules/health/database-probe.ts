/** How long one answer of the database stands for every health check that follows. */
export const PROBE_TTL_MS = 1_000;

/**
 * The database's health as balancers see it. Balancers (several, each every second or faster)
 * poll /healthz; one round trip a second tells them as much as one per poll, so a ping's
 * outcome, good or bad, stands for PROBE_TTL_MS, and checks that arrive while one is under way
 * wait for it instead of starting their own.
 */
export class DatabaseProbe {
  private last: { at: number; error: unknown } | null = null;
  private pending: Promise<void> | null = null;

  /** `now` is the process's monotonic time, not the game's clock: tests move the game's. */
  constructor(
    private readonly ping: () => Promise<void>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Resolves when the database answered within the last PROBE_TTL_MS; throws its error otherwise. */
  async check(): Promise<void> {
    const now = this.now();
    if (!this.last || now - this.last.at >= PROBE_TTL_MS) {
      this.pending ??= this.ping().then(
        () => this.settle(null),
        (error: unknown) => this.settle(error ?? new Error("the ping failed")),
      );
      await this.pending;
    }
    if (this.last?.error) throw this.last.error;
  }

  private settle(error: unknown): void {
    this.last = { at: this.now(), error };
    this.pending = null;
  }
}
