import { type ChildProcess, spawn } from "node:child_process";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { atFileEnd } from "./at-file-end.ts";
import { freeTcpPort } from "./free-port.ts";

/** Debian's package puts it here; `scripts/ensure-debian-package.mjs` installs it for the tests. */
const PGBOUNCER = process.env.PGBOUNCER_PATH ?? "/usr/sbin/pgbouncer";

export interface PgBouncer {
  /** `directUrl` with its host and port replaced by PgBouncer's. */
  url: string;
}

/**
 * A real PgBouncer in transaction pooling mode in front of `directUrl`'s database, as an
 * operator runs it (docs/operations.md), on a free port. It knows the URL's user and password
 * (its auth file) and checks them itself. Stopped when the file's tests end.
 */
export async function startPgBouncer(directUrl: string, poolSize = 4): Promise<PgBouncer> {
  const target = new URL(directUrl);
  const database = target.pathname.slice(1);
  const user = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  const port = await freeTcpPort();
  const dir = await mkdtemp(join(tmpdir(), "repgate-pgbouncer-"));
  const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;
  await writeFile(join(dir, "users.txt"), `${quoted(user)} ${quoted(password)}\n`);
  await writeFile(
    join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `${database} = host=${target.hostname} port=${target.port} dbname=${database}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = scram-sha-256",
      `auth_file = ${join(dir, "users.txt")}`,
      "pool_mode = transaction",
      `default_pool_size = ${poolSize}`,
      "max_client_conn = 500",
      // node-postgres sends none of these, but a client library may; PgBouncer refuses unknown ones.
      "ignore_startup_parameters = extra_float_digits",
      "",
    ].join("\n"),
  );
  // PgBouncer will not run as root; as root it is given PostgreSQL's system user to run as.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    await chmod(dir, 0o755);
    await chmod(join(dir, "users.txt"), 0o644);
  }
  const args = [...(asRoot ? ["-u", "postgres"] : []), join(dir, "pgbouncer.ini")];
  const child: ChildProcess = spawn(PGBOUNCER, args, { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    // Its own log (each login, each pool's statistics): kept only to explain a failed start.
    if (output.length < 20_000) output += chunk.toString();
  });
  atFileEnd(async () => {
    if (child.exitCode === null) child.kill("SIGKILL");
    await rm(dir, { recursive: true, force: true });
  });
  const url = new URL(directUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited: ${output}`);
    const client = new pg.Client({ connectionString: url.toString() });
    const ready = await client.connect().then(
      () => client.query("SELECT 1").then(() => true),
      () => false,
    );
    await client.end().catch(() => {});
    if (ready) return { url: url.toString() };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`pgbouncer did not accept a login within 10 s: ${output}`);
}
