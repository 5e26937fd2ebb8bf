import { describe, expect, it } from "vitest";
import { getMonster } from "../content/monsters.ts";
import { applyXpGain, goldForKill, pickIndex, rollItemDrop } from "./rewards.ts";

describe("rollItemDrop", () => {
  it("drops when the random number is under the chance", () => {
    expect(rollItemDrop(0.15, 0)).toBe(true);
    expect(rollItemDrop(0.15, 0.1499)).toBe(true);
    expect(rollItemDrop(0.15, 0.15)).toBe(false);
    expect(rollItemDrop(0.15, 0.9)).toBe(false);
  });

  it("never drops at chance 0 and always at chance 1", () => {
    expect(rollItemDrop(0, 0)).toBe(false);
    expect(rollItemDrop(1, 0.999_999)).toBe(true);
  });

  it("clamps a chance outside 0..1", () => {
    expect(rollItemDrop(-0.5, 0)).toBe(false);
    expect(rollItemDrop(7, 0.999_999)).toBe(true);
  });

  it("drops about as often as the chance says", () => {
    let drops = 0;
    for (let i = 0; i < 1000; i += 1) if (rollItemDrop(0.4, i / 1000)) drops += 1;
    expect(drops).toBe(400);
  });
});

describe("pickIndex", () => {
  it("spreads [0, 1) evenly over the candidates", () => {
    expect(pickIndex(4, 0)).toBe(0);
    expect(pickIndex(4, 0.2499)).toBe(0);
    expect(pickIndex(4, 0.25)).toBe(1);
    expect(pickIndex(4, 0.999_999)).toBe(3);
  });

  it("stays in range and refuses an empty list", () => {
    expect(pickIndex(3, 1)).toBe(2);
    expect(() => pickIndex(0, 0.5)).toThrow(RangeError);
  });
});

describe("applyXpGain", () => {
  const fresh = { level: 1, currentXP: 0, totalXP: 0 };

  it("stays on the level below the threshold", () => {
    expect(applyXpGain(fresh, 300)).toEqual({
      level: 1,
      currentXP: 300,
      totalXP: 300,
      levelsGained: 0,
    });
  });

  it("levels up at exactly floor(1000 * level^1.5)", () => {
    expect(applyXpGain({ level: 1, currentXP: 700, totalXP: 700 }, 300)).toEqual({
      level: 2,
      currentXP: 0,
      totalXP: 1000,
      levelsGained: 1,
    });
  });

  it("carries over several levels at once", () => {
    // 1000 + 2828 + 5196 + 8000 = 17024 reaches level 5; 76 left over.
    expect(applyXpGain(fresh, 17_100)).toEqual({
      level: 5,
      currentXP: 76,
      totalXP: 17_100,
      levelsGained: 4,
    });
  });

  it("keeps the XP already inside the level", () => {
    expect(applyXpGain({ level: 3, currentXP: 5000, totalXP: 8828 + 5000 }, 196 + 8000)).toEqual({
      level: 5,
      currentXP: 0,
      totalXP: 22_024,
      levelsGained: 2,
    });
  });

  it("ignores negative gains and drops fractions", () => {
    expect(applyXpGain(fresh, -50)).toEqual({ ...fresh, levelsGained: 0 });
    expect(applyXpGain(fresh, 4.9).currentXP).toBe(4);
  });
});

describe("goldForKill", () => {
  it("pays 2 gold per level, x3 for a boss", () => {
    expect(goldForKill({ level: 2, isBoss: false })).toBe(4);
    expect(goldForKill(getMonster("chieftain-grukk"))).toBe(48);
    expect(goldForKill(getMonster("ignivar"))).toBe(582);
  });
});
