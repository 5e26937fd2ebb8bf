import { randomBytes } from "node:crypto";
import pg from "pg";
import { FILE_DB_PREFIX, TEMPLATE_DB, withDatabase } from "./global-setup.ts";

/**
 * The databases of the test apps, each equal to the template when an app takes it. Copying the
 * template is the largest fixed cost of an API test file (a few hundred milliseconds of
 * PostgreSQL writing ten megabytes; emptying the tables takes a few): so a database that an
 * ended file handed back is put back to the template's rows and taken by a later file of the
 * same worker, and a copy is made only when none is free (the first file of a worker, a second
 * app alive next to the first). Where files share a worker's modules (the server project runs
 * with isolate: false) this pool serves them all; elsewhere each file's module state is new and
 * each of its apps gets a copy.
 */
export interface AppDatabase {
  name: string;
  /** Hands the database back, for a later app, once the app on it has closed. */
  release(): void;
}

/** Databases handed back by ended files, emptied again only when taken. */
const free: string[] = [];
/** One transaction that gives every table of a copy the rows it had as a fresh copy. */
let resetSql: Promise<string> | undefined;

/** A database equal to the template, for an app about to be built. */
export async function takeAppDatabase(adminUrl: string): Promise<AppDatabase> {
  let name = free.pop();
  if (name && resetSql) await resetToTemplate(withDatabase(adminUrl, name), await resetSql);
  else {
    const copy = await copyTemplate(adminUrl);
    resetSql ??= readResetSql(withDatabase(adminUrl, copy));
    await resetSql;
    name = copy;
  }
  const taken = name;
  return {
    name: taken,
    release() {
      free.push(taken);
    },
  };
}

export async function copyTemplate(adminUrl: string): Promise<string> {
  const name = `${FILE_DB_PREFIX}${randomBytes(6).toString("hex")}`;
  await withClient(adminUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`),
  );
  return name;
}

/**
 * A connection of an earlier file left open in a transaction would make the reset wait for its
 * locks: it fails after this long, with a message, rather than hanging the next file.
 */
const RESET_LOCK_TIMEOUT = "5s";

export async function resetToTemplate(url: string, resetSql: string): Promise<void> {
  await withClient(url, async (client) => {
    try {
      await client.query(resetSql);
    } catch (error) {
      await client.query("ROLLBACK");
      throw new Error(
        `resetting the worker's test database failed (did an earlier file leave a connection open in a transaction?): ${(error as Error).message}`,
      );
    }
  });
}

/**
 * Reads from a fresh copy what resetting it takes: every table emptied (with triggers off, as a
 * copy's tables were filled by the migrations and the seed, not by the app), the rows of the
 * tables the template fills written back, and each sequence set where the template left it.
 */
export async function readResetSql(url: string): Promise<string> {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string; columns: string }>(
      `SELECT format('%I.%I', n.nspname, c.relname) AS name,
              string_agg(format('%I', a.attname), ', ' ORDER BY a.attnum) AS columns
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE c.relkind IN ('r', 'p')
          AND n.nspname NOT IN ('pg_catalog', 'information_schema')
          AND n.nspname NOT LIKE 'pg\\_%'
          AND a.attgenerated = ''
        GROUP BY n.nspname, c.relname
        ORDER BY 1`,
    );
    const refills: string[] = [];
    for (const { name, columns } of tables) {
      const { rows } = await client.query<{ json: string | null }>(
        `SELECT json_agg(t)::text AS json FROM ${name} t`,
      );
      const json = rows[0]?.json;
      if (!json) continue;
      refills.push(
        `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${name}, ${pg.escapeLiteral(json)});`,
      );
    }
    const { rows: sequences } = await client.query<{ statement: string }>(
      `SELECT format('SELECT setval(%L, %s, %s);', format('%I.%I', schemaname, sequencename),
                     coalesce(last_value, start_value), (last_value IS NOT NULL)::text) AS statement
         FROM pg_sequences`,
    );
    return [
      "BEGIN;",
      `SET LOCAL lock_timeout = '${RESET_LOCK_TIMEOUT}';`,
      "SET LOCAL session_replication_role = replica;",
      ...tables.map(({ name }) => `DELETE FROM ${name};`),
      ...refills,
      ...sequences.map(({ statement }) => statement),
      "COMMIT;",
    ].join("\n");
  });
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
