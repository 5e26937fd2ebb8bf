import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { battles } from "../../db/schema/battles.ts";
import { battleHeartRates } from "../../db/schema/heart-rate.ts";

/** When the hunter's battle began; another hunter's battle is not found. */
export async function findOwnBattleStart(db: Queryable, userId: string, battleId: string) {
  const [row] = await db
    .select({ startedAt: battles.startedAt })
    .from(battles)
    .where(and(eq(battles.id, battleId), eq(battles.userId, userId)));
  return row ?? null;
}

/**
 * Stores the summary, or replaces the battle's stored one when this one measures more time
 * (the same battle's record, grown after the hunter came back to its screen). Null when the
 * stored one measures as much or more. One statement: concurrent sends wait on the row.
 */
export async function upsertHeartRate(
  db: Queryable,
  row: typeof battleHeartRates.$inferInsert,
): Promise<typeof battleHeartRates.$inferSelect | null> {
  const measured = (zones: unknown) => sql`(SELECT coalesce(sum(s), 0) FROM unnest(${zones}) s)`;
  const [stored] = await db
    .insert(battleHeartRates)
    .values(row)
    .onConflictDoUpdate({
      target: battleHeartRates.battleId,
      set: {
        averageBpm: sql`excluded.average_bpm`,
        maxBpm: sql`excluded.max_bpm`,
        zoneMaxBpm: sql`excluded.zone_max_bpm`,
        zoneSeconds: sql`excluded.zone_seconds`,
        recordedAt: sql`excluded.recorded_at`,
      },
      setWhere: sql`${measured(battleHeartRates.zoneSeconds)} < ${measured(sql`excluded.zone_seconds`)}`,
    })
    .returning();
  return stored ?? null;
}

/** The heart-rate summaries of the hunter's battles, for their data export (no raw readings exist). */
export function exportHeartRates(db: Queryable, userId: string) {
  return db
    .select()
    .from(battleHeartRates)
    .where(eq(battleHeartRates.userId, userId))
    .orderBy(battleHeartRates.recordedAt);
}
