import { describe, expect, it } from "vitest";
import { TITLE_NAMES } from "../content/titles.ts";
import { earnedTitles, TITLE_RULES } from "./achievements.ts";

describe("earnedTitles", () => {
  it("unlocks each title at its threshold and not one below", () => {
    expect(earnedTitles({ dungeonsCleared: 24, questsCompleted: 99 })).toEqual([]);
    expect(earnedTitles({ dungeonsCleared: 25, questsCompleted: 99 })).toEqual(["Shadow Hunter"]);
    expect(earnedTitles({ dungeonsCleared: 0, questsCompleted: 100 })).toEqual(["Architect"]);
    expect(earnedTitles({ dungeonsCleared: 300, questsCompleted: 300 })).toEqual([
      "Shadow Hunter",
      "Architect",
    ]);
  });

  it("has a rule for every title but the default", () => {
    expect(TITLE_RULES.map((r) => r.title).sort()).toEqual(
      TITLE_NAMES.filter((n) => n !== "None").sort(),
    );
  });
});
