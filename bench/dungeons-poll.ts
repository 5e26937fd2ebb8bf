// Measures GET /api/dungeons as the dungeon screen polls it (once a second per open screen,
// signed in, with the Accept-Encoding a browser sends), with and without If-None-Match.
// RepGate runs as `npm start` runs it (same LOG_LEVEL and every other setting). Two yardsticks
// are measured in the same run, each in a process of its own, and the load generator runs in
// another: a bare node:http hello-world, and a minimal route of the project's own Fastify that
// sends the poll's exact status, headers and bytes. Budget: each poll variant serves at least
// 80% of the minimal route's requests per second (auth, hooks, cache and the security headers
// written through Fastify's public reply.header cost at most 20% over the answer itself;
// issue 44), with no error and no warning in the server's log.

import { cpuMs } from "./day-proc.ts";
import {
  type LoadOptions,
  recordResponse,
  runLoad,
  startBareServer,
  startReplayServer,
} from "./processes.ts";
import { failOnServerWarnings, signInHunter, startRepGate } from "./servers.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 3);
/**
 * Yardstick and poll are measured in turns, this many rounds, the order swapped every round: on
 * a shared machine one 10 s run of each moved the ratio by 20 points between two runs in a row.
 * The verdict is the median of the rounds' ratios. Single rounds still move by ±20%: eight
 * rounds of 3 s (five of 5 s before) steady the median in the same two minutes.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_S = 2;
const BUDGET_RATIO = 0.8;
/** What Chromium sends on every fetch. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
const POLL_PATH = "/api/dungeons";

interface Row {
  name: string;
  rps: number;
  /**
   * The server's own CPU time per answer (user + system, from /proc): unlike requests/s it does
   * not move with what the load tool and the neighbours take from the shared cores.
   */
  cpuUsPerRequest: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The middle value (the lower middle of an even count: a verdict never rests on an average). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** One row for several runs of the same target: median rates and latencies, errors summed. */
function medianRow(rows: Row[]): Row {
  return {
    name: rows[0]?.name ?? "",
    rps: median(rows.map((r) => r.rps)),
    cpuUsPerRequest: median(rows.map((r) => r.cpuUsPerRequest)),
    p50: median(rows.map((r) => r.p50)),
    p99: median(rows.map((r) => r.p99)),
    errors: rows.reduce((sum, r) => sum + r.errors, 0),
  };
}

async function measure(
  name: string,
  server: { pid: number },
  options: Omit<LoadOptions, "connections" | "duration">,
) {
  const cpuBefore = cpuMs(server.pid);
  const result = await runLoad({ ...options, connections: CONNECTIONS, duration: DURATION_S });
  const cpu = cpuMs(server.pid) - cpuBefore;
  const notModified = result.statusCodeStats["304"]?.count ?? 0;
  return {
    name,
    rps: result.requests.average,
    cpuUsPerRequest: (cpu * 1000) / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx - notModified + result.errors,
  } satisfies Row;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;

// Ports can be moved so that runs on a shared machine do not collide: the bare server takes
// PORT, RepGate PORT + 1, the minimal route PORT + 4.
const PORT = Number(process.env.BENCH_PORT ?? 39_101);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 39_103);
const app = await startRepGate(PORT + 1, PG_PORT);
const stops: Array<() => Promise<void>> = [() => app.stop()];
try {
  const cookie = await signInHunter(app.url);
  const poll = { cookie, "accept-encoding": BROWSER_ENCODINGS };
  const url = `${app.url}${POLL_PATH}`;
  const full = await recordResponse(url, poll);
  const etag = full.headers.etag;
  if (full.status !== 200 || !etag)
    throw new Error(`${POLL_PATH} gave ${full.status} without an ETag`);
  const notModified = await recordResponse(url, { ...poll, "if-none-match": etag });
  if (notModified.status !== 304) throw new Error(`If-None-Match gave ${notModified.status}`);

  const bare = await startBareServer(PORT);
  stops.push(() => bare.stop());
  const replay = await startReplayServer(PORT + 4, POLL_PATH, [full, notModified]);
  stops.push(() => replay.stop());

  // Every target answers for a moment before any round counts, so that no round measures a
  // server whose code the JIT has not compiled yet (the first round would otherwise).
  for (const [target, headers] of [
    [url, poll],
    [url, { ...poll, "if-none-match": etag }],
    [`${replay.url}${POLL_PATH}`, poll],
    [`${replay.url}${POLL_PATH}`, { ...poll, "if-none-match": etag }],
    [bare.url, {}],
  ] as const) {
    await runLoad({ url: target, headers, connections: CONNECTIONS, duration: WARM_UP_S });
  }

  const before = app.log.counts();
  const bareRuns: Row[] = [];
  const pairs: Array<{ yardstick: Row; poll: Row; ratio: number; ratios: number[] }> = [];
  const variants = [
    ["200", poll],
    ["If-None-Match, 304", { ...poll, "if-none-match": etag }],
  ] as const;
  const runs = variants.map(([label, headers]) => ({
    label,
    headers,
    yardsticks: [] as Row[],
    polls: [] as Row[],
  }));
  for (let round = 0; round < ROUNDS; round += 1) {
    bareRuns.push(await measure("bare node:http hello-world", bare, { url: bare.url }));
    for (const { label, headers, yardsticks, polls } of runs) {
      const measureYardstick = () =>
        measure(`minimal Fastify route, same answer (${label})`, replay, {
          url: `${replay.url}${POLL_PATH}`,
          headers,
        });
      const measurePoll = () => measure(`GET ${POLL_PATH} (${label})`, app, { url, headers });
      if (round % 2 === 0) {
        yardsticks.push(await measureYardstick());
        polls.push(await measurePoll());
      } else {
        polls.push(await measurePoll());
        yardsticks.push(await measureYardstick());
      }
    }
  }
  const bareRow = medianRow(bareRuns);
  for (const { yardsticks, polls } of runs) {
    const ratios = polls.map((p, round) => p.rps / (yardsticks[round]?.rps ?? Number.NaN));
    pairs.push({
      yardstick: medianRow(yardsticks),
      poll: medianRow(polls),
      ratio: median(ratios),
      ratios,
    });
  }
  const after = app.log.counts();
  const during = Object.entries(after)
    .map(([level, n]) => [level, n - (before[level] ?? 0)] as const)
    .filter(([, n]) => n > 0);
  const logged = during.length ? during.map(([level, n]) => `${n} ${level}`).join(", ") : "none";

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s a run, ${ROUNDS} rounds (yardstick and poll in turns); ` +
      "every server and the load tool in its own process; medians of the rounds",
  );
  console.log(
    `the poll's body on the wire: ${full.body.length} bytes (${full.headers["content-encoding"] ?? "identity"}), ` +
      `${Object.keys(full.headers).length} headers; server log lines during the load: ${logged}\n`,
  );
  console.log(
    "| target | req/s | p50 ms | p99 ms | of the minimal route (budget 80%) | of bare | server CPU per answer | errors |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  const line = (row: Row, ofRoute: string) =>
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${ofRoute} | ${percent(row.rps / bareRow.rps)} | ${row.cpuUsPerRequest.toFixed(1)} µs | ${row.errors} |`,
    );
  line(bareRow, "-");
  let failed = false;
  for (const { yardstick, poll: measured, ratio, ratios } of pairs) {
    const pass = ratio >= BUDGET_RATIO && measured.errors === 0;
    if (!pass) failed = true;
    line(yardstick, "100%");
    line(
      measured,
      `${percent(ratio)} ${pass ? "PASS" : "FAIL"} (rounds: ${ratios.map(percent).join(", ")})`,
    );
  }
  process.exitCode = failed ? 1 : 0;
  failOnServerWarnings([app]);
} finally {
  for (const stop of stops.reverse()) await stop();
}
