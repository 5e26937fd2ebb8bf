// Where compressing API JSON pays: each read a screen makes, as a fresh hunter sees it, with
// its size plain, gzip (level 6) and brotli (quality 4, what the server uses per request), the
// CPU each costs, and the time the saved bytes take on Lighthouse's mobile link (1.6 Mbit/s).
// The server compresses replies of MIN_COMPRESSED_BYTES (1 KiB) or more.
import { performance } from "node:perf_hooks";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { signInHunter, startRepGate } from "./servers.ts";

const READS = [
  "/api/auth/user",
  "/api/dungeons",
  "/api/inventory",
  "/api/inventory/equipment",
  "/api/quests",
  "/api/quests/daily",
  "/api/shop/items",
  "/api/shop/auction",
  "/api/leaderboard",
  "/api/notifications",
  "/api/user-classes",
];
/** Lighthouse's simulated mobile download: 1,638.4 kbit/s, in bytes per millisecond. */
const MOBILE_BYTES_PER_MS = (1638.4 * 1024) / 8 / 1000;
const ROUNDS = 2_000;

function microsPer(work: () => void): number {
  for (let i = 0; i < 100; i += 1) work();
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) work();
  return ((performance.now() - start) * 1000) / ROUNDS;
}

const PORT = Number(process.env.BENCH_PORT ?? 39_101);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 39_103);
const app = await startRepGate(PORT + 1, PG_PORT);
try {
  const cookie = await signInHunter(app.url);
  console.log("| read | plain B | gzip B | br B | gzip µs | br µs | saved on mobile ms |");
  console.log("|---|---|---|---|---|---|---|");
  for (const path of READS) {
    const response = await fetch(`${app.url}${path}`, {
      headers: { cookie, "accept-encoding": "identity" },
    });
    const body = Buffer.from(await response.arrayBuffer());
    const gz = gzipSync(body, { level: 6 });
    const brOptions = {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    };
    const br = brotliCompressSync(body, brOptions);
    const gzUs = microsPer(() => gzipSync(body, { level: 6 }));
    const brUs = microsPer(() => brotliCompressSync(body, brOptions));
    const savedMs = (body.length - br.length) / MOBILE_BYTES_PER_MS;
    console.log(
      `| ${path} (${response.status}) | ${body.length} | ${gz.length} | ${br.length} | ${gzUs.toFixed(0)} | ${brUs.toFixed(0)} | ${savedMs.toFixed(1)} |`,
    );
  }
} finally {
  await app.stop();
}
