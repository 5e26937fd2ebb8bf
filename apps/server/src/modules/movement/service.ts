import type { MovementRun } from "@repgate/contracts/movement";
import type { Db } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { AppError } from "../../lib/errors.ts";
import { settleOverdueRuns } from "../dungeons/overdue.ts";
import { lockUser, updateUser } from "../users/repo.ts";
import { isRunOverdue } from "./overdue.ts";
import { presentRun } from "./present.ts";
import { findActiveRun, lockRun, updateActiveRun } from "./repo.ts";
import { RUN_NOT_FOUND } from "./samples.ts";

/** The hunter's active movement run, or null; a run past its time limit expires first. */
export async function findActiveRunOf(
  db: Db,
  user: UserRow,
  now: Date,
): Promise<MovementRun | null> {
  const run = await findActiveRun(db, user.id);
  if (run && !isRunOverdue(run, now)) return presentRun(run, now);
  if (run) {
    await db.transaction(async (tx) => {
      const locked = await lockUser(tx, user.id);
      if (locked) await settleOverdueRuns(tx, locked, now);
    });
  }
  return null;
}

/** Gives up a run: no rewards, no penalty, out of the gate. */
export function abandonRun(
  db: Db,
  { userId, runId, now }: { userId: string; runId: string; now: Date },
): Promise<MovementRun> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const run = user ? await lockRun(tx, userId, runId) : null;
    if (!user || !run) throw new AppError("not_found", RUN_NOT_FOUND);
    const ended = await updateActiveRun(tx, run.id, { status: "abandoned", completedAt: now });
    if (!ended) throw new AppError("conflict", "This movement run is already over.");
    await updateUser(tx, userId, { inDungeon: false });
    return presentRun(ended, now);
  });
}
