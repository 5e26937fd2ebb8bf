import { and, gt, lte } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { type DungeonRow, dungeons } from "../../db/schema/dungeons.ts";

export interface SpawnValues {
  id: string;
  spawnKey: string;
  templateId: string;
  spawnsAt: Date;
  expiresAt: Date;
}

/**
 * Inserts planned gates; keys that exist already are skipped (the unique spawn_key), so any
 * number of racing requests agree. Sorted by key so concurrent inserts take their index locks
 * in one order.
 */
export async function insertSpawns(db: Queryable, spawns: SpawnValues[]): Promise<void> {
  if (spawns.length === 0) return;
  const sorted = [...spawns].sort((a, b) => a.spawnKey.localeCompare(b.spawnKey));
  await db.insert(dungeons).values(sorted).onConflictDoNothing({ target: dungeons.spawnKey });
}

/** Gates open at `now`: spawned and not yet expired. */
export function listOpenDungeons(db: Queryable, now: Date): Promise<DungeonRow[]> {
  return db
    .select()
    .from(dungeons)
    .where(and(lte(dungeons.spawnsAt, now), gt(dungeons.expiresAt, now)));
}
