import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { withDatabase } from "../test/global-setup.ts";
import { connectDatabase } from "./connect.ts";
import { migrateDatabase } from "./migrate.ts";
import { seedReferenceData } from "./seed.ts";

describe("booting on an empty database", () => {
  it("migrates and seeds once when several instances start at the same moment", async () => {
    const adminUrl = inject("pgAdminUrl");
    const name = `repgate_boot_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const instances = Array.from({ length: 4 }, () =>
      connectDatabase(withDatabase(adminUrl, name), 3),
    );
    try {
      await Promise.all(
        instances.map(async ({ pool, db }) => {
          await migrateDatabase(pool);
          await seedReferenceData(db);
        }),
      );
      const check = instances[0]?.pool;
      const applied = await check?.query(
        "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations",
      );
      const classes = await check?.query("SELECT name FROM hunter_classes ORDER BY id");
      const titles = await check?.query("SELECT name FROM titles ORDER BY name");
      expect(applied?.rows[0]?.n).toBeGreaterThan(0);
      expect(classes?.rows.map((r) => r.name)).toEqual([
        "Fighter",
        "Tank",
        "Assassin",
        "Ranger",
        "Mage",
        "Healer",
      ]);
      expect(titles?.rows.map((r) => r.name)).toEqual([
        "Architect",
        "Gate Breaker",
        "None",
        "Shadow Hunter",
      ]);
    } finally {
      await Promise.all(instances.map(({ pool }) => pool.end()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
