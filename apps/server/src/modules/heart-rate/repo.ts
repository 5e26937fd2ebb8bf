import { and, eq } from "drizzle-orm";
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

/** Stores the summary unless the battle has one: null when it had (the battle id is the key). */
export async function insertHeartRate(
  db: Queryable,
  row: typeof battleHeartRates.$inferInsert,
): Promise<typeof battleHeartRates.$inferSelect | null> {
  const [stored] = await db.insert(battleHeartRates).values(row).onConflictDoNothing().returning();
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
