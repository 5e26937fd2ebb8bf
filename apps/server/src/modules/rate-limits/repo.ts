import { eq, lt, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { rateLimitCounters } from "../../db/schema/rate-limits.ts";

/**
 * Counts one request against `key` in one atomic upsert: a window that has ended starts
 * again at 1. Returns the count so far and when the window ends.
 */
export async function countHit(
  db: Queryable,
  { key, now, windowMs }: { key: string; now: Date; windowMs: number },
): Promise<{ hits: number; windowEndsAt: Date }> {
  const windowEnd = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`CASE WHEN ${rateLimitCounters.windowEndsAt} <= ${now} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${rateLimitCounters.windowEndsAt} <= ${now} THEN ${windowEnd}::timestamptz ELSE ${rateLimitCounters.windowEndsAt} END`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  if (!row) throw new Error("rate limit upsert returned nothing");
  return row;
}

/** Gives back one hit counted against `key` (never below zero). */
export async function uncountHit(db: Queryable, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(eq(rateLimitCounters.key, key));
}

/** Forgets counters whose window ended before `before`. */
export async function deleteEndedCounters(db: Queryable, before: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, before));
}

/** The hits counted against `key` in its current window (0 when it has none or it ended). */
export async function currentHits(db: Queryable, key: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key))
    .limit(1);
  return row && row.windowEndsAt > now ? row.hits : 0;
}
