import { describe, expect, it } from "vitest";
import { addXp, levelProgressPercent, xpForLevel } from "./xp.ts";

describe("xpForLevel", () => {
  it.each([
    [1, 1000],
    [2, 2828],
    [3, 5196],
    [4, 8000],
    [10, 31622],
  ])("level %i needs %i XP", (level, xp) => {
    expect(xpForLevel(level)).toBe(xp);
  });

  it("grows with every level", () => {
    for (let level = 1; level < 100; level += 1) {
      expect(xpForLevel(level + 1)).toBeGreaterThan(xpForLevel(level));
    }
  });
});

describe("addXp", () => {
  it("stays on the level while the XP is short of the next one", () => {
    expect(addXp(1, 0, 999)).toEqual({ level: 1, currentXP: 999, levelsGained: 0 });
  });

  it("levels up exactly at the threshold with nothing left over", () => {
    expect(addXp(1, 999, 1)).toEqual({ level: 2, currentXP: 0, levelsGained: 1 });
  });

  it("carries the excess across several levels", () => {
    const gained = 1000 + 2828 + 5196 + 123;
    expect(addXp(1, 0, gained)).toEqual({ level: 4, currentXP: 123, levelsGained: 3 });
  });

  it("counts the XP already gathered inside the level", () => {
    expect(addXp(2, 2800, 5224)).toEqual({ level: 4, currentXP: 0, levelsGained: 2 });
  });

  it("ignores negative gains", () => {
    expect(addXp(3, 40, -500)).toEqual({ level: 3, currentXP: 40, levelsGained: 0 });
  });
});

describe("levelProgressPercent", () => {
  it("is the share of the level already gathered", () => {
    expect(levelProgressPercent(1, 0)).toBe(0);
    expect(levelProgressPercent(1, 250)).toBe(25);
    expect(levelProgressPercent(2, 1414)).toBe(50);
  });

  it("clamps to 0 and 100", () => {
    expect(levelProgressPercent(1, -10)).toBe(0);
    expect(levelProgressPercent(1, 1000)).toBe(100);
    expect(levelProgressPercent(1, 50_000)).toBe(100);
  });
});
