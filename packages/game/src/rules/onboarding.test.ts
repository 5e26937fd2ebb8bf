import { describe, expect, it } from "vitest";
import { type OnboardingFacts, onboardingStep } from "./onboarding.ts";

const done: OnboardingFacts = {
  hasAcceptedPlayer: true,
  hasCompletedAssessment: true,
  hasCompletedProfile: true,
  userClass: "Warrior",
};

describe("onboardingStep", () => {
  it("asks the steps in the order the screens show them", () => {
    expect(
      onboardingStep({ ...done, hasAcceptedPlayer: false, hasCompletedAssessment: false }),
    ).toBe("accept-player");
    expect(
      onboardingStep({ ...done, hasCompletedAssessment: false, hasCompletedProfile: false }),
    ).toBe("assessment");
    expect(onboardingStep({ ...done, hasCompletedProfile: false })).toBe("profile");
    expect(onboardingStep(done)).toBe("done");
  });

  it("keeps a hunter with a finished profile but no class on the profile step", () => {
    expect(onboardingStep({ ...done, userClass: null })).toBe("profile");
    expect(onboardingStep({ ...done, userClass: "" })).toBe("profile");
  });
});
