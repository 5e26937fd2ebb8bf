import { describe, expect, it } from "vitest";
import {
  applyHunterDamage,
  attemptRunAway,
  COUNTER_CHANCE_MAX,
  COUNTER_CHANCE_MIN,
  counterAttackChance,
  counterAttackDamage,
  defeatHunter,
  RUN_AWAY_CHANCE_MAX,
  RUN_AWAY_CHANCE_MIN,
  resolveMonsterTurn,
  runAwayChance,
} from "./monster-turn.ts";

const wolf = { level: 3, attack: 4 };
const freshHunter = { agility: 10, vitality: 10 };

describe("counterAttackChance", () => {
  it("is 25 % when the monster's level equals the hunter's agility", () => {
    expect(counterAttackChance(10, 10)).toBe(0.25);
    expect(counterAttackChance(80, 80)).toBe(0.25);
  });

  it("moves 1 % per level of difference", () => {
    expect(counterAttackChance(3, 10)).toBe(0.18);
    expect(counterAttackChance(18, 10)).toBe(0.33);
  });

  it("is clamped between 5 % and 75 %", () => {
    expect(counterAttackChance(1, 100)).toBe(COUNTER_CHANCE_MIN);
    expect(counterAttackChance(97, 10)).toBe(COUNTER_CHANCE_MAX);
    expect(counterAttackChance(60, 10)).toBe(0.75);
    expect(counterAttackChance(61, 10)).toBe(0.75);
  });

  it("reads a missing agility as 10", () => {
    expect(counterAttackChance(10)).toBe(0.25);
  });
});

describe("counterAttackDamage", () => {
  it("equals the monster's attack at vitality 10", () => {
    expect(counterAttackDamage(4, 10)).toBe(4);
    expect(counterAttackDamage(44)).toBe(44);
  });

  it("halves when vitality doubles, rounding down", () => {
    expect(counterAttackDamage(8, 20)).toBe(4);
    expect(counterAttackDamage(44, 80)).toBe(5);
    expect(counterAttackDamage(6, 14)).toBe(4);
  });

  it("always costs at least 1 HP", () => {
    expect(counterAttackDamage(1, 500)).toBe(1);
    expect(counterAttackDamage(0, 10)).toBe(1);
  });

  it("treats vitality below 1 as 1", () => {
    expect(counterAttackDamage(3, 0)).toBe(30);
  });
});

describe("resolveMonsterTurn", () => {
  const input = { monster: wolf, monsterHP: 50, hunter: freshHunter };
  const chance = counterAttackChance(wolf.level, 10);

  it("hits when the random number is under the chance", () => {
    expect(resolveMonsterTurn(input, 0)).toEqual({
      attacked: true,
      blocked: false,
      damage: 4,
      shieldLeft: false,
    });
    expect(resolveMonsterTurn(input, chance - 1e-9).attacked).toBe(true);
  });

  it("misses at and above the chance", () => {
    expect(resolveMonsterTurn(input, chance)).toEqual({
      attacked: false,
      blocked: false,
      damage: 0,
      shieldLeft: false,
    });
    expect(resolveMonsterTurn(input, 0.99).attacked).toBe(false);
  });

  it("never strikes back once slain", () => {
    expect(resolveMonsterTurn({ ...input, monsterHP: 0 }, 0).attacked).toBe(false);
  });

  it("spends Iron Wall on the first hit that lands, and only then", () => {
    const shielded = { ...input, shielded: true };
    expect(resolveMonsterTurn(shielded, 0.99)).toMatchObject({ attacked: false, shieldLeft: true });
    expect(resolveMonsterTurn(shielded, 0)).toEqual({
      attacked: true,
      blocked: true,
      damage: 0,
      shieldLeft: false,
    });
  });
});

describe("applyHunterDamage and defeat", () => {
  const health = { currentHP: 40, maxHP: 100, timesDefeated: 2 };

  it("takes HP while some is left", () => {
    expect(applyHunterDamage(health, 39)).toEqual({ ...health, currentHP: 1, defeated: false });
  });

  it("defeats at exactly 0 HP: half the max back, one more defeat", () => {
    expect(applyHunterDamage(health, 40)).toEqual({
      currentHP: 50,
      maxHP: 100,
      timesDefeated: 3,
      defeated: true,
    });
    expect(applyHunterDamage(health, 400).currentHP).toBe(50);
  });

  it("rounds the recovered HP up and never to 0", () => {
    expect(defeatHunter({ currentHP: 0, maxHP: 101, timesDefeated: 0 }).currentHP).toBe(51);
    expect(defeatHunter({ currentHP: 0, maxHP: 1, timesDefeated: 0 }).currentHP).toBe(1);
  });

  it("ignores negative damage", () => {
    expect(applyHunterDamage(health, -10).currentHP).toBe(40);
  });
});

describe("runAwayChance", () => {
  it("is 50 % when agility equals the monster's level", () => {
    expect(runAwayChance(20, 20)).toBe(0.5);
  });

  it("moves 2 % per point of agility against level", () => {
    expect(runAwayChance(10, 3)).toBe(0.64);
    expect(runAwayChance(10, 15)).toBe(0.4);
  });

  it("is 15 % lower against a boss", () => {
    expect(runAwayChance(10, 8, true)).toBe(0.39);
  });

  it("is clamped between 10 % and 90 %", () => {
    expect(runAwayChance(10, 97)).toBe(RUN_AWAY_CHANCE_MIN);
    expect(runAwayChance(100, 1)).toBe(RUN_AWAY_CHANCE_MAX);
    expect(runAwayChance(30, 10)).toBe(0.9);
    expect(runAwayChance(10, 30)).toBe(0.1);
  });
});

describe("attemptRunAway", () => {
  const input = { monster: wolf, hunter: freshHunter };

  it("escapes under the chance with no damage", () => {
    expect(attemptRunAway(input, 0)).toEqual({ success: true, monsterDamage: 0 });
    expect(attemptRunAway(input, 0.6399).success).toBe(true);
  });

  it("fails at and above the chance and the monster always hits", () => {
    expect(attemptRunAway(input, 0.64)).toEqual({ success: false, monsterDamage: 4 });
    expect(attemptRunAway(input, 0.999)).toEqual({ success: false, monsterDamage: 4 });
  });

  it("is harder against a boss", () => {
    const boss = { monster: { level: 8, attack: 6, isBoss: true }, hunter: freshHunter };
    expect(attemptRunAway(boss, 0.4)).toEqual({ success: false, monsterDamage: 6 });
    expect(
      attemptRunAway({ ...boss, monster: { ...boss.monster, isBoss: false } }, 0.4).success,
    ).toBe(true);
  });
});
