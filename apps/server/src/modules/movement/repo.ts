import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { type MovementRunRow, movementRuns } from "../../db/schema/movement.ts";

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
