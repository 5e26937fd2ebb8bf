// `npm run crash-test`: kill -9 the server (as `npm start` runs it: the built apps/server/dist/
// main.js on its embedded PostgreSQL) under write load, CYCLES (20) times, and start it again
// each time. Odd cycles kill only the Node process (its PostgreSQL is left running, orphaned);
// even cycles kill Node and every PostgreSQL process of the cluster too (a stale
// postmaster.pid, as after a power cut). Each start must come up, and every write that was
// acknowledged (a 201 to a sign-up) must be there, with the ledger explaining every balance.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { chmod, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { conservationViolations } from "../apps/server/src/test/conservation/invariants.ts";

const CYCLES = Number(process.env.CYCLES ?? 20);
const PORT = Number(process.env.CRASH_PORT ?? 39_401);
const PG_PORT = Number(process.env.CRASH_PG_PORT ?? 39_403);
const MAIN = fileURLToPath(new URL("../apps/server/dist/main.js", import.meta.url));
const base = `http://127.0.0.1:${PORT}`;

const dataDir = await mkdtemp(path.join(tmpdir(), "repgate-crash-"));
await chmod(dataDir, 0o755);
const log = createWriteStream(path.join(tmpdir(), "repgate-crash-test.log"));

function start(): ChildProcess {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(PG_PORT),
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "1000000000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  return child;
}

async function waitHealthy(child: ChildProcess): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 120_000) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} while starting`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not come up within 120 s");
}

async function postgresPids(): Promise<number[]> {
  const pidFile = await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").catch(
    () => "",
  );
  const postmaster = Number(pidFile.split("\n")[0]);
  if (!postmaster) return [];
  const pids = [postmaster];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (parent === postmaster) pids.push(Number(entry));
  }
  return pids;
}

const acknowledged: string[] = [];
async function writer(until: () => boolean): Promise<void> {
  while (!until()) {
    const email = `crash-${randomBytes(6).toString("hex")}@example.com`;
    try {
      const response = await fetch(`${base}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email,
          password: "hunter-secret",
          hunterName: `C ${randomBytes(5).toString("hex")}`,
        }),
      });
      if (response.status === 201) acknowledged.push(email);
    } catch {
      return; // the server is gone: this request was never acknowledged
    }
  }
}

async function verify(): Promise<{ missing: number; violations: string[] }> {
  const password = (await readFile(path.join(dataDir, "postgres-password"), "utf8")).trim();
  const pool = new pg.Pool({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${PG_PORT}/repgate`,
    max: 2,
  });
  try {
    const { rows } = await pool.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM users WHERE email = ANY($1)",
      [acknowledged],
    );
    return {
      missing: acknowledged.length - (rows[0]?.n ?? 0),
      violations: await conservationViolations(pool),
    };
  } finally {
    await pool.end();
  }
}

let cameUp = 0;
let lost = 0;
const startTimes: number[] = [];
let exitCode = 1;
let child: ChildProcess | undefined;
try {
  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    child = start();
    startTimes.push(await waitHealthy(child));
    cameUp += 1;
    const check = await verify();
    lost = Math.max(lost, check.missing);
    if (check.missing > 0 || check.violations.length > 0) {
      throw new Error(
        `cycle ${cycle}: ${check.missing} acknowledged writes missing; ${check.violations.join("; ")}`,
      );
    }
    let stopped = false;
    const writers = Array.from({ length: 8 }, () => writer(() => stopped));
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 2_000));
    const withPostgres = cycle % 2 === 0;
    const pids = withPostgres ? await postgresPids() : [];
    const exited = new Promise((resolve) => child?.once("exit", resolve));
    child.kill("SIGKILL");
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    await exited;
    stopped = true;
    await Promise.all(writers);
    console.log(
      `cycle ${cycle}: up in ${((startTimes.at(-1) ?? 0) / 1000).toFixed(1)} s, killed -9 ${withPostgres ? "with its PostgreSQL" : "(PostgreSQL orphaned)"}; ${acknowledged.length} acknowledged so far`,
    );
  }
  // One more start: the last kill's writes must be there too, and SIGTERM ends it cleanly.
  child = start();
  await waitHealthy(child);
  const check = await verify();
  lost = Math.max(lost, check.missing);
  const exited = new Promise<number | null>((resolve) =>
    child?.once("exit", (code) => resolve(code)),
  );
  child.kill("SIGTERM");
  const code = await exited;
  console.log(
    `\n${cameUp}/${CYCLES} restarts after kill -9 came up (slowest ${(Math.max(...startTimes) / 1000).toFixed(1)} s); ` +
      `${acknowledged.length} acknowledged writes, ${check.missing} missing; ledger checks: ${check.violations.length} violations; final SIGTERM exit ${code}`,
  );
  exitCode =
    cameUp === CYCLES && check.missing === 0 && check.violations.length === 0 && code === 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.log(
    `${cameUp}/${CYCLES} came up before the failure; log: ${path.join(tmpdir(), "repgate-crash-test.log")}`,
  );
} finally {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  for (const pid of await postgresPids()) {
    try {
      process.kill(pid, "SIGINT");
    } catch {
      // gone
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
