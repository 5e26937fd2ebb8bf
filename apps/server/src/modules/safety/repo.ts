import { and, desc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { type HunterBlockRow, hunterBlocks } from "../../db/schema/safety.ts";
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
