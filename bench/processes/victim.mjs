// A careful hunter's reads while someone else abuses the server, in a process of its own so
// the abuser never shares its event loop. Four loops, each a read after the last one answered
// and a short pause, for DURATION seconds. Prints JSON: every latency (ms) and the statuses.
// Usage: node victim.mjs URL COOKIE DURATION_SECONDS
import http from "node:http";

const [url, cookie, seconds] = process.argv.slice(2);
const PATHS = ["/api/friends", "/api/auth/user", "/api/notifications", "/api/quests/daily"];
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const until = performance.now() + Number(seconds) * 1000;
const latencies = [];
const statuses = {};

function get(path) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      `${url}${path}`,
      { agent, headers: { cookie }, timeout: 30_000 },
      (res) => {
        res.resume();
        res.on("end", () => {
          latencies.push(performance.now() - started);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          resolve();
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => {
      latencies.push(performance.now() - started);
      statuses.error = (statuses.error ?? 0) + 1;
      resolve();
    });
  });
}

async function loop(offset) {
  for (let i = offset; performance.now() < until; i += 1) {
    await get(PATHS[i % PATHS.length]);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

await Promise.all([0, 1, 2, 3].map(loop));
agent.destroy();
process.stdout.write(JSON.stringify({ latencies, statuses }));
