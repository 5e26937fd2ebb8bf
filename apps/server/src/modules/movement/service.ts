import type { MovementRun } from "@repgate/contracts/movement";
import type { Db } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { abandonMovementRun } from "../battles/leave.ts";
import { isMovementRunOverdue } from "../battles/movement-clock.ts";
import { findActiveMovementRun } from "../battles/repo.ts";
import { lockUser } from "../users/repo.ts";
import { presentRun } from "./present.ts";
import { lockRun } from "./repo.ts";
import { RUN_NOT_FOUND } from "./samples.ts";

/**
 * The hunter's active movement run, or null. A run past its time limit answers null: its job
 * expires it at the limit (battles/time-limit.ts); a read never writes.
 */
export async function findActiveRunOf(
  db: Db,
  user: UserRow,
  now: Date,
): Promise<MovementRun | null> {
  const run = await findActiveMovementRun(db, user.id);
  if (!run || isMovementRunOverdue(run, now)) return null;
  return presentRun(run, now);
}

/** Gives up a run: no rewards, no penalty, out of the gate; announces the run as changed. */
export function abandonRun(
  db: Db,
  { userId, runId, now }: { userId: string; runId: string; now: Date },
): Promise<MovementRun> {
  return inTransaction(db, async (tx, emit) => {
    const user = await lockUser(tx, userId);
    const run = user ? await lockRun(tx, userId, runId) : null;
    if (!user || !run) throw new AppError("not_found", RUN_NOT_FOUND);
    const ended = await abandonMovementRun(tx, emit, { userId, run, now });
    if (!ended) throw new AppError("conflict", "This movement run is already over.");
    return presentRun(ended, now);
  });
}
