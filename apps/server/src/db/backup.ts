import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip, createGzip } from "node:zlib";
import type pg from "pg";

/**
 * Logical backups without pg_dump (the embedded PostgreSQL package ships none): every table of
 * the public schema read inside one REPEATABLE READ READ ONLY transaction, so the whole file is
 * one consistent snapshot even while the game runs. The file is gzipped JSON lines: a header
 * (format, the applied migrations, the tables and their columns), then each table's rows in
 * chunks as `to_jsonb` gives them. Restoring puts rows back through jsonb_populate_recordset,
 * which turns every value back into its column's type (uuid, timestamptz, bigint, jsonb...).
 */
const BACKUP_FORMAT = "repgate-logical-backup/1";
const CHUNK_ROWS = 1_000;

interface Header {
  format: string;
  createdAt: string;
  migrations: number;
  tables: { name: string; rows: number }[];
}

async function publicTables(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}

async function appliedMigrations(client: pg.PoolClient): Promise<number> {
  const { rows: exists } = await client.query<{ present: boolean }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present",
  );
  if (!exists[0]?.present) return 0;
  const { rows } = await client.query<{ n: number }>(
    "SELECT COUNT(*)::int AS n FROM drizzle.__drizzle_migrations",
  );
  return rows[0]?.n ?? 0;
}

/** What other sessions of the database are doing, for a restore that cannot take its locks. */
async function otherSessions(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ pid: number; state: string; query: string; app: string }>(
    `SELECT pid, state, left(query, 200) AS query, application_name AS app FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`,
  );
  return JSON.stringify(rows);
}

/** Writes a consistent backup of the database to `file`; returns its header. */
export async function backupDatabase(pool: pg.Pool, file: string): Promise<Header> {
  const client = await pool.connect();
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, "drain");
  };
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const tables = await publicTables(client);
    const header: Header = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      tables: [],
    };
    for (const name of tables) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT COUNT(*)::int AS n FROM "${name}"`,
      );
      header.tables.push({ name, rows: rows[0]?.n ?? 0 });
    }
    await write(header);
    for (const { name } of header.tables) {
      // A cursor-free chunking by ctid order would need a key; OFFSET over a snapshot is stable.
      for (let offset = 0; ; offset += CHUNK_ROWS) {
        const { rows } = await client.query<{ row: unknown }>(
          `SELECT to_jsonb(t) AS row FROM "${name}" t ORDER BY t::text LIMIT ${CHUNK_ROWS} OFFSET ${offset}`,
        );
        if (rows.length === 0) break;
        await write({ table: name, rows: rows.map((r) => r.row) });
        if (rows.length < CHUNK_ROWS) break;
      }
    }
    await client.query("COMMIT");
    gzip.end();
    await once(out, "close");
    return header;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    gzip.destroy();
    out.destroy();
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Replaces every row of the database by the backup's, in one transaction (all or nothing).
 * The schema must already be migrated at least as far as the backup's; a backup from a newer
 * version is refused. Foreign keys and triggers are held off while rows go in (the backup is
 * one consistent snapshot), and sequences continue after the highest restored id.
 */
export async function restoreDatabase(pool: pg.Pool, file: string): Promise<Header> {
  const client = await pool.connect();
  try {
    let header: Header | undefined;
    await client.query("BEGIN");
    // Read from here, with no await before the loop: an interface starts emitting lines as it is
    // made, and lines emitted before the loop began were lost (a restore under load then missed
    // tables, or waited for ever on a file already read).
    const lines = createInterface({
      input: createReadStream(file).pipe(createGunzip()),
      crlfDelay: Infinity,
    });
    for await (const line of lines) {
      if (!line) continue;
      const record = JSON.parse(line) as Header | { table: string; rows: unknown[] };
      if (!header) {
        header = record as Header;
        if (header.format !== BACKUP_FORMAT)
          throw new Error(`not a RepGate backup (${header.format})`);
        const current = await appliedMigrations(client);
        if (header.migrations > current) {
          throw new Error(
            `the backup is from a newer version (${header.migrations} migrations, this one has ${current}); restore it with that version`,
          );
        }
        const present = new Set(await publicTables(client));
        const missing = header.tables.filter((t) => !present.has(t.name));
        if (missing.length > 0)
          throw new Error(`tables missing here: ${missing.map((t) => t.name).join(", ")}`);
        await client.query("SET LOCAL session_replication_role = replica");
        // Rows are replaced only when nothing else holds the tables: wait 10 s, then say who does.
        await client.query("SET LOCAL lock_timeout = '10s'");
        const names = header.tables.map((t) => `"${t.name}"`).join(", ");
        if (names) {
          await client
            .query(`TRUNCATE ${names} CASCADE`)
            .catch(async (error: { code?: string }) => {
              if (error.code !== "55P03") throw error;
              throw new Error(`other sessions hold the tables: ${await otherSessions(pool)}`);
            });
        }
        continue;
      }
      const { table, rows } = record as { table: string; rows: unknown[] };
      await client.query(
        `INSERT INTO "${table}" SELECT * FROM jsonb_populate_recordset(NULL::"${table}", $1::jsonb)`,
        [JSON.stringify(rows)],
      );
    }
    if (!header) throw new Error("the backup file is empty");
    // Sequences (bigserial ids) continue after what was restored.
    const { rows: sequences } = await client.query<{
      table: string;
      column: string;
      sequence: string;
    }>(
      `SELECT c.relname AS table, a.attname AS column, pg_get_serial_sequence(format('%I', c.relname), a.attname) AS sequence
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE n.nspname = 'public' AND c.relkind = 'r'
          AND pg_get_serial_sequence(format('%I', c.relname), a.attname) IS NOT NULL`,
    );
    for (const s of sequences) {
      await client.query(
        `SELECT setval($1, COALESCE((SELECT MAX("${s.column}") FROM "${s.table}"), 0) + 1, false)`,
        [s.sequence],
      );
    }
    await client.query("COMMIT");
    return header;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
