import type { User } from "@repgate/contracts/user";

export type Gate = "landing" | "accept-player" | "assessment" | "profile" | "app";

type GateUser = Pick<
  User,
  "hasAcceptedPlayer" | "hasCompletedAssessment" | "hasCompletedProfile" | "userClass"
>;

/**
 * Which screen a visitor may see, checked in the spec's order (part 1, section 2): the landing
 * while logged out or still loading, then each onboarding step, then the route table.
 */
export function chooseGate(user: GateUser | null | undefined, isLoading: boolean): Gate {
  if (isLoading || !user) return "landing";
  if (!user.hasAcceptedPlayer) return "accept-player";
  if (!user.hasCompletedAssessment) return "assessment";
  if (!user.hasCompletedProfile || !user.userClass) return "profile";
  return "app";
}
