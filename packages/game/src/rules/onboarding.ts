/**
 * Where a hunter stands in the awakening (docs/game-rules/onboarding.md): each step in the order
 * the screens ask it, then "done". The server's gates, the chat room check and the web's route
 * gate all ask this one function, so the three cannot disagree about who is a hunter yet.
 */
export type OnboardingStep = "accept-player" | "assessment" | "profile" | "done";

export interface OnboardingFacts {
  hasAcceptedPlayer: boolean;
  hasCompletedAssessment: boolean;
  hasCompletedProfile: boolean;
  userClass: string | null;
}

export function onboardingStep(facts: OnboardingFacts): OnboardingStep {
  if (!facts.hasAcceptedPlayer) return "accept-player";
  if (!facts.hasCompletedAssessment) return "assessment";
  // A profile without a class is not finished: the class is chosen on the profile screen.
  if (!facts.hasCompletedProfile || !facts.userClass) return "profile";
  return "done";
}
