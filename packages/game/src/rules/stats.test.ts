import { describe, expect, it } from "vitest";
import { BASE_STAT, baseStats, combatPower, STAT_NAMES } from "./stats.ts";

describe("baseStats", () => {
  it("starts every one of the six stats at 10", () => {
    const stats = baseStats();
    expect(Object.keys(stats).sort()).toEqual([...STAT_NAMES].sort());
    for (const name of STAT_NAMES) expect(stats[name]).toBe(BASE_STAT);
  });

  it("hands out a fresh object every time", () => {
    const first = baseStats();
    first.strength = 99;
    expect(baseStats().strength).toBe(10);
  });
});

describe("combatPower", () => {
  it("is the plain sum of the six stats", () => {
    expect(
      combatPower({
        strength: 16,
        agility: 13,
        vitality: 15,
        intelligence: 10,
        endurance: 14,
        perception: 11,
      }),
    ).toBe(79);
  });

  it("is 60 for a new hunter", () => {
    expect(combatPower(baseStats())).toBe(60);
  });

  it("reads a missing stat as 10", () => {
    expect(combatPower({})).toBe(60);
    expect(combatPower({ strength: 25 })).toBe(75);
    expect(combatPower({ strength: 1, perception: 1 })).toBe(42);
  });

  it("ignores fields that are not stats", () => {
    const row = { ...baseStats(), level: 40, gold: 9000 };
    expect(combatPower(row)).toBe(60);
  });
});
