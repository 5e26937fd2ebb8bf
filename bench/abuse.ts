// One hunter against everyone else: while an abuser floods, a careful hunter's reads must stay
// fast and the server's memory bounded (issue 25). The server is the production build on a
// fresh embedded PostgreSQL, configured as `npm start` runs it (bench/servers.ts). The abuser
// and the careful hunter each run in a process of their own (bench/processes/abuser.mjs and
// victim.mjs), so neither shares an event loop with the server or with each other.
// Scenarios, each on the same server, one after another:
//   - one socket sends 20,000 chat frames at once;
//   - 20 sockets send chat frames as fast as they can for 15 s;
//   - 10 concurrent junk avatar uploads of 12 MB each (valid base64, no image), sent again as
//     each is answered, for 15 s;
//   - 60 anonymous avatar uploads at once that promise 12 MB each and send 1 KB, opened again as
//     each is answered, for 15 s (before the upload gate decided them unread, 60 such bodies grew
//     the server by 360 MB: issue 42).
// The careful hunter reads (friends, the user, the bell, the daily quest) in four loops
// throughout. Budgets per scenario: the careful hunter's p99 < 200 ms with no 5xx, and the
// server's resident memory grows less than 150 MB over its level before the scenario.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { failOnServerWarnings, signInHunter, startRepGate } from "./servers.ts";

const PORT = Number(process.env.BENCH_PORT ?? 39_141);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 39_143);
const BUDGET = { p99Ms: 200, memoryGrowthMb: 150 };

const script = (file: string) => fileURLToPath(new URL(`./processes/${file}`, import.meta.url));

/** Runs a child script to its end; its standard output, parsed as JSON. */
async function run<T>(file: string, args: string[]): Promise<T> {
  const child = spawn(process.execPath, [script(file), ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const chunks: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`${file} exited with ${code}`);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as T;
}

/** The server's resident memory in MB, from /proc. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : 0;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Scenario {
  name: string;
  /** Seconds the careful hunter reads for. */
  seconds: number;
  abuser: string[];
}

const app = await startRepGate(PORT, PG_PORT);
let failed = false;
try {
  const [victim, abuser] = [await signInHunter(app.url), await signInHunter(app.url)];
  const scenarios: Scenario[] = [
    { name: "1 socket, 20,000 chat frames", seconds: 12, abuser: ["flood", "20000"] },
    { name: "20 sockets for 15 s", seconds: 17, abuser: ["sockets", "20", "15"] },
    {
      name: "10 x 12 MB junk uploads for 15 s",
      seconds: 17,
      abuser: ["uploads", "10", "15", "12"],
    },
    {
      name: "60 anonymous unfinished 12 MB bodies for 15 s",
      seconds: 17,
      abuser: ["slow-bodies", "60", "15"],
    },
  ];
  // Warm the careful hunter's path first, so the first scenario is not charged for it.
  await run("victim.mjs", [app.url, victim, "3"]);
  const rows: string[] = [];
  for (const scenario of scenarios) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = rssMb(app.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(app.pid));
    }, 100);
    const [reads, abuse] = await Promise.all([
      run<{ latencies: number[]; statuses: Record<string, number> }>("victim.mjs", [
        app.url,
        victim,
        String(scenario.seconds),
      ]),
      run<{ closes: Record<string, number>; statuses: Record<string, number> }>("abuser.mjs", [
        scenario.abuser[0] as string,
        app.url,
        abuser,
        ...scenario.abuser.slice(1),
      ]),
    ]);
    clearInterval(sampler);
    const sorted = [...reads.latencies].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const serverErrors = Object.entries(reads.statuses)
      .filter(([status]) => status === "error" || Number(status) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    const growth = peak - before;
    const pass = p99 < BUDGET.p99Ms && serverErrors === 0 && growth < BUDGET.memoryGrowthMb;
    if (!pass) failed = true;
    rows.push(
      `| ${scenario.name} | ${sorted.length} | ${p50.toFixed(0)} ms | ${p99.toFixed(0)} ms | ${serverErrors} | ${Math.round(before)} → ${Math.round(peak)} MB (+${Math.round(growth)}) | ${JSON.stringify(abuse.closes)} ${JSON.stringify(abuse.statuses)} | ${pass ? "PASS" : "FAIL"} |`,
    );
    console.log(rows.at(-1));
  }
  console.log(
    `\nOne hunter abusing, another reading; production build, one instance (budgets: p99 < ${BUDGET.p99Ms} ms, no 5xx, memory growth < ${BUDGET.memoryGrowthMb} MB)\n`,
  );
  console.log(
    "| abuse | careful reads | p50 | p99 | 5xx / failed | server memory (before → peak) | abuser got (socket closes, statuses) | result |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  failOnServerWarnings([app]);
} finally {
  await app.stop();
}
if (failed) process.exitCode = 1;
