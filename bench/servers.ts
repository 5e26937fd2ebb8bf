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

/** The production build on a fresh embedded PostgreSQL in a temporary directory. */
export async function startRepGate(port: number, pgPort: number): Promise<Running> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "repgate-bench-"));
  await chmod(dataDir, 0o755);
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "1000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
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
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
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
