import { and, desc, eq, or } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { type HunterBlockRow, hunterBlocks } from "../../db/schema/safety.ts";
import { friendships } from "../../db/schema/social.ts";
import { users } from "../../db/schema/users.ts";

export async function listBlocks(
  db: Queryable,
  userId: string,
): Promise<{ block: HunterBlockRow; hunterName: string }[]> {
  return db
    .select({ block: hunterBlocks, hunterName: users.hunterName })
    .from(hunterBlocks)
    .innerJoin(users, eq(users.id, hunterBlocks.otherId))
    .where(eq(hunterBlocks.userId, userId))
    .orderBy(desc(hunterBlocks.createdAt));
}

/** Mutes or blocks; a row the pair already has takes the new kind. */
export async function upsertBlock(
  db: Queryable,
  values: { userId: string; otherId: string; kind: string; createdAt: Date },
): Promise<void> {
  await db
    .insert(hunterBlocks)
    .values(values)
    .onConflictDoUpdate({
      target: [hunterBlocks.userId, hunterBlocks.otherId],
      set: { kind: values.kind, createdAt: values.createdAt },
    });
}

export async function deleteBlock(
  db: Queryable,
  userId: string,
  otherId: string,
): Promise<boolean> {
  const rows = await db
    .delete(hunterBlocks)
    .where(and(eq(hunterBlocks.userId, userId), eq(hunterBlocks.otherId, otherId)))
    .returning({ userId: hunterBlocks.userId });
  return rows.length > 0;
}

/** Blocks between the two, in either direction (mutes do not count). */
export async function findBlocksBetween(
  db: Queryable,
  a: string,
  b: string,
): Promise<HunterBlockRow[]> {
  return db
    .select()
    .from(hunterBlocks)
    .where(
      and(
        eq(hunterBlocks.kind, "block"),
        or(
          and(eq(hunterBlocks.userId, a), eq(hunterBlocks.otherId, b)),
          and(eq(hunterBlocks.userId, b), eq(hunterBlocks.otherId, a)),
        ),
      ),
    );
}

/**
 * Ends whatever friendship or request the pair has. Blocking owns this rather than calling the
 * friends module, which asks blocks whether a request may be sent (no cycle between the two).
 */
export async function deleteFriendshipOfPair(
  db: Queryable,
  a: string,
  b: string,
): Promise<boolean> {
  // The friendships table keeps the pair's ids in order (see its schema).
  const [low, high] = [a.toLowerCase(), b.toLowerCase()].sort() as [string, string];
  const rows = await db
    .delete(friendships)
    .where(and(eq(friendships.userLow, low), eq(friendships.userHigh, high)))
    .returning({ id: friendships.id });
  return rows.length > 0;
}
