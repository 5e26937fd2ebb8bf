import { nameKey } from "@repgate/game/rules/name-key";
import type pg from "pg";

/** A table whose names are unique by `nameKey`, and how a later look-alike is renamed. */
interface NamedTable {
  table: "users" | "guilds";
  name: "hunter_name" | "name";
  key: "hunter_name_key" | "name_key";
  index: string;
  /** Characters of the old name kept before "-" and the id; keeps guild names within 40. */
  keep: number;
}

const NAMED_TABLES: NamedTable[] = [
  {
    table: "users",
    name: "hunter_name",
    key: "hunter_name_key",
    index: "users_hunter_name_key",
    keep: 20,
  },
  { table: "guilds", name: "name", key: "name_key", index: "guilds_name_unique", keep: 7 },
];

/**
 * Rewrites every name key to the confusable skeleton (decision 019). Old data may hold names
 * that were distinct by the old key and are look-alikes by the new one: as in migration 0008,
 * the oldest row (created_at, then id) keeps its name and each later one gets "-" and its id
 * (hex, no dashes) appended. The unique index is dropped and rebuilt inside the transaction, so
 * rows can trade keys without tripping over each other; a crash leaves everything as it was.
 */
async function rekeyNames(client: pg.PoolClient): Promise<void> {
  for (const t of NAMED_TABLES) {
    await client.query(`DROP INDEX "${t.index}"`);
    const { rows } = await client.query<{ id: string; name: string; key: string }>(
      `SELECT id::text AS id, "${t.name}" AS name, "${t.key}" AS key FROM "${t.table}"
       ORDER BY created_at, id`,
    );
    const taken = new Set<string>();
    const ids: string[] = [];
    const names: string[] = [];
    const keys: string[] = [];
    for (const row of rows) {
      let name = row.name;
      let key = nameKey(name);
      if (taken.has(key)) {
        name = `${[...name].slice(0, t.keep).join("")}-${row.id.replaceAll("-", "")}`;
        key = nameKey(name);
      }
      taken.add(key);
      if (name !== row.name || key !== row.key) {
        ids.push(row.id);
        names.push(name);
        keys.push(key);
      }
    }
    if (ids.length > 0) {
      await client.query(
        `UPDATE "${t.table}" AS t SET "${t.name}" = v.name, "${t.key}" = v.key
         FROM unnest($1::uuid[], $2::text[], $3::text[]) AS v(id, name, key) WHERE t.id = v.id`,
        [ids, names, keys],
      );
    }
    // Rebuilding the index also proves the keys unique: a collision here rolls everything back.
    await client.query(`CREATE UNIQUE INDEX "${t.index}" ON "${t.table}" ("${t.key}")`);
  }
}

const DATA_MIGRATIONS: { name: string; run: (client: pg.PoolClient) => Promise<void> }[] = [
  { name: "name-skeleton-keys", run: rekeyNames },
];

/**
 * Runs the data migrations not yet recorded in `data_migrations`, each in its own transaction
 * with its record. The caller holds the migration lock, so instances booting together run each
 * once.
 */
export async function runDataMigrations(client: pg.PoolClient): Promise<void> {
  for (const migration of DATA_MIGRATIONS) {
    await client.query("BEGIN");
    try {
      const done = await client.query("SELECT 1 FROM data_migrations WHERE name = $1", [
        migration.name,
      ]);
      if (done.rowCount === 0) {
        await migration.run(client);
        await client.query("INSERT INTO data_migrations (name) VALUES ($1)", [migration.name]);
      }
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
  }
}
