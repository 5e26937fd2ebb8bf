// `npm run backup [-- <file>]` and `npm run restore -- <file>`: a logical backup of the
// database (db/backup.ts) to a gzipped JSON-lines file, and back. With DATABASE_URL they use
// that server; otherwise the embedded cluster in DATA_DIR: a backup connects to the running one
// (the game keeps running: the backup is one snapshot) or starts it for the time of the backup;
// a restore refuses while a server uses the cluster (stop `npm start` first).
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { readEnv } from "../env.ts";
import { backupDatabase, restoreDatabase } from "./backup.ts";
import { startEmbeddedDatabase } from "./embedded.ts";
import { migrateDatabase } from "./migrate.ts";

const [command, fileArgument] = process.argv.slice(2);
const env = readEnv();

async function runningEmbeddedUrl(): Promise<string | null> {
  const password = (
    await readFile(path.join(env.DATA_DIR, "postgres-password"), "utf8").catch(() => "")
  ).trim();
  if (!password) return null;
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${env.EMBEDDED_PG_PORT}/repgate`;
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  try {
    await client.connect();
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

async function main(): Promise<void> {
  if (command !== "backup" && command !== "restore")
    throw new Error("usage: backup-cli backup|restore <file>");
  const file =
    fileArgument ??
    (command === "backup"
      ? `repgate-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.jsonl.gz`
      : undefined);
  if (!file) throw new Error("Which backup file? npm run restore -- <file>");
  let url = env.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!url) {
    const running = await runningEmbeddedUrl();
    if (running && command === "restore") {
      throw new Error(
        "The game's database is in use: stop the server (npm start) before restoring.",
      );
    }
    if (running) url = running;
    else {
      const embedded = await startEmbeddedDatabase({
        dataDir: env.DATA_DIR,
        port: env.EMBEDDED_PG_PORT,
        database: "repgate",
      });
      url = embedded.url;
      stop = embedded.stop;
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    if (command === "backup") {
      const header = await backupDatabase(pool, file);
      const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
      console.log(`Backed up ${header.tables.length} tables (${rows} rows) to ${file}`);
    } else {
      // The schema first (as `npm start` would make it), then the rows.
      await migrateDatabase(pool);
      const header = await restoreDatabase(pool, file);
      const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
      console.log(
        `Restored ${header.tables.length} tables (${rows} rows) from ${file} (taken ${header.createdAt})`,
      );
    }
  } finally {
    await pool.end();
    await stop?.();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
