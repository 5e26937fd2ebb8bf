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
 * Inserts planned gates; gates that exist already are skipped, so any number of racing requests
 * agree. No conflict target: the id is derived from the spawn key, so two racing inserts of one
 * gate collide on the primary key as well, and only an arbiter index turns a collision into a
 * skip (with the spawn key alone, about one race in ten failed on the primary key). Sorted by
 * key so concurrent inserts take their index locks in one order.
 */
export async function insertSpawns(db: Queryable, spawns: SpawnValues[]): Promise<void> {
  if (spawns.length === 0) return;
  const sorted = [...spawns].sort((a, b) => a.spawnKey.localeCompare(b.spawnKey));
  await db.insert(dungeons).values(sorted).onConflictDoNothing();
}

/** Gates open at `now`: spawned and not yet expired. */
export function listOpenDungeons(db: Queryable, now: Date): Promise<DungeonRow[]> {
  return db
    .select()
    .from(dungeons)
    .where(and(lte(dungeons.spawnsAt, now), gt(dungeons.expiresAt, now)));
}

/** A gate of its own for a Gate Break (no list shows its template); null if `spawnKey` exists. */
export async function insertHiddenGate(
  db: Queryable,
  gate: { spawnKey: string; templateId: string; spawnsAt: Date; expiresAt: Date },
): Promise<DungeonRow | null> {
  const [row] = await db.insert(dungeons).values(gate).onConflictDoNothing().returning();
  return row ?? null;
}
