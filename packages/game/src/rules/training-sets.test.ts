import { describe, expect, it } from "vitest";
import { MIN_MS_PER_REP } from "./combat.ts";
import { exerciseKey, judgeSet, taskProgress } from "./training-sets.ts";

describe("a set of quest reps", () => {
  it("is honest at exactly the battle's pace, both by the counter's clock and the server's", () => {
    expect(judgeSet(20, 20 * MIN_MS_PER_REP, 20 * MIN_MS_PER_REP)).toBeNull();
  });

  it("is refused when the counter says it was faster than a body can go", () => {
    expect(judgeSet(20, 20 * MIN_MS_PER_REP - 1, 60_000)).toEqual({
      kind: "implausible",
      message: "Too fast: 20 reps take at least 5 s; this set says 4.999 s.",
    });
  });

  it("is refused when less time passed since the previous set than its reps need", () => {
    expect(judgeSet(20, 10_000, 1_200)).toEqual({
      kind: "too_soon",
      message: "Too fast: 20 reps take at least 5 s; only 1.2 s passed since your last set.",
    });
  });

  it("counts progress up to the target and no further", () => {
    expect(taskProgress(37, 100)).toBe(37);
    expect(taskProgress(140, 100)).toBe(100);
  });

  it("names an exercise by the guide's id, or by the task's name", () => {
    expect(exerciseKey("pushups", "Push-ups")).toBe("pushups");
    expect(exerciseKey(undefined, "Jumping jacks")).toBe("jumping-jacks");
  });
});
