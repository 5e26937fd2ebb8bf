import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { withDatabase } from "../test/global-setup.ts";
import { connectDatabase } from "./connect.ts";
import { migrateDatabase, migrationsFolder } from "./migrate.ts";

/** The migrations as they were before 0008 (unique hunter names). */
function foldersBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), "repgate-migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8"));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe("migration 0008: unique hunter names in old data", () => {
  it("cleans hidden characters and resolves duplicates deterministically, oldest first", async () => {
    const adminUrl = inject("pgAdminUrl");
    const name = `repgate_names_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const { pool } = connectDatabase(withDatabase(adminUrl, name), 2);
    const before = foldersBefore("0008_unique_hunter_names");
    try {
      await migrateDatabase(pool, before);
      const hunters = [
        ["00000000-0000-4000-8000-000000000001", "Jinwoo", "2026-01-01T00:00:00Z"],
        ["00000000-0000-4000-8000-000000000002", "JINWOO", "2026-01-02T00:00:00Z"],
        ["00000000-0000-4000-8000-000000000003", "Jin\u200Bwoo", "2026-01-03T00:00:00Z"],
        ["00000000-0000-4000-8000-000000000004", "\u202EHae-In", "2026-01-04T00:00:00Z"],
        ["00000000-0000-4000-8000-000000000005", "\u200B", "2026-01-05T00:00:00Z"],
      ];
      for (const [id, hunterName, createdAt] of hunters) {
        await pool.query(
          `INSERT INTO users (id, email, password_hash, hunter_name, created_at)
           VALUES ($1, $2, 'x', $3, $4)`,
          [id, `${id}@example.com`, hunterName, createdAt],
        );
      }
      await migrateDatabase(pool);
      const rows = await pool.query(
        "SELECT id, hunter_name, hunter_name_key FROM users ORDER BY created_at",
      );
      const suffix = (n: number) => `-0000000000004000800000000000000${n}`;
      expect(rows.rows.map((r) => [r.hunter_name, r.hunter_name_key])).toEqual([
        ["Jinwoo", "jinwoo"],
        [`JINWOO${suffix(2)}`, `jinwoo${suffix(2)}`],
        [`Jinwoo${suffix(3)}`, `jinwoo${suffix(3)}`],
        ["Hae-In", "hae-in"],
        ["Hunter", "hunter"],
      ]);
    } finally {
      await pool.end();
      rmSync(before, { recursive: true, force: true });
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
