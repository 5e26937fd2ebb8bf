import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { atFileEnd } from "./at-file-end.ts";
import { freeTcpPort } from "./free-port.ts";
import { collectProcessLog } from "./server-log.ts";

const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));

export interface ServerProcess {
  base: string;
  child: ChildProcess;
}

/**
 * Starts the real server entry point (`main.ts`, as `npm start` runs it) as a process of its
 * own on `databaseUrl`, on a free port, and waits until it is healthy. Several of them on one
 * database are several instances behind a load balancer. Killed when the file's tests end.
 * It logs at warn, as production would show, to the collector (server-log.ts): a line no test
 * expected fails the test.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  // A pick from a fixed range collided with the ephemeral port of some other test's connection.
  const port = await freeTcpPort();
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // The suite's workers share two cores: a second's wait is load, not the server's bug
      // (latency is the benchmarks' to judge), as in test-app.ts.
      SLOW_REQUEST_MS: "60000",
      ...env,
    },
    stdio: ["ignore", "pipe", process.env.SERVER_STDIO === "inherit" ? "inherit" : "pipe"],
  });
  const base = `http://127.0.0.1:${port}`;
  if (child.stdout) collectProcessLog(child.stdout, base);
  // Node's own complaints (an unhandled rejection, a crash) go to standard error.
  if (child.stderr) collectProcessLog(child.stderr, base);
  atFileEnd(() => {
    if (child.exitCode === null) child.kill("SIGKILL");
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not become healthy within 60 s");
}
