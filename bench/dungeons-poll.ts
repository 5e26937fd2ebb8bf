// Measures GET /api/dungeons as the dungeon screen polls it (once a second per open screen,
// signed in, with the Accept-Encoding a browser sends), with and without If-None-Match, against
// a bare node:http server in the same run. RepGate runs as `npm start` runs it (same LOG_LEVEL
// and every other setting). Budget: each RepGate variant serves at least 70% of the bare
// server's requests per second.
import autocannon from "autocannon";
import { signInHunter, startBareServer, startRepGate } from "./servers.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BUDGET_RATIO = 0.7;
/** What Chromium sends on every fetch. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

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

// Ports can be moved so that runs on a shared machine do not collide.
const PORT = Number(process.env.BENCH_PORT ?? 39_101);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 39_103);
const bare = await startBareServer(PORT);
const app = await startRepGate(PORT + 1, PG_PORT);
try {
  const cookie = await signInHunter(app.url);
  const first = await fetch(`${app.url}/api/dungeons`, {
    headers: { cookie, "accept-encoding": BROWSER_ENCODINGS },
  });
  const etag = first.headers.get("etag");
  if (!first.ok || !etag) throw new Error(`GET /api/dungeons gave ${first.status} without an ETag`);

  const rows: Row[] = [];
  rows.push(await measure("bare node:http", bare.url));
  const poll = { cookie, "accept-encoding": BROWSER_ENCODINGS };
  const linesBefore = app.logLines();
  rows.push(await measure("GET /api/dungeons (200)", `${app.url}/api/dungeons`, poll));
  rows.push(
    await measure("GET /api/dungeons (If-None-Match, 304)", `${app.url}/api/dungeons`, {
      ...poll,
      "if-none-match": etag,
    }),
  );
  const logLines = app.logLines() - linesBefore;
  const encoding = first.headers.get("content-encoding") ?? "identity";
  const size = Number(first.headers.get("content-length") ?? 0);

  const baseline = rows[0]?.rps ?? 1;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, load tool on the same cores`);
  console.log(
    `the poll's body on the wire: ${size} bytes (${encoding}); server log lines during the load: ${logLines}\n`,
  );
  console.log("| target | req/s | p50 ms | p99 ms | ratio to bare | budget | errors |");
  console.log("|---|---|---|---|---|---|---|");
  let failed = false;
  for (const row of rows) {
    const ratio = row.rps / baseline;
    const isBare = row === rows[0];
    const verdict = isBare ? "-" : ratio >= BUDGET_RATIO ? "PASS (>= 70%)" : "FAIL (< 70%)";
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
