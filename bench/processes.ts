// Every server a benchmark measures runs in a process of its own, and so does the load
// generator: a server that shares an event loop with the load tool serves a tenth of what it
// can, and every ratio built on it is wrong.
import { type ChildProcess, spawn } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Result } from "autocannon";
import type { Running } from "./servers.ts";

const here = (file: string) => fileURLToPath(new URL(`./processes/${file}`, import.meta.url));

/** Starts `node script args…` and waits for it to print "listening". */
async function startListening(script: string, port: number, args: string[] = []) {
  const child: ChildProcess = spawn(process.execPath, [here(script), String(port), ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  } satisfies Running;
}

/** A bare node:http hello-world: the fastest answer Node gives on this machine. */
export function startBareServer(port: number): Promise<Running> {
  return startListening("bare-server.mjs", port);
}

/** A response as recorded from RepGate, to be answered again byte for byte. */
export interface RecordedResponse {
  /** The request's If-None-Match this answers (null: none). */
  ifNoneMatch: string | null;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers Node's HTTP server writes for any response: the yardstick's own server writes them too. */
const PER_CONNECTION = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
]);

/** Requests `url` with `headers` and records what came back, as the wire carried it. */
export function recordResponse(
  url: string,
  headers: Record<string, string>,
): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const kept: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined && !PER_CONNECTION.has(name)) kept[name] = String(value);
          }
          resolve({
            ifNoneMatch: headers["if-none-match"] ?? null,
            status: response.statusCode ?? 0,
            headers: kept,
            body: Buffer.concat(chunks),
          });
        });
      })
      .on("error", reject);
  });
}

/**
 * A minimal route of the project's own Fastify that answers `path` with the recorded
 * responses: what sending that exact answer costs, without auth, hooks or cache.
 */
export async function startReplayServer(
  port: number,
  pathname: string,
  responses: RecordedResponse[],
): Promise<Running> {
  const file = path.join(tmpdir(), `repgate-replay-${process.pid}-${port}.json`);
  const recording = {
    path: pathname,
    responses: responses.map((r) => ({ ...r, body: r.body.toString("base64") })),
  };
  await writeFile(file, JSON.stringify(recording));
  const server = await startListening("replay-server.mjs", port, [file]);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await rm(file, { force: true });
    },
  };
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  headers?: Record<string, string>;
}

/** Runs autocannon in a process of its own against `options.url` and returns its result. */
export async function runLoad(options: LoadOptions): Promise<Result> {
  const child = spawn(process.execPath, [here("load.mjs"), JSON.stringify(options)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const chunks: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`the load generator exited with ${code}`);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Result;
}
