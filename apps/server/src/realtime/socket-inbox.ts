/**
 * What one socket may send, and how its messages are taken in (docs/decisions/018). All of it
 * lives in the instance's memory, per socket: it guards this process's event loop and database
 * pool, and nothing about it needs to hold across instances.
 */
export const SOCKET_LIMITS = {
  /** Frames a socket may send at once: a client flushing a small outbox on reconnect. */
  burst: 20,
  /** Frames per second after that: twice what the chat flood limit lets through, plus pings. */
  refillPerSecond: 2,
  /**
   * Frames waiting for their turn (or for the session lookup). The bucket keeps the queue
   * short while the database answers quickly; this bounds it when it does not.
   */
  maxQueued: 20,
  /** A socket refused more often than this within `refusalWindowMs` is closed. */
  maxRefusals: 10,
  refusalWindowMs: 10_000,
} as const;

export type InboxLimits = { readonly [K in keyof typeof SOCKET_LIMITS]: number };

/** What became of a frame offered to the inbox. */
export type Verdict = "queued" | "refused" | "flooding" | "closed";

/**
 * A token bucket: `capacity` tokens, refilled continuously at `refillPerSecond`. Taking a
 * token costs no I/O, so a flood is turned away before it reaches the database.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly refillPerSecond: number,
    now: number,
  ) {
    this.tokens = capacity;
    this.last = now;
  }

  take(now: number): boolean {
    const elapsedSeconds = Math.max(0, now - this.last) / 1000;
    this.tokens = Math.min(this.capacity, this.tokens + elapsedSeconds * this.refillPerSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * One socket's incoming messages, handled one at a time in the order they arrived. Frames
 * that come before the socket's session is known wait here (within the same bounds) and are
 * handled once `start` is called; `close` drops whatever still waits.
 */
export class SocketInbox<T> {
  private readonly bucket: TokenBucket;
  private readonly queue: T[] = [];
  private handle: ((item: T) => Promise<void>) | null = null;
  private draining = false;
  private closed = false;
  private refusals = 0;
  private refusalWindowStart: number;

  constructor(
    private readonly limits: InboxLimits = SOCKET_LIMITS,
    private readonly now: () => number = () => performance.now(),
  ) {
    const start = now();
    this.bucket = new TokenBucket(limits.burst, limits.refillPerSecond, start);
    this.refusalWindowStart = start;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Frames waiting now (for tests and the decision record's arithmetic). */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Takes a frame in if the socket is within its allowance. "refused": tell the client this
   * one was not handled; "flooding": the socket keeps exceeding it and should be closed.
   */
  offer(item: T): Verdict {
    if (this.closed) return "closed";
    const at = this.now();
    if (this.queue.length < this.limits.maxQueued && this.bucket.take(at)) {
      this.queue.push(item);
      void this.drain();
      return "queued";
    }
    if (at - this.refusalWindowStart >= this.limits.refusalWindowMs) {
      this.refusalWindowStart = at;
      this.refusals = 0;
    }
    this.refusals += 1;
    return this.refusals > this.limits.maxRefusals ? "flooding" : "refused";
  }

  /** The session is known: handle what waited, then each frame as it comes. */
  start(handle: (item: T) => Promise<void>): void {
    if (this.closed) return;
    this.handle = handle;
    void this.drain();
  }

  /** The socket is gone (or being closed): nothing more is handled. */
  close(): void {
    this.closed = true;
    this.queue.length = 0;
  }

  private async drain(): Promise<void> {
    if (this.draining || !this.handle) return;
    this.draining = true;
    try {
      let item = this.queue.shift();
      while (item !== undefined && !this.closed) {
        // The handler logs and answers its own failures; should one throw all the same, the
        // frames behind it are still handled.
        await this.handle(item).catch(() => {});
        item = this.queue.shift();
      }
    } finally {
      this.draining = false;
    }
  }
}
