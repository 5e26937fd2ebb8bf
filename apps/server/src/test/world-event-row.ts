import { sql } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { splitHP } from "../modules/battles/world-boss-shards.ts";

/**
 * A Gate Break's row as the database holds it: HP (the sum of its shards while it has any),
 * state, who killed it, when it paid.
 */
export async function worldEventRow(db: Queryable, id: string) {
  const { rows } = await db.execute<{
    hp: number;
    max_hp: number;
    state: string;
    killed_by: string | null;
    paid_at: Date | null;
  }>(sql`SELECT COALESCE((SELECT sum(s.hp) FROM world_event_hp_shards s
           WHERE s.world_event_id = w.id), w.hp)::int AS hp,
         max_hp, state, killed_by, paid_at FROM world_events w WHERE id = ${id}`);
  const row = rows[0];
  if (!row) throw new Error(`no world event ${id}`);
  return row;
}

/** Sets a Gate Break boss's HP (and its maxHP, if given): its shards split it as a new one would. */
export async function setBossHP(db: Queryable, id: string, hp: number, maxHP?: number) {
  const shards = splitHP(hp);
  await db.execute(sql`DELETE FROM world_event_hp_shards WHERE world_event_id = ${id}`);
  for (const [shard, shardHP] of shards.entries()) {
    await db.execute(
      sql`INSERT INTO world_event_hp_shards (world_event_id, shard, hp) VALUES (${id}, ${shard}, ${shardHP})`,
    );
  }
  await db.execute(
    sql`UPDATE world_events SET hp = ${hp}, max_hp = ${maxHP ?? sql`max_hp`},
        shards_left = ${shards.filter((s) => s > 0).length} WHERE id = ${id}`,
  );
}
