import { liveSpawns } from "@repgate/game/rules/dungeon-spawns";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inTransaction } from "../../db/unit-of-work.ts";
import { createTestApp } from "../../test/test-app.ts";
import { gateIdOf } from "./planned-gates.ts";
import { insertSpawns } from "./repo.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("inserting planned gates", () => {
  it("stores a gate once, without an error, when many transactions insert it at the same moment", async () => {
    const t = await createTestApp();
    // Each round a gate of another day, so every round races on a row nobody stored yet. With
    // the spawn key as the only conflict target, a round in ten failed on the primary key.
    const stored: string[] = [];
    for (let round = 0; round < 40; round++) {
      const now = new Date(Date.UTC(2026, 0, 1) + round * DAY_MS);
      const [spawn] = liveSpawns(now);
      if (!spawn) throw new Error(`no gate open at ${now.toISOString()}`);
      const row = { ...spawn, id: gateIdOf(spawn.spawnKey) };
      stored.push(row.id);
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, () => inTransaction(t.db, (tx) => insertSpawns(tx, [row]))),
      );
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    }
    const rows = await t.db.execute(sql`SELECT id FROM dungeons ORDER BY spawns_at`);
    expect(rows.rows.map((r) => String(r.id))).toEqual(stored);
  });
});
