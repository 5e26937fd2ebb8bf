// Measures GET /api/dungeons as the dungeon screen polls it (once a second per open screen,
// signed in), with and without If-None-Match, against a bare node:http server in the same run.
// Budget: each RepGate variant serves at least 50% of the bare server's requests per second.
import autocannon from "autocannon";
import { signInHunter, startBareServer, startRepGate } from "./servers.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BUDGET_RATIO = 0.5;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const notModified = result.statusCodeStats["304"]?.count ?? 0;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx - notModified + result.errors,
  } satisfies Row;
}

const bare = await startBareServer(39_101);
const app = await startRepGate(39_102, 39_103);
try {
  const cookie = await signInHunter(app.url);
  const first = await fetch(`${app.url}/api/dungeons`, { headers: { cookie } });
  const etag = first.headers.get("etag");
  if (!first.ok || !etag) throw new Error(`GET /api/dungeons gave ${first.status} without an ETag`);

  const rows: Row[] = [];
  rows.push(await measure("bare node:http", bare.url));
  rows.push(await measure("GET /api/dungeons (200)", `${app.url}/api/dungeons`, { cookie }));
  rows.push(
    await measure("GET /api/dungeons (If-None-Match, 304)", `${app.url}/api/dungeons`, {
      cookie,
      "if-none-match": etag,
    }),
  );

  const baseline = rows[0]?.rps ?? 1;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, load tool on the same cores\n`);
  console.log("| target | req/s | p50 ms | p99 ms | ratio to bare | budget | errors |");
  console.log("|---|---|---|---|---|---|---|");
  let failed = false;
  for (const row of rows) {
    const ratio = row.rps / baseline;
    const isBare = row === rows[0];
    const verdict = isBare ? "-" : ratio >= BUDGET_RATIO ? "PASS (>= 50%)" : "FAIL (< 50%)";
    if (!isBare && (ratio < BUDGET_RATIO || row.non2xx > 0)) failed = true;
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${(ratio * 100).toFixed(0)}% | ${verdict} | ${row.non2xx} |`,
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await app.stop();
  await bare.stop();
}
