import { describe, expect, it } from "vitest";
import { minimumHonestSeconds } from "./cheat-rule.ts";
import { CUSTOM_QUEST_HOURS } from "./energy.ts";
import { customQuestPlan, dailyQuestPlan, dailyShare, weeklyQuestPlan } from "./quests.ts";
import { STAT_NAMES } from "./stats.ts";

const targets = (plan: ReturnType<typeof dailyQuestPlan>) =>
  plan.sections.flatMap((s) => s.tasks.map((t) => t.target));

describe("daily quest table", () => {
  it("asks a new E-rank hunter 20 reps of each and 2 km", () => {
    expect(targets(dailyQuestPlan({ rank: "E", level: 1 }))).toEqual([20, 20, 20, 2]);
  });

  it("asks a strong hunter the classic: 100 push-ups, sit-ups, squats and 10 km", () => {
    expect(targets(dailyQuestPlan({ rank: "S", level: 1 }))).toEqual([100, 100, 100, 10]);
    expect(targets(dailyQuestPlan({ rank: "A", level: 30 }))).toEqual([100, 100, 100, 10]);
  });

  it("grows with level and never exceeds the classic", () => {
    expect(dailyShare({ rank: "E", level: 11 })).toBeCloseTo(0.3);
    expect(dailyShare({ rank: "S", level: 90 })).toBe(1);
    expect(targets(dailyQuestPlan({ rank: "C", level: 6 }))).toEqual([55, 55, 55, 5.5]);
  });

  it("pays more for higher ranks and levels", () => {
    expect(dailyQuestPlan({ rank: "E", level: 1 }).rewards).toEqual({
      xp: 60,
      gold: 22,
      stats: { strength: 1, vitality: 1, endurance: 1 },
    });
    expect(dailyQuestPlan({ rank: "S", level: 10 }).rewards.xp).toBe(400);
  });

  it("weekly is four dailies of work for five dailies of pay", () => {
    const weekly = weeklyQuestPlan({ rank: "E", level: 1 });
    expect(weekly.sections[0]?.tasks[0]?.target).toBe(80);
    expect(weekly.rewards.xp).toBe(300);
  });
});

describe("custom quests", () => {
  it.each(STAT_NAMES)("train %s, scaled by difficulty, doable within the time limit", (stat) => {
    const easy = customQuestPlan(stat, "easy");
    const hard = customQuestPlan(stat, "hard");
    expect(easy.rewards.stats).toEqual({ [stat]: 1 });
    expect(hard.rewards.stats).toEqual({ [stat]: 3 });
    const easyTarget = easy.sections[0]?.tasks[0]?.target ?? 0;
    expect(hard.sections[0]?.tasks[0]?.target).toBe(easyTarget * 3);
    const hardTasks = hard.sections.flatMap((s) => s.tasks);
    expect(minimumHonestSeconds(hardTasks)).toBeLessThan(CUSTOM_QUEST_HOURS * 3600);
  });

  it("pays 100/250/500 XP", () => {
    expect(customQuestPlan("agility", "easy").rewards.xp).toBe(100);
    expect(customQuestPlan("agility", "medium").rewards.xp).toBe(250);
    expect(customQuestPlan("agility", "hard").rewards.xp).toBe(500);
  });
});
