import { describe, expect, it } from "vitest";
import { screenFor } from "./onboarding-screen.ts";

const done = {
  hasAcceptedPlayer: true,
  hasCompletedAssessment: true,
  hasCompletedProfile: true,
  userClass: "Mage" as const,
};

describe("screenFor", () => {
  it("shows the loading state, not the landing, while a page served to a session loads", () => {
    expect(screenFor(undefined, true, true)).toBe("opening");
    // The session turned out to be over: the landing after all.
    expect(screenFor(null, false, true)).toBe("landing");
    expect(screenFor(done, false, true)).toBe("app");
  });

  it("shows the landing while loading or logged out", () => {
    expect(screenFor(undefined, true)).toBe("landing");
    expect(screenFor(done, true)).toBe("landing");
    expect(screenFor(null, false)).toBe("landing");
  });

  it("applies the onboarding steps in the spec's order", () => {
    const fresh = {
      hasAcceptedPlayer: false,
      hasCompletedAssessment: false,
      hasCompletedProfile: false,
      userClass: null,
    };
    expect(screenFor(fresh, false)).toBe("accept-player");
    expect(screenFor({ ...fresh, hasAcceptedPlayer: true }, false)).toBe("assessment");
    expect(
      screenFor({ ...fresh, hasAcceptedPlayer: true, hasCompletedAssessment: true }, false),
    ).toBe("profile");
    expect(screenFor({ ...done, userClass: null }, false)).toBe("profile");
    expect(screenFor({ ...done, hasCompletedProfile: false }, false)).toBe("profile");
    expect(screenFor(done, false)).toBe("app");
  });
});
