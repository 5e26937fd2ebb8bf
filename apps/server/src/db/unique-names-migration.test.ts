import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { nameKey } from "@repgate/game/rules/name-key";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { foldersBefore, withFreshDatabase } from "../test/database-before.ts";
import { withDatabase } from "../test/global-setup.ts";
import { connectDatabase } from "./connect.ts";
import { migrateDatabase } from "./migrate.ts";

describe("data migration name-skeleton-keys: look-alikes in old data (decision 019)", () => {
  it("rekeys hunters and guilds by skeleton; the oldest keeps a name, later look-alikes get their id", async () => {
    await withFreshDatabase("0011_name_skeleton_keys", async (pool) => {
      const hunters = [
        ["00000000-0000-4000-8000-000000000001", "Jinwoo", "2026-01-01T00:00:00Z"],
        ["00000000-0000-4000-8000-000000000002", "Jinw\u043Eo", "2026-01-02T00:00:00Z"],
        ["00000000-0000-4000-8000-000000000003", "Sung  Jin", "2026-01-03T00:00:00Z"],
        ["00000000-0000-4000-8000-000000000004", "Sung Jin", "2026-01-04T00:00:00Z"],
        ["00000000-0000-4000-8000-000000000005", "Hae-In", "2026-01-05T00:00:00Z"],
      ];
      for (const [id, hunterName, createdAt] of hunters) {
        await pool.query(
          `INSERT INTO users (id, email, password_hash, hunter_name, hunter_name_key, created_at)
           VALUES ($1, $2, 'x', $3, lower($3), $4)`,
          [id, `${id}@example.com`, hunterName, createdAt],
        );
      }
      await pool.query(
        `INSERT INTO guilds (id, name, insignia, leader_id, created_at) VALUES
         ('00000000-0000-4000-8000-0000000000a1', 'Ahjin', 'x', '00000000-0000-4000-8000-000000000001', '2026-01-01'),
         ('00000000-0000-4000-8000-0000000000a2', '\u0410hjin', 'x', '00000000-0000-4000-8000-000000000002', '2026-01-02')`,
      );
      await migrateDatabase(pool);
      await migrateDatabase(pool); // a second boot finds it done
      const users = await pool.query(
        "SELECT hunter_name, hunter_name_key FROM users ORDER BY created_at",
      );
      const suffix = (n: string) => `-00000000000040008${n.padStart(15, "0")}`;
      expect(users.rows.map((r) => r.hunter_name)).toEqual([
        "Jinwoo",
        `Jinw\u043Eo${suffix("2")}`,
        "Sung  Jin",
        `Sung Jin${suffix("4")}`,
        "Hae-In",
      ]);
      for (const r of users.rows) expect(r.hunter_name_key).toBe(nameKey(r.hunter_name));
      const guilds = await pool.query("SELECT name, name_key FROM guilds ORDER BY created_at");
      expect(guilds.rows.map((r) => r.name)).toEqual(["Ahjin", `\u0410hjin${suffix("a2")}`]);
      for (const r of guilds.rows) expect(r.name_key).toBe(nameKey(r.name));
      const done = await pool.query("SELECT name FROM data_migrations");
      expect(done.rows).toEqual([{ name: "name-skeleton-keys" }]);
    });
  });
});

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
      // The keys are those of today's rule: the data migration of decision 019 rekeys them.
      expect(rows.rows.map((r) => [r.hunter_name, r.hunter_name_key])).toEqual(
        ["Jinwoo", `JINWOO${suffix(2)}`, `Jinwoo${suffix(3)}`, "Hae-In", "Hunter"].map((n) => [
          n,
          nameKey(n),
        ]),
      );
    } finally {
      await pool.end();
      rmSync(before, { recursive: true, force: true });
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
