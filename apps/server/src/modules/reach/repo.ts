import { and, eq, or } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { type HunterBlockRow, hunterBlocks } from "../../db/schema/safety.ts";

/**
 * Blocks between the two, in either direction (mutes do not count). Read here, written only by
 * the safety module: the rule of who may reach whom sits below every area that asks it.
 */
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
