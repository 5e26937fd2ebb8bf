import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { type WatchLinkRow, watchLinks, watchViewers } from "../../db/schema/watching.ts";

export async function findLinkByHash(
  db: Queryable,
  tokenHash: string,
): Promise<WatchLinkRow | null> {
  const [row] = await db
    .select()
    .from(watchLinks)
    .where(eq(watchLinks.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function findLiveLinkOf(
  db: Queryable,
  battleId: string,
): Promise<WatchLinkRow | null> {
  const [row] = await db
    .select()
    .from(watchLinks)
    .where(and(eq(watchLinks.battleId, battleId), isNull(watchLinks.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** Revokes the battle's live link, if any; returns it. */
export async function revokeLiveLink(
  tx: Queryable,
  battleId: string,
  now: Date,
): Promise<WatchLinkRow | null> {
  const [row] = await tx
    .update(watchLinks)
    .set({ revokedAt: now })
    .where(and(eq(watchLinks.battleId, battleId), isNull(watchLinks.revokedAt)))
    .returning();
  return row ?? null;
}

export async function insertLink(
  tx: Queryable,
  values: { tokenHash: string; battleId: string; userId: string; createdAt: Date },
): Promise<WatchLinkRow> {
  const [row] = await tx.insert(watchLinks).values(values).returning();
  if (!row) throw new Error("insertLink: no row");
  return row;
}

/** Locks the link, so that viewers joining at once are counted one after another. */
export async function lockLink(tx: Queryable, linkId: string): Promise<WatchLinkRow | null> {
  const [row] = await tx.select().from(watchLinks).where(eq(watchLinks.id, linkId)).for("update");
  return row ?? null;
}

export async function countViewers(
  db: Queryable,
  linkId: string,
  freshSince: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(watchViewers)
    .where(and(eq(watchViewers.linkId, linkId), gt(watchViewers.seenAt, freshSince)));
  return row?.n ?? 0;
}

export async function insertViewer(
  tx: Queryable,
  values: { id: string; linkId: string; seenAt: Date },
): Promise<void> {
  await tx.insert(watchViewers).values(values);
}

/** Removes a closed socket's row; returns the link it watched, if the row was there. */
export async function deleteViewer(tx: Queryable, id: string): Promise<string | null> {
  const [row] = await tx
    .delete(watchViewers)
    .where(eq(watchViewers.id, id))
    .returning({ linkId: watchViewers.linkId });
  return row?.linkId ?? null;
}

export async function touchViewers(db: Queryable, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(watchViewers).set({ seenAt: now }).where(inArray(watchViewers.id, ids));
}
