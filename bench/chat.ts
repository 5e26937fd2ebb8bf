// Chat fan-out: 2,000 sockets of onboarded hunters split over two server instances on one
// PostgreSQL, all in the same region. The instances are the production build configured as
// `npm start` runs it (bench/servers.ts). Regional messages, spaced out, are sent from a socket
// on instance A; every socket records each message's delivery time (receipt - send, one
// clock: performance.timeOrigin + performance.now()). The sockets live in worker threads, one
// per core, each a bare WebSocket reader (bench/chat-clients.mjs), so the client side is not
// the bottleneck.
// What is measured is a server that has settled: the seeded tables are analysed (as
// autovacuum would, seconds later, in the middle of the run) and the first WARMUP messages,
// which compile the path in both instances, are sent but not counted.
// Budget: p99 delivery over all counted deliveries < 50 ms.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import pg from "pg";
import WebSocket from "ws";
import { startEmbeddedDatabase } from "../apps/server/src/db/embedded.ts";
import { failOnServerWarnings, type RunningRepGate, startRepGateOn } from "./servers.ts";

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10);
const SPACING_MS = Number(process.env.BENCH_SPACING_MS ?? 1_200);
const PORT = Number(process.env.BENCH_PORT ?? 39_121);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 39_123);
const BUDGET_P99_MS = 50;
const now = () => performance.timeOrigin + performance.now();

const dataDir = await mkdtemp(path.join(tmpdir(), "repgate-bench-chat-"));
await chmod(dataDir, 0o755);
const database = await startEmbeddedDatabase({ dataDir, port: PG_PORT, database: "repgate" });
const instances: RunningRepGate[] = [];
const workers: Worker[] = [];
try {
  // The first instance migrates; the second finds the schema ready.
  instances.push(await startRepGateOn(PORT, database.url));
  instances.push(await startRepGateOn(PORT + 1, database.url));

  // Hunters and their sessions straight in SQL (signing 2,000 up through argon2 takes minutes).
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(
    `INSERT INTO users (email, password_hash, hunter_name, hunter_name_key,
       has_accepted_player, has_completed_assessment, has_completed_profile, user_class)
     SELECT 'c' || i || '@bench.example', 'x', 'Chatter ' || i, 'chatter ' || i,
       true, true, true, 'Fighter' FROM generate_series(0, $1::int) AS i`,
    [SOCKETS],
  );
  await client.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     SELECT encode(sha256(convert_to('bench-' || u.hunter_name_key, 'UTF8')), 'hex'), u.id,
       now() + interval '1 day'
     FROM users u WHERE u.email LIKE '%@bench.example'`,
  );
  await client.query("VACUUM ANALYZE users, sessions");
  await client.end();
  const cookieOf = (i: number) => `repgate_session=${encodeURIComponent(`bench-chatter ${i}`)}`;
  const wsUrl = (port: number) => `ws://127.0.0.1:${port}/ws`;

  // Socket i goes to instance A or B by parity; the workers share them out.
  const shares: Array<Array<{ url: string; cookie: string }>> = Array.from(
    { length: WORKERS },
    () => [],
  );
  for (let i = 1; i <= SOCKETS; i += 1) {
    shares[i % WORKERS]?.push({ url: wsUrl(i % 2 ? PORT : PORT + 1), cookie: cookieOf(i) });
  }
  const connectStart = now();
  await Promise.all(
    shares.map(
      (sockets) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL("./chat-clients.mjs", import.meta.url), {
            workerData: { sockets },
          });
          workers.push(worker);
          worker.on("message", (m: { type: string; message?: string }) => {
            if (m.type === "ready") resolve();
            if (m.type === "error") reject(new Error(m.message));
          });
          worker.on("error", reject);
        }),
    ),
  );
  const connectSeconds = (now() - connectStart) / 1000;

  const sender = new WebSocket(wsUrl(PORT), { headers: { cookie: cookieOf(0) } });
  await new Promise((resolve) => sender.once("message", resolve));
  // Spaced so that the sender stays under the flood limit (10 per 10 s).
  for (let m = 0; m < WARMUP + MESSAGES; m += 1) {
    await new Promise((r) => setTimeout(r, SPACING_MS));
    const label = m < WARMUP ? "warmup" : "bench";
    sender.send(
      JSON.stringify({ type: "chat", data: { content: `${label} ${now()}`, type: "regional" } }),
    );
  }
  await new Promise((r) => setTimeout(r, 2_000));
  const all: number[] = [];
  for (const worker of workers) {
    const latencies = await new Promise<number[]>((resolve) => {
      worker.once("message", (m: { latencies: number[] }) => resolve(m.latencies));
      worker.postMessage("report");
    });
    all.push(...latencies);
  }
  sender.close();
  all.sort((a, b) => a - b);
  const at = (q: number) => all[Math.min(all.length - 1, Math.floor(q * all.length))] ?? NaN;
  const expected = SOCKETS * MESSAGES;
  const p99 = at(0.99);
  console.log(
    `Chat fan-out: ${SOCKETS} sockets over 2 instances (${WORKERS} client threads), connected in ${connectSeconds.toFixed(1)} s`,
  );
  console.log(
    `${MESSAGES} regional messages ${SPACING_MS} ms apart, after ${WARMUP} not counted: ${all.length} of ${expected} deliveries`,
  );
  console.log(
    `delivery p50 ${at(0.5).toFixed(1)} ms  p90 ${at(0.9).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  max ${(all.at(-1) ?? NaN).toFixed(1)} ms  budget p99 < ${BUDGET_P99_MS} ms  ${p99 < BUDGET_P99_MS && all.length === expected ? "OK" : "OVER BUDGET"}`,
  );
  process.exitCode = p99 < BUDGET_P99_MS && all.length === expected ? 0 : 1;
  failOnServerWarnings(instances);
} finally {
  await Promise.all(workers.map((w) => w.terminate()));
  for (const instance of instances) await instance.stop();
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}
