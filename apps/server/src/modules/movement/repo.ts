import { and, eq } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/connect.ts";
import { type MovementRunRow, movementRuns } from "../../db/schema/movement.ts";

export async function findActiveRun(db: Queryable, userId: string): Promise<MovementRunRow | null> {
  const [row] = await db
    .select()
    .from(movementRuns)
    .where(and(eq(movementRuns.userId, userId), eq(movementRuns.status, "active")))
    .limit(1);
  return row ?? null;
}

/** The hunter's run, locked for the transaction; another hunter's run is not found. */
export async function lockRun(
  tx: Queryable,
  userId: string,
  runId: string,
): Promise<MovementRunRow | null> {
  const [row] = await tx
    .select()
    .from(movementRuns)
    .where(and(eq(movementRuns.id, runId), eq(movementRuns.userId, userId)))
    .for("update");
  return row ?? null;
}

export async function insertRun(
  tx: Queryable,
  values: typeof movementRuns.$inferInsert,
): Promise<MovementRunRow> {
  const [row] = await tx.insert(movementRuns).values(values).returning();
  if (!row) throw new Error("insert returned no run");
  return row;
}

/**
 * Updates a run that is still active; null when it is not (any more). Every transition out of
 * `active` goes through here, so a run completes, and pays, at most once.
 */
export async function updateActiveRun(
  tx: Queryable,
  runId: string,
  changes: PgUpdateSetSource<typeof movementRuns>,
): Promise<MovementRunRow | null> {
  const [row] = await tx
    .update(movementRuns)
    .set(changes)
    .where(and(eq(movementRuns.id, runId), eq(movementRuns.status, "active")))
    .returning();
  return row ?? null;
}
