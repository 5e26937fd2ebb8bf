import { onboardingStep } from "@repgate/game/rules/onboarding";
import type { FastifyRequest } from "fastify";
import type { UserRow } from "../../../db/schema/users.ts";
import { AppError } from "../errors.ts";
import { signedInUser } from "./auth-hook.ts";

/** Accepted, assessed, profile done and a class chosen (docs/game-rules/onboarding.md). */
function isOnboarded(user: UserRow): boolean {
  return onboardingStep(user) === "done";
}

export function requireOnboarded(user: UserRow): void {
  if (!isOnboarded(user)) {
    throw new AppError(
      "forbidden",
      "Finish your awakening and choose a class before entering a gate.",
    );
  }
}

/**
 * preHandler for every game route (quests, shop and auction, inventory, battles, movement),
 * after authenticate: the screens already send an unfinished hunter to onboarding, and the API
 * holds the same line, so a throwaway account cannot earn or move gold before it is a hunter.
 */
export async function onboardedOnly(request: FastifyRequest): Promise<void> {
  requireOnboardedToPlay(signedInUser(request));
}

/** onboardedOnly's check, for a route that loads the hunter itself (lib/hunter-reads). */
export function requireOnboardedToPlay(user: UserRow): void {
  if (!isOnboarded(user)) {
    throw new AppError(
      "forbidden",
      "Finish your awakening (accept, assessment, profile and class) before you play.",
    );
  }
}
