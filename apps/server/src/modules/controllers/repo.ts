import { and, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { type ControllerPairingRow, controllerPairings } from "../../db/schema/controllers.ts";

/**
 * Ends every pairing and controller of the hunter still open (a hunter has one controller at a
 * time), and frees the codes of pairings nobody claimed in time, whoever's they were.
 */
export async function endOpenPairings(db: Queryable, userId: string, now: Date): Promise<number> {
  await db
    .update(controllerPairings)
    .set({ endedAt: now })
    .where(
      and(
        isNull(controllerPairings.endedAt),
        isNull(controllerPairings.claimedAt),
        lte(controllerPairings.expiresAt, now),
      ),
    );
  const ended = await db
    .update(controllerPairings)
    .set({ endedAt: now })
    .where(and(eq(controllerPairings.userId, userId), isNull(controllerPairings.endedAt)))
    .returning({ id: controllerPairings.id });
  return ended.length;
}

export async function insertPairing(
  db: Queryable,
  row: typeof controllerPairings.$inferInsert,
): Promise<ControllerPairingRow> {
  const [inserted] = await db.insert(controllerPairings).values(row).returning();
  if (!inserted) throw new Error("the pairing was not stored");
  return inserted;
}

/**
 * Claims an open, unexpired pairing found by its token's hash or its code, in one statement:
 * of two phones racing for one link, exactly one gets the row back.
 */
export async function claimPairing(
  db: Queryable,
  by: { tokenHash: string } | { code: string },
  sessionHash: string,
  now: Date,
): Promise<ControllerPairingRow | null> {
  const match =
    "tokenHash" in by
      ? eq(controllerPairings.tokenHash, by.tokenHash)
      : eq(controllerPairings.code, by.code);
  const [claimed] = await db
    .update(controllerPairings)
    .set({ claimedAt: now, sessionHash, lastSeenAt: now })
    .where(
      and(
        match,
        isNull(controllerPairings.claimedAt),
        isNull(controllerPairings.endedAt),
        sql`${controllerPairings.expiresAt} > ${now}`,
      ),
    )
    .returning();
  return claimed ?? null;
}

/** The live (claimed, not ended) controller behind a credential's hash; reads only. */
export async function findLiveController(
  db: Queryable,
  sessionHash: string,
): Promise<ControllerPairingRow | null> {
  const [row] = await db
    .select()
    .from(controllerPairings)
    .where(
      and(
        eq(controllerPairings.sessionHash, sessionHash),
        isNotNull(controllerPairings.claimedAt),
        isNull(controllerPairings.endedAt),
      ),
    );
  return row ?? null;
}

/** The phone's socket is open (or still is, at a beat): the controller is connected. */
export async function markControllersSeen(db: Queryable, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(controllerPairings)
    .set({ lastSeenAt: now })
    .where(and(inArray(controllerPairings.id, ids), isNull(controllerPairings.endedAt)));
}

/**
 * The phone's last socket on this instance closed: not connected any more, unless another
 * instance has marked it seen since (the phone reconnected there), which `seenAt` tells.
 */
export async function markControllerGone(
  db: Queryable,
  id: string,
  seenAt: Date,
): Promise<boolean> {
  const gone = await db
    .update(controllerPairings)
    .set({ lastSeenAt: null })
    .where(and(eq(controllerPairings.id, id), eq(controllerPairings.lastSeenAt, seenAt)))
    .returning({ id: controllerPairings.id });
  return gone.length > 0;
}

export async function endController(db: Queryable, id: string, now: Date): Promise<void> {
  await db
    .update(controllerPairings)
    .set({ endedAt: now })
    .where(and(eq(controllerPairings.id, id), isNull(controllerPairings.endedAt)));
}

/** The hunter's open pairing or controller, the newest, if any. */
export async function findOpenPairingOf(
  db: Queryable,
  userId: string,
): Promise<ControllerPairingRow | null> {
  const [row] = await db
    .select()
    .from(controllerPairings)
    .where(and(eq(controllerPairings.userId, userId), isNull(controllerPairings.endedAt)))
    .orderBy(sql`${controllerPairings.createdAt} DESC`)
    .limit(1);
  return row ?? null;
}

/** The controller behind a credential, ended or not. */
export async function findControllerBySession(
  db: Queryable,
  sessionHash: string,
): Promise<ControllerPairingRow | null> {
  const [row] = await db
    .select()
    .from(controllerPairings)
    .where(eq(controllerPairings.sessionHash, sessionHash));
  return row ?? null;
}
