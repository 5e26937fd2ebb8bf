import type { User } from "@repgate/contracts/user";
import { onboardingStep } from "@repgate/game/rules/onboarding";

/** "opening": the app's loading state, while a returning hunter's session is read. */
export type OnboardingScreen =
  | "landing"
  | "opening"
  | "accept-player"
  | "assessment"
  | "profile"
  | "app";

type OnboardingUser = Pick<
  User,
  "hasAcceptedPlayer" | "hasCompletedAssessment" | "hasCompletedProfile" | "userClass"
>;

/**
 * Which screen a visitor may see, checked in the order of docs/game-rules/onboarding.md: the landing
 * while logged out or still loading, then each onboarding step, then the route table. A page
 * the server sent to a session (`withSession`) shows the loading state while it loads instead:
 * a returning hunter never sees the sign-up page flash by.
 */
export function screenFor(
  user: OnboardingUser | null | undefined,
  isLoading: boolean,
  withSession = false,
): OnboardingScreen {
  if (isLoading) return withSession ? "opening" : "landing";
  if (!user) return "landing";
  const step = onboardingStep(user);
  return step === "done" ? "app" : step;
}
