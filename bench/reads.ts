// Measures what a signed-in hunter's screens read, as the web client reads them (signed in,
// with the Accept-Encoding a browser sends): the dungeon screen's once-a-second poll, with and
// without If-None-Match, and every other authenticated read the spec's home and quest screens
// make. RepGate runs as `npm start` runs it (same LOG_LEVEL and every other setting). Two
// yardsticks are measured in the same run, each in a process of its own, and the load generator
// runs in another: a bare node:http hello-world, and for each read a minimal route of the
// project's own Fastify that sends that read's exact status, headers and bytes. Budgets: the
// poll serves at least 80% of its minimal route's requests per second (auth, hooks, cache and
// the security headers cost at most 20% over the answer itself; issue 44), every other read at
// least 20% of its own (issue 45), with no error and no warning in the server's log.
// BENCH_READS=poll (or a comma-separated list of row keys below) measures only those.

import { cpuMs } from "./day-proc.ts";
import {
  type LoadOptions,
  type RecordedResponse,
  recordResponse,
  runLoad,
  startBareServer,
  startReplayServer,
} from "./processes.ts";
import { failOnServerWarnings, signInHunter, startRepGate } from "./servers.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 3);
/**
 * Yardstick and read are measured in turns, this many rounds, the order swapped every round: on
 * a shared machine one 10 s run of each moved the ratio by 20 points between two runs in a row.
 * The verdict is the median of the rounds' ratios. Single rounds still move by ±20%: eight
 * rounds of 3 s (five of 5 s before) steady the median.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_S = 2;
/** What Chromium sends on every fetch. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/** The reads measured: the poll first, then the hunter's own reads, in the order a home loads. */
const READS = [
  { key: "poll", path: "/api/dungeons", budget: 0.8, revalidates: true },
  { key: "user", path: "/api/auth/user", budget: 0.2, revalidates: false },
  { key: "notifications", path: "/api/notifications", budget: 0.2, revalidates: false },
  { key: "leaderboard", path: "/api/leaderboard", budget: 0.2, revalidates: false },
  { key: "battle", path: "/api/battles/active", budget: 0.2, revalidates: false },
  { key: "daily", path: "/api/quests/daily", budget: 0.2, revalidates: false },
  { key: "quests", path: "/api/quests", budget: 0.2, revalidates: false },
] as const;

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

/** One read as measured: with the headers it is sent with, beside its own minimal route. */
interface Target {
  name: string;
  budget: number;
  url: string;
  yardstickUrl: string;
  /** The minimal route's process, whose CPU time is read like RepGate's. */
  yardstick: { pid: number };
  headers: Record<string, string>;
  yardsticks: Row[];
  reads: Row[];
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

const chosen = process.env.BENCH_READS?.split(",").map((key) => key.trim());
const reads = READS.filter((read) => !chosen || chosen.includes(read.key));
if (reads.length === 0) throw new Error(`BENCH_READS names no read of ${READS.map((r) => r.key)}`);

// Ports can be moved so that runs on a shared machine do not collide: the bare server takes
// PORT, RepGate PORT + 1, the minimal routes PORT + 4 onwards.
const PORT = Number(process.env.BENCH_PORT ?? 39_101);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 39_103);
const app = await startRepGate(PORT + 1, PG_PORT);
const stops: Array<() => Promise<void>> = [() => app.stop()];
try {
  const cookie = await signInHunter(app.url);
  const signedIn = { cookie, "accept-encoding": BROWSER_ENCODINGS };
  const bare = await startBareServer(PORT);
  stops.push(() => bare.stop());

  const targets: Target[] = [];
  const bodies: string[] = [];
  for (const [index, read] of reads.entries()) {
    const url = `${app.url}${read.path}`;
    const full = await recordResponse(url, signedIn);
    if (full.status !== 200) throw new Error(`${read.path} gave ${full.status}`);
    const recorded: RecordedResponse[] = [full];
    const variants: Array<[string, Record<string, string>]> = [["200", signedIn]];
    if (read.revalidates) {
      const etag = full.headers.etag;
      if (!etag) throw new Error(`${read.path} gave no ETag`);
      const revalidating = { ...signedIn, "if-none-match": etag };
      const notModified = await recordResponse(url, revalidating);
      if (notModified.status !== 304) {
        throw new Error(`${read.path} with If-None-Match gave ${notModified.status}`);
      }
      recorded.push(notModified);
      variants.push(["If-None-Match, 304", revalidating]);
    }
    bodies.push(
      `${read.path}: ${full.body.length} bytes (${full.headers["content-encoding"] ?? "identity"}), ` +
        `${Object.keys(full.headers).length} headers`,
    );
    const replay = await startReplayServer(PORT + 4 + index, read.path, recorded);
    stops.push(() => replay.stop());
    for (const [label, headers] of variants) {
      targets.push({
        name: `GET ${read.path} (${label})`,
        budget: read.budget,
        url,
        yardstickUrl: `${replay.url}${read.path}`,
        yardstick: replay,
        headers,
        yardsticks: [],
        reads: [],
      });
    }
  }

  // Every target answers for a moment before any round counts, so that no round measures a
  // server whose code the JIT has not compiled yet (the first round would otherwise).
  await runLoad({ url: bare.url, connections: CONNECTIONS, duration: WARM_UP_S });
  for (const target of targets) {
    for (const url of [target.url, target.yardstickUrl]) {
      await runLoad({
        url,
        headers: target.headers,
        connections: CONNECTIONS,
        duration: WARM_UP_S,
      });
    }
  }

  const before = app.log.counts();
  const bareRuns: Row[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    bareRuns.push(await measure("bare node:http hello-world", bare, { url: bare.url }));
    for (const target of targets) {
      const { headers } = target;
      const yardstick = () =>
        measure("minimal Fastify route, same answer", target.yardstick, {
          url: target.yardstickUrl,
          headers,
        });
      const read = () => measure(target.name, app, { url: target.url, headers });
      if (round % 2 === 0) {
        target.yardsticks.push(await yardstick());
        target.reads.push(await read());
      } else {
        target.reads.push(await read());
        target.yardsticks.push(await yardstick());
      }
    }
  }
  const after = app.log.counts();
  const during = Object.entries(after)
    .map(([level, n]) => [level, n - (before[level] ?? 0)] as const)
    .filter(([, n]) => n > 0);
  const logged = during.length ? during.map(([level, n]) => `${n} ${level}`).join(", ") : "none";

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s a run, ${ROUNDS} rounds (each read and its minimal route in turns); ` +
      "every server and the load tool in its own process; medians of the rounds",
  );
  console.log(`bodies on the wire: ${bodies.join("; ")}`);
  console.log(`server log lines during the load: ${logged}\n`);
  console.log(
    "| target | req/s | p50 ms | p99 ms | of its minimal route | budget | of bare | server CPU per answer | errors |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  const bareRow = medianRow(bareRuns);
  const line = (row: Row, ofRoute: string, budget: string) =>
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${ofRoute} | ${budget} | ${percent(row.rps / bareRow.rps)} | ${row.cpuUsPerRequest.toFixed(1)} µs | ${row.errors} |`,
    );
  line(bareRow, "-", "-");
  let failed = false;
  for (const target of targets) {
    const ratios = target.reads.map(
      (r, round) => r.rps / (target.yardsticks[round]?.rps ?? Number.NaN),
    );
    const ratio = median(ratios);
    const measured = medianRow(target.reads);
    const pass = ratio >= target.budget && measured.errors === 0;
    if (!pass) failed = true;
    line(
      { ...medianRow(target.yardsticks), name: `minimal route, same answer as ${target.name}` },
      "100%",
      "-",
    );
    line(
      measured,
      `${percent(ratio)} ${pass ? "PASS" : "FAIL"} (rounds: ${ratios.map(percent).join(", ")})`,
      percent(target.budget),
    );
  }
  process.exitCode = failed ? 1 : 0;
  failOnServerWarnings([app]);
} finally {
  for (const stop of stops.reverse()) await stop();
}
