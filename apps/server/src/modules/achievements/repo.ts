import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { userAchievements } from "../../db/schema/social.ts";

/** Inserts the achievements not yet unlocked; returns the ids that are new. */
export async function insertAchievements(
  db: Queryable,
  userId: string,
  ids: string[],
  now?: Date,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .insert(userAchievements)
    .values(
      ids.map((achievementId) => ({ userId, achievementId, ...(now ? { unlockedAt: now } : {}) })),
    )
    .onConflictDoNothing()
    .returning({ achievementId: userAchievements.achievementId });
  return rows.map((r) => r.achievementId);
}

export async function listAchievements(db: Queryable, userId: string) {
  return db.select().from(userAchievements).where(eq(userAchievements.userId, userId));
}
