import { describe, expect, it } from "vitest";
import { chooseGate } from "./gate.ts";

const done = {
  hasAcceptedPlayer: true,
  hasCompletedAssessment: true,
  hasCompletedProfile: true,
  userClass: "Mage" as const,
};

describe("chooseGate", () => {
  it("shows the loading state, not the landing, while a page served to a session loads", () => {
    expect(chooseGate(undefined, true, true)).toBe("opening");
    // The session turned out to be over: the landing after all.
    expect(chooseGate(null, false, true)).toBe("landing");
    expect(chooseGate(done, false, true)).toBe("app");
  });

  it("shows the landing while loading or logged out", () => {
    expect(chooseGate(undefined, true)).toBe("landing");
    expect(chooseGate(done, true)).toBe("landing");
    expect(chooseGate(null, false)).toBe("landing");
  });

  it("applies the onboarding gates in the spec's order", () => {
    const fresh = {
      hasAcceptedPlayer: false,
      hasCompletedAssessment: false,
      hasCompletedProfile: false,
      userClass: null,
    };
    expect(chooseGate(fresh, false)).toBe("accept-player");
    expect(chooseGate({ ...fresh, hasAcceptedPlayer: true }, false)).toBe("assessment");
    expect(
      chooseGate({ ...fresh, hasAcceptedPlayer: true, hasCompletedAssessment: true }, false),
    ).toBe("profile");
    expect(chooseGate({ ...done, userClass: null }, false)).toBe("profile");
    expect(chooseGate({ ...done, hasCompletedProfile: false }, false)).toBe("profile");
    expect(chooseGate(done, false)).toBe("app");
  });
});
