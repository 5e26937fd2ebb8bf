import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freeTcpPort } from "./test/free-port.ts";
import { collectProcessLog } from "./test/server-log.ts";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));
// The same ports across the restarts below, as the kernel hands free ones out.
const port = await freeTcpPort();
const pgPort = await freeTcpPort();
const base = `http://127.0.0.1:${port}`;
let dataDir = "";
const children: ChildProcess[] = [];

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.stdout) collectProcessLog(child.stdout, base);
  if (child.stderr) collectProcessLog(child.stderr, base);
  children.push(child);
  return child;
}

async function waitUntilHealthy(): Promise<void> {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not become healthy within 120 s");
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

function postgresRunningIn(dir: string): boolean {
  const list = execFileSync("ps", ["-eo", "args"], { encoding: "utf8" });
  return list.split("\n").some((line) => line.includes("postgres -D") && line.includes(dir));
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("the server process on its embedded database", () => {
  it("keeps data across a kill -9 and shuts down cleanly on SIGTERM", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "repgate-boot-"));
    await chmod(dataDir, 0o755);
    const credentials = { email: "survivor@example.com", password: "hunter-secret" };

    const first = startServer();
    await waitUntilHealthy();
    const registered = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...credentials, hunterName: "Survivor" }),
    });
    expect(registered.status).toBe(201);

    const killed = exitOf(first);
    first.kill("SIGKILL");
    await killed;

    const second = startServer();
    await waitUntilHealthy();
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(credentials),
    });
    expect(login.status).toBe(200);

    const stopped = exitOf(second);
    second.kill("SIGTERM");
    expect(await stopped).toBe(0);
    expect(postgresRunningIn(path.join(dataDir, "postgres"))).toBe(false);
  }, 300_000);
});
