import type { UserRow } from "../../db/schema/users.ts";
import { AppError } from "../../lib/errors.ts";

/** Accepted, assessed, profile done and a class chosen: the route table applies (spec §2). */
export function isOnboarded(user: UserRow): boolean {
  return (
    user.hasAcceptedPlayer &&
    user.hasCompletedAssessment &&
    user.hasCompletedProfile &&
    user.userClass !== null
  );
}

export function requireOnboarded(user: UserRow): void {
  if (!isOnboarded(user)) {
    throw new AppError(
      "forbidden",
      "Finish your awakening and choose a class before entering a gate.",
    );
  }
}
