import { describe, expect, it } from "vitest";
import {
  CUSTOM_QUEST_HOURS,
  customQuestCost,
  insufficientEnergyMessage,
  maxEnergy,
} from "./energy.ts";

describe("energy", () => {
  it("holds endurance x 10", () => {
    expect(maxEnergy({ endurance: 10 })).toBe(100);
    expect(maxEnergy({ endurance: 1 })).toBe(10);
    expect(maxEnergy({ endurance: 37 })).toBe(370);
  });

  it("costs 10, 20, 30 and custom quests last 5 hours", () => {
    expect([customQuestCost("easy"), customQuestCost("medium"), customQuestCost("hard")]).toEqual([
      10, 20, 30,
    ]);
    expect(CUSTOM_QUEST_HOURS).toBe(5);
    expect(insufficientEnergyMessage(30)).toBe("You need 30 energy to generate this quest.");
  });
});
