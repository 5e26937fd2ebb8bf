import { describe, expect, it } from "vitest";
import { dailyQuestPlan, weeklyQuestPlan } from "../rules/quests.ts";
import { EXERCISE_GUIDES, EXERCISE_IDS, exerciseGuide, exerciseOfTask } from "./exercises.ts";
import { FORM_CUE_TEXT } from "./form-cues.ts";

describe("the exercise guide", () => {
  it("covers every exercise the game names, once each", () => {
    expect(EXERCISE_GUIDES.map((g) => g.id)).toEqual([...EXERCISE_IDS]);
  });

  it("gives each exercise steps, muscles, an easier and a harder variant", () => {
    for (const guide of EXERCISE_GUIDES) {
      expect(guide.steps.length, guide.id).toBeGreaterThanOrEqual(3);
      expect(guide.muscles.length, guide.id).toBeGreaterThan(0);
      expect(guide.easier.name).not.toBe(guide.harder.name);
    }
  });

  it("quotes the camera counter's own cues, so the guide and the battle say the same", () => {
    expect(exerciseGuide("squats")?.formCues).toEqual([
      FORM_CUE_TEXT.squats.goLower,
      FORM_CUE_TEXT.squats.lockOut,
    ]);
    expect(exerciseGuide("situps")?.formCues).toContain("Sit up higher");
    expect(exerciseGuide("plank")?.formCues).toEqual([]);
  });

  it("moves the figure within its box between two different poses", () => {
    for (const { id, demonstration } of EXERCISE_GUIDES) {
      const { from, to } = demonstration;
      expect(JSON.stringify(from), id).not.toBe(JSON.stringify(to));
      for (const [x, y] of [...Object.values(from), ...Object.values(to)]) {
        expect(x, id).toBeGreaterThanOrEqual(0);
        expect(x, id).toBeLessThanOrEqual(100);
        expect(y, id).toBeGreaterThanOrEqual(0);
        expect(y, id).toBeLessThanOrEqual(60);
      }
    }
  });

  it("finds the guide of every daily task, and of the weekly's run and plank", () => {
    const hunter = { rank: "E" as const, level: 1 };
    const daily = dailyQuestPlan(hunter).sections.flatMap((s) => s.tasks.map((t) => t.name));
    expect(daily.map(exerciseOfTask)).toEqual(["pushups", "situps", "squats", "running"]);
    const weekly = weeklyQuestPlan(hunter).sections.flatMap((s) => s.tasks.map((t) => t.name));
    expect(weekly.map(exerciseOfTask)).toContain("plank");
    expect(exerciseOfTask("Focused breathing")).toBeUndefined();
  });
});
