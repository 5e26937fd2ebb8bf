import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { atFileEnd } from "./test/at-file-end.ts";
import { conservationViolations } from "./test/conservation/invariants.ts";
import { historyArbitrary, makeHunters, type World } from "./test/conservation/workload.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

/** Histories the suite runs; `npm run bench:conservation` runs thousands. */
const HISTORIES = Number(process.env.CONSERVATION_HISTORIES ?? 12);

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  // A second instance on the same database, with its own app (as a second process would be).
  const second = await buildApp({
    checkContracts: true,
    deps: { db: t.db, clock: t.clock, authRateLimit: 10_000, random: t.random.roll, bus: t.bus },
  });
  atFileEnd(() => second.close());
  world = { db: t.db, pool: t.pool, clock: t.clock, instances: [t.app, second] };
});

describe("conservation under a random workload over two instances", () => {
  it("explains every balance by the ledger, keeps everything non-negative, one owner or one escrow per item, and pays no reward twice", async () => {
    await fc.assert(
      fc.asyncProperty(historyArbitrary(4, 6), async (commands) => {
        const hunters = await makeHunters(world, 4);
        const real = { world, hunters, stats: { requests: 0, errors: [] as string[] } };
        await fc.asyncModelRun(() => ({ model: {}, real }), commands);
        expect(real.stats.errors).toEqual([]);
        expect(await conservationViolations(t.pool)).toEqual([]);
      }),
      { numRuns: HISTORIES, seed: Number(process.env.CONSERVATION_SEED ?? 17) },
    );
    // The workload reached the dearest gold paths too, not only the shop and the fights.
    const { rows } = await t.pool.query<{ reason: string }>(
      `SELECT DISTINCT reason FROM ledger_entries
        WHERE reason IN ('guild_creation', 'guild_rename', 'reawaken') ORDER BY reason`,
    );
    expect(rows.map((r) => r.reason)).toEqual(["guild_creation", "guild_rename", "reawaken"]);
  }, 120_000);
});
