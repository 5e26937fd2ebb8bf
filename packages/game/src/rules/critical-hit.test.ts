import { describe, expect, it } from "vitest";
import { REFERENCE_HUNTERS } from "./balance.ts";
import {
  CRITICAL_CHANCE_MAX,
  CRITICAL_CHANCE_MIN,
  criticalChance,
  criticalDamage,
  rollCritical,
} from "./critical-hit.ts";

/** Dice that give `values` in order and count how many were drawn. */
function dice(...values: number[]) {
  const queue = [...values];
  const roll = () => {
    roll.drawn += 1;
    const next = queue.shift();
    if (next === undefined) throw new Error("drew more than the test queued");
    return next;
  };
  roll.drawn = 0;
  return roll;
}

describe("criticalChance", () => {
  it("is 5 % for a new hunter (perception 10) and when perception is missing", () => {
    expect(criticalChance(10)).toBe(0.05);
    expect(criticalChance()).toBe(CRITICAL_CHANCE_MIN);
  });

  it("adds a quarter of a percent per perception point above 10", () => {
    expect(criticalChance(11)).toBe(0.0525);
    expect(criticalChance(14)).toBe(0.06);
    expect(criticalChance(50)).toBe(0.15);
  });

  it("never falls under 5 %, however low the perception", () => {
    expect(criticalChance(1)).toBe(CRITICAL_CHANCE_MIN);
    expect(criticalChance(0)).toBe(0.05);
  });

  it("is capped at 25 %, reached at perception 90", () => {
    expect(criticalChance(89)).toBe(0.2475);
    expect(criticalChance(90)).toBe(CRITICAL_CHANCE_MAX);
    expect(criticalChance(500)).toBe(0.25);
  });

  it("rises rank by rank for the reference hunters, from 5 % (E) to 22.5 % (S)", () => {
    const chances = Object.values(REFERENCE_HUNTERS).map((h) => criticalChance(h.stats.perception));
    expect(chances).toEqual([0.05, 0.06, 0.08, 0.11, 0.155, 0.225]);
  });
});

describe("criticalDamage", () => {
  it("deals half as much again, rounded down", () => {
    expect(criticalDamage(20)).toBe(30);
    expect(criticalDamage(21)).toBe(31);
    expect(criticalDamage(25)).toBe(37);
    expect(criticalDamage(5)).toBe(7);
  });

  it("is more than the plain hit for any hit of at least 2", () => {
    for (let damage = 2; damage <= 500; damage += 1) {
      expect(criticalDamage(damage)).toBeGreaterThan(damage);
    }
  });
});

describe("rollCritical", () => {
  it("is critical when the roll falls under the chance, and multiplies the damage", () => {
    expect(rollCritical(25, 11, dice(0.0524))).toEqual({ damage: 37, critical: true });
    expect(rollCritical(25, 10, dice(0))).toEqual({ damage: 37, critical: true });
  });

  it("is a plain hit at the chance itself and above", () => {
    expect(rollCritical(25, 11, dice(0.0525))).toEqual({ damage: 25, critical: false });
    expect(rollCritical(25, 90, dice(0.25))).toEqual({ damage: 25, critical: false });
    expect(rollCritical(25, 90, dice(0.999))).toEqual({ damage: 25, critical: false });
  });

  it("draws exactly one roll for a damaging hit", () => {
    const roll = dice(0.5, 0);
    rollCritical(40, 10, roll);
    expect(roll.drawn).toBe(1);
  });

  it("never crits a hit of 0 (a heal, a buff) and draws no roll for it", () => {
    const roll = dice(0);
    expect(rollCritical(0, 90, roll)).toEqual({ damage: 0, critical: false });
    expect(roll.drawn).toBe(0);
  });

  it("lands about as often as the chance says over many rolls", () => {
    // A fixed linear sequence covers [0, 1) evenly: exactly the chance's share is critical.
    const rolls = 10_000;
    let criticals = 0;
    for (let i = 0; i < rolls; i += 1) {
      if (rollCritical(30, 50, () => i / rolls).critical) criticals += 1;
    }
    expect(criticals / rolls).toBe(criticalChance(50));
  });
});
