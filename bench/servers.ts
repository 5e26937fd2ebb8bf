import { type ChildProcess, spawn } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The build measured: this checkout's, or another checkout's built server
 * (`BENCH_SERVER_MAIN=/path/to/apps/server/dist/main.js`), to run the build before a change and
 * the one after it in turns through the same harness.
 */
const MAIN =
  process.env.BENCH_SERVER_MAIN ??
  fileURLToPath(new URL("../apps/server/dist/main.js", import.meta.url));

export interface Running {
  url: string;
  /** The server's process, for benchmarks that read its memory and CPU in /proc. */
  pid: number;
  stop(): Promise<void>;
}

/** Settings of the server (apps/server/src/env.ts) a shell could leak into the benchmark. */
const CONFIGURATION = new Set([
  "NODE_ENV",
  "PORT",
  "HOST",
  "DATABASE_URL",
  "DATA_DIR",
  "EMBEDDED_PG_PORT",
  "LOG_LEVEL",
  "LOG_REQUESTS",
  "SLOW_REQUEST_MS",
  "AUTH_RATE_LIMIT",
  "ALLOWED_ORIGINS",
  "TRUST_PROXY",
  "WEB_DIST_DIR",
  "PUSH_HTTP_ORIGINS",
]);

/** What a RepGate process logged, by pino level, and the lines at warn or above. */
interface ServerLog {
  /** How many lines at each level name ("info", "warn", ...) since the process started. */
  counts(): Record<string, number>;
  /** The lines at warn or above, as logged (JSON text). */
  warnings(): string[];
}

export type RunningRepGate = Running & { log: ServerLog };

const LEVEL_NAMES: Record<number, string> = {
  10: "trace",
  20: "debug",
  30: "info",
  40: "warn",
  50: "error",
  60: "fatal",
};

/** Reads a process's JSON log lines as they come and keeps counts by level. */
function readLog(output: NodeJS.ReadableStream): ServerLog {
  const counts: Record<string, number> = {};
  const warnings: string[] = [];
  let partial = "";
  output.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    for (const text of lines) {
      if (!text.trim()) continue;
      let level = "unparsed";
      try {
        level = LEVEL_NAMES[(JSON.parse(text) as { level: number }).level] ?? "unparsed";
      } catch {
        // Not pino's JSON: something printed by Node itself, counted as "unparsed".
      }
      counts[level] = (counts[level] ?? 0) + 1;
      if (level !== "trace" && level !== "debug" && level !== "info") warnings.push(text);
    }
  });
  return { counts: () => ({ ...counts }), warnings: () => [...warnings] };
}

/**
 * The production build on a fresh embedded PostgreSQL in a temporary directory, configured
 * exactly as `npm start` runs it: only where it listens and where it keeps its data differ.
 * Its standard output is read as a terminal would read it, and the lines are counted by level.
 */
export async function startRepGate(
  port: number,
  pgPort: number,
  /** Settings beyond `npm start`'s, e.g. a bench's test-only push stand-in. */
  extra: Record<string, string> = {},
): Promise<RunningRepGate & { dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "repgate-bench-"));
  await chmod(dataDir, 0o755);
  const running = await startProduction(port, {
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    ...extra,
  });
  return {
    ...running,
    // Where its embedded PostgreSQL keeps its data (and password), for a bench that seeds rows.
    dataDir,
    stop: async () => {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One instance of the production build on a database several instances share, configured
 * exactly as `npm start` runs it with DATABASE_URL set.
 */
export function startRepGateOn(
  port: number,
  databaseUrl: string,
  /** Another build's main.js (bench/build-before.ts), for a yardstick in the same run. */
  main = MAIN,
): Promise<RunningRepGate> {
  return startProduction(port, { DATABASE_URL: databaseUrl }, main);
}

/** `node apps/server/dist/main.js` with the shell's settings removed and `where` added. */
async function startProduction(
  port: number,
  where: Record<string, string>,
  main = MAIN,
): Promise<RunningRepGate> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !CONFIGURATION.has(name)),
  );
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: { ...inherited, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", ...where },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const log = readLog(child.stdout as NodeJS.ReadableStream);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`RepGate exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (attempt > 240) throw new Error("RepGate did not start within 60 s (run npm run build)");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    log,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Signs a hunter up and takes them through onboarding; returns their session cookie. */
export async function signInHunter(url: string): Promise<string> {
  const json = { "content-type": "application/json" };
  const registered = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: json,
    // Names are unique: each bench hunter gets their own.
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: "bench-password",
      hunterName: `Bencher ${Date.now().toString(36)}`,
    }),
  });
  const user = (await registered.json()) as { id: string };
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const call = (method: string, route: string, body?: unknown) =>
    fetch(`${url}${route}`, {
      method,
      headers: body === undefined ? { cookie } : { ...json, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  await call("PATCH", "/api/user/accept-player");
  await call("POST", "/api/user/complete-assessment", {
    pushups: 100,
    situps: 100,
    plankTime: 200,
    exerciseFrequency: "weekly",
    fitnessGoal: "general",
  });
  await call("POST", "/api/user/complete-profile");
  await call("POST", `/api/user/${user.id}/assign-class`, { className: "Fighter" });
  return cookie;
}

/**
 * Prints what the servers logged at warn or above since they started and says whether there
 * was any: a benchmark fails on a warning, since one logged under normal use is a bug (and
 * writing it costs the very throughput being measured).
 */
export function failOnServerWarnings(servers: RunningRepGate[]): void {
  const warnings = servers.flatMap((server) => server.log.warnings());
  if (warnings.length === 0) {
    console.log("\nThe server logged no warning or error.");
    return;
  }
  console.log(`\nFAIL: the server logged ${warnings.length} line(s) at warn or above:`);
  for (const text of warnings.slice(0, 5)) console.log(text.slice(0, 400));
  process.exitCode = 1;
}
