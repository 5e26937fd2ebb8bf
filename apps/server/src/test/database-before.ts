import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { connectDatabase } from "../db/connect.ts";
import { migrateDatabase, migrationsFolder } from "../db/migrate.ts";
import { withDatabase } from "./global-setup.ts";

/** A copy of the migrations folder as it was before the migration `tag`. */
export function foldersBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), "repgate-migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8"));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * Runs `body` on a new database migrated up to just before the migration `before`, so a test
 * can write old data and then migrate the rest; the database is dropped afterwards.
 */
export async function withFreshDatabase(
  before: string,
  body: (pool: pg.Pool) => Promise<void>,
): Promise<void> {
  const adminUrl = inject("pgAdminUrl");
  const name = `repgate_before_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const { pool } = connectDatabase(withDatabase(adminUrl, name), 2);
  const folder = foldersBefore(before);
  try {
    await migrateDatabase(pool, folder);
    await body(pool);
  } finally {
    await pool.end();
    rmSync(folder, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
