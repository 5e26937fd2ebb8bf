// Reads a server's JSON log on standard input and appends every line at warn or above to the
// file named by argv[2], so that `npm run test:e2e` fails on a warning the browser tests made
// the server log (e2e/check-server-log.mjs). Usage: node main.js | node collect-warnings.mjs F
import { appendFileSync } from "node:fs";
import { createInterface } from "node:readline";

const file = process.argv[2];
for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  let level = 60;
  try {
    level = JSON.parse(line).level;
  } catch {
    // Not pino's JSON: Node itself printed it (a crash), which is worse than a warning.
  }
  if (level >= 40) appendFileSync(file, `${line}\n`);
}
