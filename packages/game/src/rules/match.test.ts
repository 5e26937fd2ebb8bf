import { describe, expect, it } from "vitest";
import { MATCH_LABELS, matchLabel, matchTone } from "./match.ts";

describe("matchLabel", () => {
  it.each([
    [59, "Too Dangerous"],
    [60, "Challenging"], // exactly 0.6
    [79, "Challenging"],
    [80, "Perfect Match!"], // exactly 0.8
    [100, "Perfect Match!"],
    [150, "Perfect Match!"], // exactly 1.5
    [151, "Comfortable"],
    [200, "Comfortable"], // exactly 2
    [201, "Easy Clear"],
  ] as const)("CP %i against 100 recommended is '%s'", (hunterCP, label) => {
    expect(matchLabel(hunterCP, 100)).toBe(label);
  });

  it.each([
    [35, "Too Dangerous"],
    [36, "Challenging"], // 36 / 60 = 0.6
    [47, "Challenging"],
    [48, "Perfect Match!"], // 48 / 60 = 0.8
    [90, "Perfect Match!"], // 90 / 60 = 1.5
    [91, "Comfortable"],
    [120, "Comfortable"], // 120 / 60 = 2
    [121, "Easy Clear"],
  ] as const)("CP %i against 60 recommended is '%s'", (hunterCP, label) => {
    expect(matchLabel(hunterCP, 60)).toBe(label);
  });

  it("holds exact boundaries where a float ratio would wobble", () => {
    // 42 / 70 and 56 / 70 are not exact in binary; 0.6 and 0.8 still count as their band.
    expect(matchLabel(42, 70)).toBe("Challenging");
    expect(matchLabel(56, 70)).toBe("Perfect Match!");
    expect(matchLabel(105, 70)).toBe("Perfect Match!");
    expect(matchLabel(140, 70)).toBe("Comfortable");
    expect(matchLabel(41, 70)).toBe("Too Dangerous");
  });

  it("gives a new hunter (CP 60) 'Perfect Match!' at E and 'Challenging' at D", () => {
    expect(matchLabel(60, 55)).toBe("Perfect Match!");
    expect(matchLabel(60, 65)).toBe("Perfect Match!");
    expect(matchLabel(60, 95)).toBe("Challenging");
    expect(matchLabel(60, 500)).toBe("Too Dangerous");
  });

  it("calls a dungeon without a recommendation an easy clear", () => {
    expect(matchLabel(60, 0)).toBe("Easy Clear");
  });

  it("labels every ratio with one of the five labels, in order as CP grows", () => {
    let previous = 0;
    for (let cp = 0; cp <= 300; cp += 1) {
      const index = MATCH_LABELS.indexOf(matchLabel(cp, 100));
      expect(index).toBeGreaterThanOrEqual(previous);
      previous = index;
    }
    expect(previous).toBe(MATCH_LABELS.length - 1);
  });
});

describe("matchTone", () => {
  it("gives each band its colour family", () => {
    expect([50, 70, 100, 180, 250].map((cp) => matchTone(cp, 100))).toEqual([
      "danger",
      "warning",
      "good",
      "info",
      "easy",
    ]);
  });
});
