import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startLoadGauge } from "./load-gauge.ts";

// What an operator reads in /healthz when requests queue: pg's own counts and the loop's delay.
describe("the load gauge", () => {
  const pool = new pg.Pool({ connectionString: inject("pgAdminUrl"), max: 1 });
  const gauge = startLoadGauge(pool, 1, 1_000);
  afterAll(async () => {
    gauge.stop();
    await pool.end();
  });

  it("counts the queries waiting for a connection of a full pool", async () => {
    const held = await pool.connect();
    const queued = [pool.query("SELECT 1"), pool.query("SELECT 2")];
    expect(gauge.read().pool).toEqual({ max: 1, open: 1, idle: 0, waiting: 2 });
    held.release();
    await Promise.all(queued);
    expect(gauge.read().pool).toEqual({ max: 1, open: 1, idle: 1, waiting: 0 });
  });

  it("reports how late the event loop ran, even when a window closes while the loop is held", async () => {
    // A window shorter than the hold: the roll falls due during it, every time.
    const short = startLoadGauge(pool, 1, 100);
    // The histogram measures from its first tick on.
    await new Promise((resolve) => setTimeout(resolve, 60));
    const busyUntil = Date.now() + 250;
    while (Date.now() < busyUntil) {
      // The event loop is held, as a long synchronous request would hold it.
    }
    // The delay shows from the moment it happened, through the window it fell in and the next.
    let seen = 0;
    for (let i = 0; i < 40 && seen < 150; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = Math.max(seen, short.read().eventLoopDelayMs.max);
    }
    short.stop();
    expect(seen).toBeGreaterThanOrEqual(150);
  });
});
