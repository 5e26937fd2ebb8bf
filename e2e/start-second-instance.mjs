// The second e2e instance: waits until the first one (and its embedded database) is up, reads
// the database password the first one generated, and serves the same database on its own port.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const [healthUrl, dataDir, pgPort] = process.argv.slice(2);
let healthy = false;
for (let attempt = 0; attempt < 480 && !healthy; attempt += 1) {
  healthy = await fetch(healthUrl).then(
    (r) => r.ok,
    () => false,
  );
  if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!healthy) {
  console.error(`${healthUrl} did not answer within two minutes`);
  process.exit(1);
}
const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/repgate`;
const server = spawn(process.execPath, ["apps/server/dist/main.js"], {
  // The same data directory as the first, for its VAPID keys: every instance must sign pushes
  // with the one key pair browsers subscribed with (the database is the first one's, by URL).
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
