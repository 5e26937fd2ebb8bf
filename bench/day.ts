// Capacity the way hunters really use it: simulated hunters play a day (bench/day-hunter.ts:
// sign in, home reads, the dungeon list polled every second, fights with a rep every ~2 s and
// an attack when its reps are done, quest ticks, shop visits, chat, the socket open throughout)
// against two instances of the production build on one PostgreSQL, each configured as
// `npm start` runs it with DATABASE_URL set. The hunters run in a process of their own
// (bench/day-hunters.ts); every server runs in its own.
//
// Method: the number of hunters per instance is stepped up (BENCH_DAY_STEPS). At each step the
// newcomers arrive spread over RAMP_SECONDS, which is not measured, then STEP_SECONDS are. A
// step passes when p99 over all its requests is under 200 ms, nothing failed (HTTP >= 400,
// timeouts, sockets closed by the server) and no server logged a warning meanwhile. (A step
// beyond capacity makes the servers log "slow request" warnings; those fail that step only.
// Any other warning, at any time, fails the bench.) The largest passing
// step is then held for BENCH_DAY_MINUTES (default 10), sampling each instance's resident
// memory; memory is flat when the last minute's mean is within 10% of the second minute's.
// A short step flatters: its hunters arrived lately and are still on the light screens, and
// a backlog takes minutes to build. So the hold is checked every minute (p99 so far, errors,
// warnings); when it fails, the next lower passing step is held instead, from the start.
// Cost per hunter-minute: per endpoint, the sum of its latencies (what the servers and the
// database spent answering it, queueing included) over the hunter-minutes played; beside it the
// measured CPU time of the instances and PostgreSQL (/proc), which is not split by endpoint.
import { fork } from "node:child_process";
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { REGIONS } from "@repgate/game/content/regions";
import pg from "pg";
import { startEmbeddedDatabase } from "../apps/server/src/db/embedded.ts";
import type { HuntersCommand, HuntersConfig } from "./day-hunters.ts";
import { cpuMs, machineCpuMs, postgresCpuMs, rssMb } from "./day-proc.ts";
import { describeQueues, startQueueSampler } from "./day-queues.ts";
import type { WindowSummary } from "./day-stats.ts";
import { type RunningRepGate, startRepGateOn } from "./servers.ts";

/** Hunters per instance at each step (two instances: twice as many in all). */
const STEPS = (process.env.BENCH_DAY_STEPS ?? "100,200,400,600,800,1000,1200")
  .split(",")
  .map(Number);
/** Newcomers of a step arrive spread over this many seconds at least, not measured. */
const RAMP_SECONDS = Number(process.env.BENCH_DAY_RAMP_SECONDS ?? 20);
/**
 * ... and at most this many sign-ins per second over both instances (each is an argon2
 * verification): a step is a day at that size, not a stampede of sign-ins. (At 20-minute
 * sessions, 1,000 hunters per instance sign in about 1.7 times a second in the steady state.)
 */
const ARRIVALS_PER_SECOND = 10;
/** Seconds measured at each step. */
const STEP_SECONDS = Number(process.env.BENCH_DAY_STEP_SECONDS ?? 30);
/**
 * After a step beyond capacity (or a hold that failed), unmeasured seconds at the lower size
 * before the hold begins: the servers drain what queued while overloaded, so that a hold
 * measures that many hunters, not the recovery from more.
 */
const SETTLE_SECONDS = Number(process.env.BENCH_DAY_SETTLE_SECONDS ?? 60);
/** How long the capacity found is held, with memory sampled. */
const HOLD_MINUTES = Number(process.env.BENCH_DAY_MINUTES ?? 10);
const BUDGET_P99_MS = 200;
/** Memory is flat when the last minute's mean RSS is at most this much above the second's. */
const FLAT_GROWTH = 0.1;
const MEMORY_SAMPLE_SECONDS = 5;
/**
 * Above this event-loop delay (p99, ms) the load generator is behind: its latencies are its
 * own, and the step says so instead of blaming the servers.
 */
const GENERATOR_LAG_MS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 39_141);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 39_143);
const PASSWORD = "day-bench-password";
const EMAIL_OF = "day-{i}@bench.example";

const sleep = (seconds: number) => new Promise((r) => setTimeout(r, seconds * 1000));
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : "-");

const dataDir = await mkdtemp(path.join(tmpdir(), "repgate-bench-day-"));
await chmod(dataDir, 0o755);
const database = await startEmbeddedDatabase({ dataDir, port: PG_PORT, database: "repgate" });
const postmasterPid = Number(
  (await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n")[0],
);
const instances: RunningRepGate[] = [];
let generator: ReturnType<typeof fork> | null = null;
let queues: Awaited<ReturnType<typeof startQueueSampler>> | null = null;
try {
  // The first instance migrates; the second finds the schema ready.
  instances.push(await startRepGateOn(PORT, database.url));
  instances.push(await startRepGateOn(PORT + 1, database.url));
  const hunterCount = Math.max(...STEPS) * instances.length;
  await seedHunters(instances[0]?.url ?? "", hunterCount);

  const config: HuntersConfig = {
    urls: instances.map((i) => i.url),
    password: PASSWORD,
    emailOf: EMAIL_OF,
  };
  const child = fork(
    fileURLToPath(new URL("./day-hunters.ts", import.meta.url)),
    [JSON.stringify(config)],
    { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  generator = child;
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`the hunters' process exited with ${code}`)));
  });
  // If the hunters' process dies, the bench fails through `finally` (servers and database stop).
  child.on("error", () => {});
  const command = (c: HuntersCommand) => {
    if (!child.connected) throw new Error("the hunters' process has exited");
    child.send(c);
  };
  const take = (peek = false) =>
    new Promise<WindowSummary>((resolve) => {
      child.once("message", (m: { summary: WindowSummary }) => resolve(m.summary));
      command({ type: "take", peek });
    });
  const warningsNow = () => instances.reduce((n, i) => n + i.log.warnings().length, 0);
  const sampler = await startQueueSampler(
    instances.map((i) => i.url),
    database.url,
  );
  queues = sampler;

  /** Measures `seconds` of play, with the CPU every process used meanwhile. */
  async function measure(seconds: number, during?: () => Promise<void>) {
    await take();
    sampler.take();
    const before = cpuNow(child.pid ?? 0);
    const warnings = warningsNow();
    await (during ? during() : sleep(seconds));
    const summary = await take();
    const after = cpuNow(child.pid ?? 0);
    const queued = sampler.take();
    return { summary, cpu: cpuBetween(before, after), warnings: warningsNow() - warnings, queued };
  }

  console.log(
    `RepGate day of play: 2 instances (npm start configuration) on one PostgreSQL, hunters in one process.\n` +
      `Steps of ${STEPS.join(", ")} hunters per instance: newcomers arrive over ${RAMP_SECONDS} s or more (at most ${ARRIVALS_PER_SECOND} sign-ins/s), then ${STEP_SECONDS} s measured.\n`,
  );
  console.log(
    "| hunters per instance | requests/s | p50 ms | p99 ms | errors | server warnings | CPU: instances, PostgreSQL, hunters, other processes (% of a core) | generator lag p99 ms | verdict |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  const passed: number[] = [];
  let hunters = 0;
  let overloaded = false;
  for (const perInstance of STEPS) {
    const ramp = Math.max(
      RAMP_SECONDS,
      ((perInstance - hunters) * instances.length) / ARRIVALS_PER_SECOND,
    );
    hunters = perInstance;
    command({ type: "set", perInstance, rampSeconds: ramp });
    await sleep(ramp);
    const { summary, cpu, warnings, queued } = await measure(STEP_SECONDS);
    const lagging = summary.loopDelayP99 > GENERATOR_LAG_MS;
    const pass = summary.p99 < BUDGET_P99_MS && summary.errors === 0 && warnings === 0;
    const verdict = lagging ? "generator behind" : pass ? "pass" : "FAIL";
    console.log(
      `| ${perInstance} | ${(summary.requests / summary.seconds).toFixed(0)} | ${ms(summary.p50)} | ${ms(summary.p99)} | ${summary.errors} | ${warnings} | ${cpuShares(cpu, summary.seconds)} | ${ms(summary.loopDelayP99)} | ${verdict} |`,
    );
    console.log(`    ${describeQueues(queued)}`);
    for (const sample of summary.errorSamples.slice(0, 3)) console.log(`    error: ${sample}`);
    if (!pass || lagging) {
      overloaded = true;
      break;
    }
    passed.push(perInstance);
  }
  let capacity = passed.pop() ?? 0;
  if (capacity === 0) {
    console.log(`\nFAIL: not even ${STEPS[0]} hunters per instance meet the budget.`);
    process.exitCode = 1;
  } else {
    let held: Awaited<ReturnType<typeof measure>>;
    let memory: Array<{ at: number; rss: number[] }>;
    for (;;) {
      console.log(`\nHolding ${capacity} hunters per instance for ${HOLD_MINUTES} minutes.`);
      command({ type: "set", perInstance: capacity, rampSeconds: RAMP_SECONDS });
      await sleep(RAMP_SECONDS);
      if (overloaded) {
        console.log(`    (${SETTLE_SECONDS} s unmeasured first: the servers drain what queued)`);
        await sleep(SETTLE_SECONDS);
        overloaded = false;
      }
      const samples: Array<{ at: number; rss: number[] }> = [];
      memory = samples;
      const started = Date.now();
      const warningsAtStart = warningsNow();
      let failedAt: string | null = null;
      held = await measure(0, async () => {
        let checkedAt = 0;
        while (Date.now() - started < HOLD_MINUTES * 60_000) {
          await sleep(MEMORY_SAMPLE_SECONDS);
          const at = (Date.now() - started) / 1000;
          samples.push({ at, rss: instances.map((i) => rssMb(i.pid)) });
          if (at - checkedAt < 60) continue;
          checkedAt = at;
          const sofar = await take(true);
          const warned = warningsNow() - warningsAtStart;
          if (sofar.p99 >= BUDGET_P99_MS || sofar.errors > 0 || warned > 0) {
            failedAt = `after ${(at / 60).toFixed(0)} min: p99 ${ms(sofar.p99)} ms, ${sofar.errors} errors, ${warned} server warnings`;
            for (const sample of sofar.errorSamples.slice(0, 3)) {
              console.log(`    error: ${sample}`);
            }
            return;
          }
        }
      });
      const lower = passed.pop();
      if (failedAt === null || lower === undefined) break;
      console.log(
        `${capacity} per instance does not hold (${failedAt}); holding ${lower} instead.`,
      );
      capacity = lower;
      overloaded = true;
    }
    const { summary, cpu, warnings, queued } = held;
    const flat = reportHold(capacity, summary, cpu, warnings, memory);
    console.log(`During the hold, ${describeQueues(queued)}.`);
    const holdWarnings = instances.flatMap((i) => i.log.warnings()).slice(-warnings);
    for (const line of warnings > 0 ? holdWarnings.slice(0, 5) : []) {
      console.log(`    server warning: ${line.slice(0, 300)}`);
    }
    const pass = summary.p99 < BUDGET_P99_MS && summary.errors === 0 && warnings === 0 && flat;
    console.log(
      `\n${pass ? "PASS" : "FAIL"}: ${capacity} hunters per instance held for ${HOLD_MINUTES} min: ` +
        `p99 ${ms(summary.p99)} ms (budget < ${BUDGET_P99_MS}), ${summary.errors} errors, ` +
        `${warnings} server warnings, memory ${flat ? "flat" : "NOT flat"}.`,
    );
    if (!pass) process.exitCode = 1;
  }
  failOnUnexpectedWarnings();
} finally {
  await queues?.stop();
  generator?.kill();
  for (const instance of instances) await instance.stop();
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}

/**
 * Fails on any warning other than the "slow request" lines of a step beyond capacity (those
 * during the hold fail it above): a warning under normal use is a bug.
 */
function failOnUnexpectedWarnings(): void {
  const slow = (line: string) => line.includes('"msg":"slow request"');
  const all = instances.flatMap((i) => i.log.warnings());
  const unexpected = all.filter((line) => !slow(line));
  if (all.length > unexpected.length) {
    console.log(
      `\nThe servers logged ${all.length - unexpected.length} slow-request warning(s) in all (steps beyond capacity included).`,
    );
  }
  if (unexpected.length === 0) {
    console.log("The servers logged no other warning or error.");
    return;
  }
  console.log(`\nFAIL: the servers logged ${unexpected.length} other line(s) at warn or above:`);
  for (const text of unexpected.slice(0, 5)) console.log(text.slice(0, 400));
  process.exitCode = 1;
}

/**
 * Hunters for every step, onboarded, straight in SQL (signing thousands up through argon2
 * would take minutes), with a real argon2 hash of PASSWORD taken from one sign-up through the
 * API, so every hunter signs in as a person does. Gold enough to shop all day; regions spread
 * as hunters are (a regional chat message reaches the hunters of its region).
 */
async function seedHunters(url: string, count: number): Promise<void> {
  const registered = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: "template@bench.example",
      password: PASSWORD,
      hunterName: "Template",
    }),
  });
  if (registered.status !== 201) throw new Error(`sign-up gave ${registered.status}`);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(
    `INSERT INTO users (email, password_hash, hunter_name, hunter_name_key, gold, region,
       has_accepted_player, has_completed_assessment, has_completed_profile, user_class)
     SELECT replace($2, '{i}', i::text), t.password_hash, 'Day Hunter ' || i, 'day hunter ' || i,
       1000000, ($3::text[])[1 + i % array_length($3::text[], 1)], true, true, true, 'Fighter'
     FROM generate_series(0, $1::int - 1) AS i,
       (SELECT password_hash FROM users WHERE email = 'template@bench.example') AS t`,
    [count, EMAIL_OF, [...REGIONS]],
  );
  await client.query("VACUUM ANALYZE users");
  await client.end();
}

interface CpuSnapshot {
  instances: number[];
  postgres: number;
  hunters: number;
  machine: { busy: number; total: number };
}

function cpuNow(huntersPid: number): CpuSnapshot {
  return {
    instances: instances.map((i) => cpuMs(i.pid)),
    postgres: postgresCpuMs(postmasterPid),
    hunters: cpuMs(huntersPid),
    machine: machineCpuMs(),
  };
}

function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): CpuSnapshot {
  return {
    instances: after.instances.map((n, i) => n - (before.instances[i] ?? 0)),
    postgres: after.postgres - before.postgres,
    hunters: after.hunters - before.hunters,
    machine: {
      busy: after.machine.busy - before.machine.busy,
      total: after.machine.total - before.machine.total,
    },
  };
}

function cpuShares(cpu: CpuSnapshot, seconds: number): string {
  const share = (cpuTime: number) => `${((cpuTime / (seconds * 1000)) * 100).toFixed(0)}%`;
  return `${cpu.instances.map(share).join(" + ")}, ${share(cpu.postgres)}, ${share(cpu.hunters)}, ${share(othersMs(cpu))}`;
}

/**
 * CPU time the machine spent on anything but the bench's processes (another job, the kernel's
 * own work): a busy neighbour on the same cores shows here, not as a slower RepGate.
 */
function othersMs(cpu: CpuSnapshot): number {
  const ours = cpu.instances.reduce((a, b) => a + b, 0) + cpu.postgres + cpu.hunters;
  return Math.max(0, cpu.machine.busy - ours);
}

/** Prints the hold's tables; returns whether memory stayed flat. */
function reportHold(
  capacity: number,
  summary: WindowSummary,
  cpu: CpuSnapshot,
  warnings: number,
  memory: Array<{ at: number; rss: number[] }>,
): boolean {
  const hunterMinutes = summary.hunterSeconds / 60;
  console.log(
    `\n${summary.hunters} hunters (${capacity} per instance), ${hunterMinutes.toFixed(0)} hunter-minutes in ` +
      `${(summary.seconds / 60).toFixed(1)} min: ${summary.requests} requests (${(summary.requests / summary.seconds).toFixed(0)}/s, ` +
      `${(summary.requests / hunterMinutes).toFixed(1)} per hunter-minute), p50 ${ms(summary.p50)} ms, p99 ${ms(summary.p99)} ms, ` +
      `${summary.errors} errors, ${warnings} server warnings; socket: ${summary.socket.framesIn} frames in, ` +
      `${summary.socket.chatsSent} chat messages sent, ${summary.socket.unexpectedCloses} closed by a server; ` +
      `${summary.retried} requests sent again after the server closed an idle connection under them`,
  );
  for (const sample of summary.errorSamples) console.log(`    error: ${sample}`);
  const busy = (cpu.machine.busy / cpu.machine.total) * 100;
  const perHunterMinute = (cpuTime: number) => (cpuTime / hunterMinutes).toFixed(1);
  const instancesCpu = cpu.instances.reduce((a, b) => a + b, 0);
  console.log(
    `CPU per hunter-minute: instances ${perHunterMinute(instancesCpu)} ms, PostgreSQL ${perHunterMinute(cpu.postgres)} ms ` +
      `(hunters' process ${perHunterMinute(cpu.hunters)} ms); machine ${busy.toFixed(0)}% busy, ` +
      `other processes ${((othersMs(cpu) / (summary.seconds * 1000)) * 100).toFixed(0)}% of a core; ` +
      `generator lag p99 ${ms(summary.loopDelayP99)} ms`,
  );

  const rows = [...summary.endpoints].sort((a, b) => b.totalMs - a.totalMs);
  console.log(
    "\n| request | count | per hunter-minute | p50 ms | p99 ms | max ms | errors | ms per hunter-minute |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.count} | ${(row.count / hunterMinutes).toFixed(2)} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ${row.errors} | ${(row.totalMs / hunterMinutes).toFixed(1)} |`,
    );
  }
  const total = rows.reduce((sum, row) => sum + row.totalMs, 0);
  console.log("\nThe three most expensive requests per hunter-minute (sum of latencies):");
  for (const [n, row] of rows.slice(0, 3).entries()) {
    console.log(
      `  ${n + 1}. ${row.label}: ${(row.totalMs / hunterMinutes).toFixed(1)} ms per hunter-minute ` +
        `(${((row.totalMs / total) * 100).toFixed(0)}% of all; ${(row.count / hunterMinutes).toFixed(2)} requests x ${ms(row.totalMs / Math.max(1, row.count))} ms)`,
    );
  }

  // Second minute against the last (a short hold: second sixth against the last sixth).
  const span = memory.at(-1)?.at ?? 0;
  const slice = Math.min(60, span / 6);
  const mean = (from: number, to: number, i: number) => {
    const inside = memory.filter((m) => m.at > from && m.at <= to).map((m) => m.rss[i] ?? 0);
    return inside.reduce((a, b) => a + b, 0) / Math.max(1, inside.length);
  };
  let flat = true;
  console.log("\nResident memory (MB), each instance:");
  for (const [i, instance] of instances.entries()) {
    const early = mean(slice, 2 * slice, i);
    const late = mean(span - slice, span, i);
    const ok = late <= early * (1 + FLAT_GROWTH);
    if (!ok) flat = false;
    const perMinute = [];
    for (let t = 60; t <= span + 1; t += 60) perMinute.push(mean(t - 60, t, i).toFixed(0));
    console.log(
      `  ${instance.url}: ${early.toFixed(0)} MB (second ${slice.toFixed(0)} s) -> ${late.toFixed(0)} MB (last ${slice.toFixed(0)} s), ` +
        `${(((late - early) / early) * 100).toFixed(1)}% ${ok ? "flat" : "GROWING"}; per minute: ${perMinute.join(", ")}`,
    );
  }
  return flat;
}
