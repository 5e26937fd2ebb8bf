import { describe, expect, it } from "vitest";
import { withFreshDatabase } from "../test/database-before.ts";
import { migrateDatabase } from "./migrate.ts";

describe("migration world_event_hp_shards: Gate Breaks already planned (decision 047)", () => {
  it("gives a scheduled or open event 16 shards that add up to its HP, and an ended one none", async () => {
    await withFreshDatabase("0030_world_event_hp_shards", async (pool) => {
      const events = [
        ["00000000-0000-4000-8000-0000000000e1", "open", 40_007, 50_000],
        ["00000000-0000-4000-8000-0000000000e2", "scheduled", 50_000, 50_000],
        ["00000000-0000-4000-8000-0000000000e3", "lost", 1_234, 50_000],
        ["00000000-0000-4000-8000-0000000000e4", "open", 5, 50_000],
      ] as const;
      for (const [i, [id, state, hp, maxHP]] of events.entries()) {
        const { rows } = await pool.query<{ id: string }>(
          `INSERT INTO dungeons (spawn_key, template_id, spawns_at, expires_at)
           VALUES ($1, 'gate-break', now(), now() + interval '1 day') RETURNING id`,
          [`gate-break:${i}`],
        );
        await pool.query(
          `INSERT INTO world_events (id, name, boss_id, rank, max_hp, hp, dungeon_id, starts_at, ends_at, state)
           VALUES ($1, 'Gate Break', 'boss', 'E', $2, $3, $4, now(), now() + interval '1 day', $5)`,
          [id, maxHP, hp, rows[0]?.id, state],
        );
      }
      await migrateDatabase(pool);

      const { rows } = await pool.query<{ id: string; n: number; sum: number; left: number }>(
        `SELECT w.id, count(s.shard)::int AS n, coalesce(sum(s.hp), 0)::int AS sum, w.shards_left AS left
         FROM world_events w LEFT JOIN world_event_hp_shards s ON s.world_event_id = w.id
         GROUP BY w.id ORDER BY w.id`,
      );
      expect(rows).toEqual([
        { id: events[0][0], n: 16, sum: 40_007, left: 16 },
        { id: events[1][0], n: 16, sum: 50_000, left: 16 },
        { id: events[2][0], n: 0, sum: 0, left: 0 },
        { id: events[3][0], n: 16, sum: 5, left: 5 },
      ]);
      const first = await pool.query<{ hp: number }>(
        "SELECT hp FROM world_event_hp_shards WHERE world_event_id = $1 ORDER BY shard",
        [events[0][0]],
      );
      // 40,007 = 16 x 2,500 + 7: the remainder on the first seven shards.
      expect(first.rows.map((r) => r.hp)).toEqual([
        ...Array.from({ length: 7 }, () => 2_501),
        ...Array.from({ length: 9 }, () => 2_500),
      ]);
    });
  });
});
