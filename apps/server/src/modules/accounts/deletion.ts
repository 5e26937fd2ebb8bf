import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { lockUser } from "../users/repo.ts";
import { DELETION_STEPS, type DeletionStep } from "./deletion-steps.ts";

/**
 * Deletes the hunter: takes the steps' earlier locks (lockBefore), locks their row (so nothing
 * of theirs is in flight), then runs each of
 * DELETION_STEPS in order in one transaction; the events they emit go out only if it commits.
 * Deleting a hunter who is already gone does nothing.
 */
export function deleteAccount(
  db: Db,
  userId: string,
  steps: readonly DeletionStep[] = DELETION_STEPS,
): Promise<void> {
  return inTransaction(db, async (tx, emit) => {
    // Locks the house order puts before the hunter's row (a party row), then the hunter.
    for (const step of steps) await step.lockBefore?.(tx, userId);
    if (!(await lockUser(tx, userId))) return;
    for (const step of steps) await step.run(tx, emit, userId);
  });
}
