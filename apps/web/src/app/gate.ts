import type { User } from "@repgate/contracts/user";

/** "opening": the app's loading state, while a returning hunter's session is read. */
export type Gate = "landing" | "opening" | "accept-player" | "assessment" | "profile" | "app";

type GateUser = Pick<
  User,
  "hasAcceptedPlayer" | "hasCompletedAssessment" | "hasCompletedProfile" | "userClass"
>;

/**
 * Which screen a visitor may see, checked in the spec's order (part 1, section 2): the landing
 * while logged out or still loading, then each onboarding step, then the route table. A page
 * the server sent to a session (`withSession`) shows the loading state while it loads instead:
 * a returning hunter never sees the sign-up page flash by.
 */
export function chooseGate(
  user: GateUser | null | undefined,
  isLoading: boolean,
  withSession = false,
): Gate {
  if (isLoading) return withSession ? "opening" : "landing";
  if (!user) return "landing";
  if (!user.hasAcceptedPlayer) return "accept-player";
  if (!user.hasCompletedAssessment) return "assessment";
  if (!user.hasCompletedProfile || !user.userClass) return "profile";
  return "app";
}
