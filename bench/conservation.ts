// `npm run bench:conservation`: thousands of generated histories (purchases, auction
// list/buy/withdraw, quest completion, battle rewards, chests, item use, energy spent entering
// dungeons) from many hunters at once over two app instances on one embedded PostgreSQL, each
// deciding request sent 1-3 times at once. After every history the conservation checks run.
// Prints operations per second, what the requests answered, and the checks.
import fc from "fast-check";
import { buildApp } from "../apps/server/src/app.ts";
import { conservationViolations } from "../apps/server/src/test/conservation/invariants.ts";
import {
  makeHunters,
  runSteps,
  stepArbitrary,
  type WorkloadStats,
} from "../apps/server/src/test/conservation/workload.ts";
import { TestClock } from "../apps/server/src/test/test-clock.ts";
import { inScratchDatabase } from "./scratch-database.ts";

const HISTORIES = Number(process.env.HISTORIES ?? 2_000);
const HUNTERS = Number(process.env.HUNTERS ?? 8);
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const SEED = Number(process.env.SEED ?? 1);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 39_303);

await inScratchDatabase(
  { name: "conservation", port: PG_PORT, poolSize: 30 },
  async (database, bus) => {
    const clock = new TestClock();
    const instances = await Promise.all(
      [1, 2].map(() =>
        buildApp({ deps: { db: database.db, clock, authRateLimit: 1_000_000_000, bus } }),
      ),
    );
    const world = { ...database, clock, instances };
    const stats: WorkloadStats = { requests: 0, errors: [], outcomes: new Map() };
    let violations: string[] = [];
    let histories = 0;
    const started = performance.now();
    for (
      ;
      histories < HISTORIES && violations.length === 0 && stats.errors.length === 0;
      histories += 1
    ) {
      const hunters = await makeHunters(world, HUNTERS);
      const rounds = fc.sample(
        fc.array(stepArbitrary(HUNTERS), { minLength: HUNTERS, maxLength: HUNTERS * 2 }),
        {
          seed: SEED + histories,
          numRuns: ROUNDS,
        },
      );
      for (const steps of rounds) await runSteps(world, hunters, steps, stats);
      violations = await conservationViolations(database.pool);
      if (histories % 100 === 99)
        console.log(`${histories + 1} histories, ${stats.requests} requests`);
    }
    const seconds = (performance.now() - started) / 1000;
    for (const [key, count] of [...(stats.outcomes ?? [])].sort())
      console.log(`  ${key.padEnd(40)} ${count}`);
    console.log(
      `\n${histories} histories (${HUNTERS} hunters, ${ROUNDS} concurrent rounds each, seed ${SEED}), ${stats.requests} requests in ${seconds.toFixed(0)} s: ${Math.round(stats.requests / seconds)} requests/s`,
    );
    console.log(`5xx: ${stats.errors.length}; conservation violations: ${violations.length}`);
    for (const line of [...stats.errors, ...violations].slice(0, 20)) console.log(`  ${line}`);
    await Promise.all(instances.map((app) => app.close()));
    return violations.length === 0 && stats.errors.length === 0 ? 0 : 1;
  },
);
