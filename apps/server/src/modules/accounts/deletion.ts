import type { Db } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import type { Clock } from "../../lib/wiring/clock.ts";
import { lockUser } from "../users/repo.ts";
import { DELETION_STEPS, type DeletionStep } from "./deletion-steps.ts";
import { verifyOwnPassword } from "./password.ts";

const DELETION_PASSWORD_REQUIRED = "Enter your password to delete your account.";
const DELETION_WRONG_PASSWORD = "Your password is not correct.";

/**
 * A hunter deleting their own account. Before they accepted the Player qualification the
 * session is enough (the spec's "No" on the acceptance screen deletes the account); after it,
 * a stolen session or an unattended browser must not be able to erase a hunter, so the
 * password is asked for. A wrong one is a 400 and counts as a failed sign-in, per address and
 * per account, like a wrong current password (decision 014, 039).
 */
export async function deleteOwnAccount(
  db: Db,
  clock: Clock,
  args: { user: UserRow; password: string | undefined; clientIp: string; signInMax: number },
): Promise<void> {
  if (args.user.hasAcceptedPlayer) {
    if (!args.password) throw new AppError("bad_request", DELETION_PASSWORD_REQUIRED);
    await verifyOwnPassword(db, clock, {
      user: args.user,
      password: args.password,
      clientIp: args.clientIp,
      signInMax: args.signInMax,
      wrong: DELETION_WRONG_PASSWORD,
    });
  }
  await deleteAccount(db, args.user.id);
}

/**
 * Deletes the hunter: takes the steps' earlier locks (lockBefore), locks their row (so nothing
 * of theirs is in flight), then runs each of
 * DELETION_STEPS in order in one transaction; the events they emit go out only if it commits.
 * Deleting a hunter who is already gone does nothing.
 */
function deleteAccount(
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
