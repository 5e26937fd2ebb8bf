import { describe, expect, it } from "vitest";
import { SOCKET_LIMITS, SocketInbox, TokenBucket } from "./socket-inbox.ts";

/** A clock the test moves by hand. */
function manualClock() {
  let at = 0;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe("TokenBucket", () => {
  it("lets a burst through, then one frame per refill", () => {
    const bucket = new TokenBucket(3, 2, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(bucket.take(499)).toBe(false);
    expect(bucket.take(500)).toBe(true);
    // Idle time refills up to the burst, never beyond it.
    expect([0, 0, 0, 0].map(() => bucket.take(60_000))).toEqual([true, true, true, false]);
  });
});

describe("SocketInbox", () => {
  it("holds frames until the session is known, then handles them one at a time in order", async () => {
    const clock = manualClock();
    const inbox = new SocketInbox<number>(SOCKET_LIMITS, clock.now);
    for (const n of [1, 2, 3]) expect(inbox.offer(n)).toBe("queued");
    expect(inbox.waiting).toBe(3);

    const handled: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    inbox.start(async (n) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 5 - n));
      handled.push(n);
      running -= 1;
    });
    inbox.offer(4);
    await expect.poll(() => handled).toEqual([1, 2, 3, 4]);
    expect(mostAtOnce).toBe(1);
  });

  it("keeps handling after a handler throws", async () => {
    const inbox = new SocketInbox<number>();
    const handled: number[] = [];
    inbox.start(async (n) => {
      if (n === 1) throw new Error("boom");
      handled.push(n);
    });
    inbox.offer(1);
    inbox.offer(2);
    await expect.poll(() => handled).toEqual([2]);
  });

  it("refuses frames beyond the allowance, and calls a socket that keeps on flooding", () => {
    const clock = manualClock();
    const inbox = new SocketInbox<number>(SOCKET_LIMITS, clock.now);
    inbox.start(() => new Promise(() => {})); // a handler that never finishes: nothing drains
    const verdicts = Array.from({ length: 40 }, (_, n) => inbox.offer(n));
    const burst = SOCKET_LIMITS.burst;
    expect(verdicts.slice(0, burst).every((v) => v === "queued")).toBe(true);
    expect(
      verdicts.slice(burst, burst + SOCKET_LIMITS.maxRefusals).every((v) => v === "refused"),
    ).toBe(true);
    expect(verdicts[burst + SOCKET_LIMITS.maxRefusals]).toBe("flooding");
  });

  it("bounds the queue even when tokens refill faster than frames are handled", () => {
    const clock = manualClock();
    const inbox = new SocketInbox<number>(SOCKET_LIMITS, clock.now);
    inbox.start(() => new Promise(() => {}));
    let n = 0;
    while (inbox.offer(n) === "queued") n += 1;
    // Tokens come back with time, but nothing leaves the queue: it stops at its bound.
    for (let minute = 0; minute < 3; minute += 1) {
      clock.advance(60_000);
      while (inbox.offer(n) === "queued") n += 1;
    }
    expect(inbox.waiting).toBe(SOCKET_LIMITS.maxQueued);
  });

  it("forgives refusals of an earlier window", async () => {
    const clock = manualClock();
    const inbox = new SocketInbox<number>(SOCKET_LIMITS, clock.now);
    inbox.start(async () => {});
    const floodOnce = () => {
      for (let n = 0; n < SOCKET_LIMITS.burst; n += 1) expect(inbox.offer(n)).toBe("queued");
      for (let n = 0; n < SOCKET_LIMITS.maxRefusals; n += 1) {
        expect(inbox.offer(n)).toBe("refused");
      }
    };
    floodOnce();
    await expect.poll(() => inbox.waiting).toBe(0);
    // A window later the bucket is full again and the count of refusals starts from zero.
    clock.advance(SOCKET_LIMITS.refusalWindowMs);
    floodOnce();
    expect(inbox.offer(0)).toBe("flooding");
  });

  it("drops what waits once closed, and takes nothing more", async () => {
    const inbox = new SocketInbox<number>();
    inbox.offer(1);
    inbox.close();
    const handled: number[] = [];
    inbox.start(async (n) => {
      handled.push(n);
    });
    expect(inbox.offer(2)).toBe("closed");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(handled).toEqual([]);
  });
});
