import { describe, expect, it } from "vitest";
import {
  judgeCompletion,
  MIN_SECONDS_PER_KM,
  MIN_SECONDS_PER_REP,
  minimumHonestSeconds,
} from "./cheat-rule.ts";
import { dailyQuestPlan } from "./quests.ts";

const classic = dailyQuestPlan({ rank: "S", level: 1 }).sections.flatMap((s) => s.tasks);
const start = new Date("2026-11-21T00:00:00Z");
const after = (ms: number) => new Date(start.getTime() + ms);

describe("cheat rule", () => {
  it("says the classic daily takes at least 30 minutes", () => {
    expect(MIN_SECONDS_PER_REP).toBe(1);
    expect(MIN_SECONDS_PER_KM).toBe(150);
    expect(minimumHonestSeconds(classic)).toBe(300 + 1500);
  });

  it("trips 1 ms before the minimum and not at it", () => {
    expect(judgeCompletion(classic, start, after(1800_000 - 1)).cheating).toBe(true);
    expect(judgeCompletion(classic, start, after(1800_000)).cheating).toBe(false);
  });

  it("always trips for a whole daily ticked in seconds", () => {
    const verdict = judgeCompletion(classic, start, after(20_000));
    expect(verdict.cheating).toBe(true);
    expect(verdict.reason).toBe("Completed in 20 s; this work takes at least 1800 s.");
  });

  it("never trips for an honest, fast hunter (a 40-minute 10 km and 2 s per rep)", () => {
    expect(judgeCompletion(classic, start, after((2400 + 600) * 1000)).cheating).toBe(false);
  });
});
