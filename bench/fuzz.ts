// `npm run fuzz`: sends FUZZ_COUNT (100,000) generated requests, valid and hostile, to every
// endpoint of the contracts registry, signed out, signed in and as another hunter, and prints
// the counts by endpoint and status. Fails on any 5xx, any 4xx without {message, code}, or any
// change to the victim hunter's rows. The app runs in this process (the real buildApp, with the
// contract checks on) on a fresh embedded PostgreSQL; requests go through Fastify's inject.
import { buildApp } from "../apps/server/src/app.ts";
import { systemClock } from "../apps/server/src/lib/wiring/clock.ts";
import { Fuzzer, formatCounts } from "../apps/server/src/test/fuzz/fuzzer.ts";
import { inScratchDatabase } from "./scratch-database.ts";

const COUNT = Number(process.env.FUZZ_COUNT ?? 100_000);
const SEED = Number(process.env.FUZZ_SEED ?? 1);
const PG_PORT = Number(process.env.FUZZ_PG_PORT ?? 39_203);

await inScratchDatabase({ name: "fuzz", port: PG_PORT, poolSize: 20 }, async (database, bus) => {
  const app = await buildApp({
    checkContracts: true,
    deps: { db: database.db, clock: systemClock, authRateLimit: 1_000_000_000, bus },
  });
  const fuzzer = new Fuzzer({ app, ...database });
  await fuzzer.setup();
  const started = performance.now();
  let last = 0;
  const result = await fuzzer.run({
    count: COUNT,
    seed: SEED,
    onBatch: (r) => {
      if (r.sent - last >= 10_000) {
        last = r.sent;
        console.log(
          `${r.sent} sent, ${r.failures.length} failures, ${Math.round(r.sent / ((performance.now() - started) / 1000))} req/s`,
        );
      }
    },
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(formatCounts(result));
  const fivexx = result.failures.filter((f) => f.why === "5xx").length;
  console.log(
    `\n${result.sent} requests in ${seconds.toFixed(0)} s (seed ${SEED}): ${fivexx} 5xx, ${result.failures.length - fivexx} 4xx without {message, code}, ${result.victimChanges.length} changes to the victim`,
  );
  for (const failure of result.failures.slice(0, 30)) {
    console.log(
      `  ${failure.why} ${failure.status} ${failure.request.method} ${failure.request.url.slice(0, 100)} [${failure.request.mode}] ${failure.request.payload?.slice(0, 120) ?? ""} → ${failure.body.slice(0, 200)}`,
    );
  }
  for (const change of result.victimChanges.slice(0, 30)) console.log(`  victim: ${change}`);
  await app.close();
  return result.failures.length === 0 && result.victimChanges.length === 0 ? 0 : 1;
});
