import { type ChildProcess, spawn } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../apps/server/dist/main.js", import.meta.url));

export interface Running {
  url: string;
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
]);

/** The yardstick: the fastest answer Node itself can give on this machine. */
export async function startBareServer(port: number): Promise<Running> {
  const body = JSON.stringify({ hello: "world" });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The production build on a fresh embedded PostgreSQL in a temporary directory, configured
 * exactly as `npm start` runs it: only where it listens and where it keeps its data differ.
 * Its standard output is read as a terminal would read it, and the lines are counted.
 */
export async function startRepGate(
  port: number,
  pgPort: number,
): Promise<Running & { logLines(): number }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "repgate-bench-"));
  await chmod(dataDir, 0o755);
  const running = await startProduction(port, {
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
  });
  return {
    ...running,
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
): Promise<Running & { logLines(): number }> {
  return startProduction(port, { DATABASE_URL: databaseUrl });
}

/** `node apps/server/dist/main.js` with the shell's settings removed and `where` added. */
async function startProduction(
  port: number,
  where: Record<string, string>,
): Promise<Running & { logLines(): number }> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !CONFIGURATION.has(name)),
  );
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: { ...inherited, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", ...where },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let lines = 0;
  child.stdout?.on("data", (chunk: Buffer) => {
    for (const byte of chunk) if (byte === 10) lines += 1;
  });
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
    logLines: () => lines,
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
