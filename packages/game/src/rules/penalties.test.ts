import { describe, expect, it } from "vitest";
import {
  applyPenalty,
  CHEATING_PENALTY,
  MISSED_DAILY_PENALTY,
  type PenaltyTarget,
} from "./penalties.ts";

function target(overrides: Partial<PenaltyTarget> = {}): PenaltyTarget {
  return {
    currentXP: 1000,
    gold: 1000,
    strength: 10,
    agility: 10,
    vitality: 10,
    intelligence: 10,
    endurance: 10,
    perception: 10,
    ...overrides,
  };
}

describe("missed-daily penalty", () => {
  it("takes 500 XP, 100 gold and 1 from every stat", () => {
    const { after, lost } = applyPenalty(target(), MISSED_DAILY_PENALTY);
    expect(after).toMatchObject({ currentXP: 500, gold: 900, strength: 9, perception: 9 });
    expect(lost.xp).toBe(500);
    expect(lost.gold).toBe(100);
    expect(lost.stats.agility).toBe(1);
  });

  it("stops at XP 0, gold 0 and stats 1", () => {
    const { after, lost } = applyPenalty(
      target({ currentXP: 499, gold: 99, strength: 1, agility: 2 }),
      MISSED_DAILY_PENALTY,
    );
    expect(after).toMatchObject({ currentXP: 0, gold: 0, strength: 1, agility: 1, vitality: 9 });
    expect(lost).toMatchObject({ xp: 499, gold: 99 });
    expect(lost.stats.strength).toBe(0);
  });

  it("at exactly the amounts reaches the floors", () => {
    const { after } = applyPenalty(target({ currentXP: 500, gold: 100 }), MISSED_DAILY_PENALTY);
    expect(after.currentXP).toBe(0);
    expect(after.gold).toBe(0);
  });
});

describe("cheating penalty", () => {
  it("takes 500 XP, 500 gold and 1 from every stat, with the same floors", () => {
    expect(applyPenalty(target(), CHEATING_PENALTY).after).toMatchObject({
      currentXP: 500,
      gold: 500,
      endurance: 9,
    });
    const floored = applyPenalty(
      target({ currentXP: 3, gold: 499, vitality: 1 }),
      CHEATING_PENALTY,
    );
    expect(floored.after).toMatchObject({ currentXP: 0, gold: 0, vitality: 1 });
  });
});
