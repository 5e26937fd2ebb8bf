import { describe, expect, it } from "vitest";
import { makeQuest } from "../test/fixtures.ts";
import { formatQuestTimeLeft, taskProgress, withTask } from "./quest-time.ts";

const NOW = Date.parse("2026-03-01T12:00:00Z");
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe("formatQuestTimeLeft", () => {
  it("reads 'No limit' without an expiry", () => {
    expect(formatQuestTimeLeft(null, NOW)).toBe("No limit");
  });

  it("reads 'Expired' at and past the moment", () => {
    expect(formatQuestTimeLeft(at(0), NOW)).toBe("Expired");
    expect(formatQuestTimeLeft(at(-60_000), NOW)).toBe("Expired");
  });

  it("shows hours and minutes, rounding down", () => {
    expect(formatQuestTimeLeft(at(5 * 3_600_000), NOW)).toBe("5h 0m");
    expect(formatQuestTimeLeft(at(5 * 3_600_000 - 1), NOW)).toBe("4h 59m");
    expect(formatQuestTimeLeft(at(12 * 60_000 + 30_000), NOW)).toBe("0h 12m");
    expect(formatQuestTimeLeft(at(30_000), NOW)).toBe("0h 0m");
    expect(formatQuestTimeLeft(at(26 * 3_600_000 + 5 * 60_000), NOW)).toBe("26h 5m");
  });
});

describe("task helpers", () => {
  it("counts ticked tasks over every section and ticks one by its indexes", () => {
    const quest = makeQuest();
    expect(taskProgress(quest)).toEqual({ done: 0, total: 3 });
    const ticked = withTask(quest, 1, 0, true);
    expect(taskProgress(ticked)).toEqual({ done: 1, total: 3 });
    expect(ticked.requirements.sections[1]?.tasks[0]?.completed).toBe(true);
    expect(quest.requirements.sections[1]?.tasks[0]?.completed).toBe(false);
  });
});
