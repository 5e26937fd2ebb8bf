import { sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { signUpPlayer } from "./factories.ts";
import { withDatabase } from "./global-setup.ts";
import { buy } from "./shop-helpers.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { copyTemplate, readResetSql, resetToTemplate, takeAppDatabase } from "./worker-database.ts";

let t: TestApp;
let adminUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  adminUrl = inject("pgAdminUrl");
});

/** Every table's rows and every sequence's position: equal fingerprints, equal contents. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', n.nspname, c.relname) AS name
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
          AND n.nspname NOT LIKE 'pg\\_%'`,
    );
    const print: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ rows: string }>(
        `SELECT count(*) || ':' || md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS rows
           FROM ${name} r`,
      );
      print[name] = rows[0]?.rows ?? "";
    }
    const { rows: sequences } = await client.query<{ name: string; at: string }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name, coalesce(last_value::text, 'unused') AS at
         FROM pg_sequences`,
    );
    for (const { name, at } of sequences) print[name] = at;
    return print;
  } finally {
    await client.end();
  }
}

describe("a worker's test database, handed from file to file", () => {
  it("is put back exactly as a fresh copy of the template after a file wrote everywhere", async () => {
    const fresh = withDatabase(adminUrl, await copyTemplate(adminUrl));
    const template = await fingerprint(fresh);

    // What a file leaves behind: hunters, wallets and their ledger (an identity sequence moved),
    // sessions, inventory, and the tables the template fills, changed and added to.
    const hunter = await signUpPlayer(t);
    await buy(t, hunter, "steel-helm", "D");
    await t.db.execute(sql`UPDATE hunter_classes SET description = 'changed by a test'`);
    await t.db.execute(sql`DELETE FROM titles WHERE name = (SELECT min(name) FROM titles)`);
    await t.db.execute(sql`DELETE FROM data_migrations`);
    const written = await fingerprint(t.databaseUrl);
    const changed = Object.keys(template).filter((table) => written[table] !== template[table]);
    expect(changed).toEqual(
      expect.arrayContaining([
        "public.users",
        "public.ledger_entries",
        "public.ledger_entries_id_seq",
        "public.hunter_classes",
        "public.titles",
        "public.data_migrations",
      ]),
    );

    await resetToTemplate(t.databaseUrl, await readResetSql(fresh));
    expect(await fingerprint(t.databaseUrl)).toEqual(template);
  });

  it("gives a second app of the same file a database of its own", async () => {
    const second = await createTestApp();
    expect(second.databaseUrl).not.toBe(t.databaseUrl);
    const hunter = await signUpPlayer(t);
    const seen = await second.db.execute(sql`SELECT id FROM users WHERE id = ${hunter.user.id}`);
    expect(seen.rows).toEqual([]);
  });

  it("hands a database back to the next app of the worker, emptied", async () => {
    const template = await fingerprint(withDatabase(adminUrl, await copyTemplate(adminUrl)));
    const first = await takeAppDatabase(adminUrl);
    const url = withDatabase(adminUrl, first.name);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      "INSERT INTO titles (name, description) VALUES ('Left Behind', 'by a file')",
    );
    await client.end();
    first.release();

    const next = await takeAppDatabase(adminUrl);
    next.release();
    expect(next.name).toBe(first.name);
    expect(await fingerprint(url)).toEqual(template);
  });
});
