import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT, isStepValid, normalizeCountInput, parseCount } from "./assessment-model.ts";

describe("assessment inputs", () => {
  it("counts non-numeric input as 0 and clamps to the limits", () => {
    expect(parseCount("abc", "pushups")).toBe(0);
    expect(parseCount("", "situps")).toBe(0);
    expect(parseCount("-5", "situps")).toBe(0);
    expect(parseCount("12.9", "pushups")).toBe(12);
    expect(parseCount("401", "pushups")).toBe(400);
    expect(parseCount("5000", "plankTime")).toBe(1800);
    expect(normalizeCountInput("", "pushups")).toBe("");
    expect(normalizeCountInput("0042", "pushups")).toBe("42");
  });

  it("needs a count above 0 on steps 1-3 and both choices on step 4", () => {
    expect(isStepValid(1, EMPTY_DRAFT)).toBe(false);
    expect(isStepValid(1, { ...EMPTY_DRAFT, pushups: "1" })).toBe(true);
    expect(isStepValid(3, { ...EMPTY_DRAFT, plankTime: "0" })).toBe(false);
    expect(isStepValid(4, { ...EMPTY_DRAFT, exerciseFrequency: "weekly" })).toBe(false);
    expect(
      isStepValid(4, { ...EMPTY_DRAFT, exerciseFrequency: "weekly", fitnessGoal: "general" }),
    ).toBe(true);
  });
});
