import { describe, expect, it } from "vitest";
import { HUNTER_CLASSES } from "../content/classes.ts";
import {
  ATTACK_KINDS,
  type AttackSetName,
  applyDamage,
  attackDamage,
  attackSetFor,
  BATTLE_TIME_LIMIT_SECONDS,
  baseAttackDamage,
  battleSecondsLeft,
  effectiveStats,
  findAttack,
  isAttackKind,
  isBattleTimeUp,
  isHumanPace,
  isWeaponSubType,
  MIN_DAMAGE,
  MIN_MS_PER_REP,
  NEXT_ENEMY_COUNTDOWN_SECONDS,
  nextEnemySecondsLeft,
  WEAPON_SUB_TYPES,
  xpForDamage,
} from "./combat.ts";
import { baseStats } from "./stats.ts";

const fresh = baseStats();
const sword = (kind: "light" | "heavy" | "combo") => findAttack("sword", kind);

describe("attack sets", () => {
  it.each(WEAPON_SUB_TYPES)("%s: light 3 reps x1.2, heavy 6 x1.8, combo 8 x2.4", (subType) => {
    const set = attackSetFor(subType);
    expect(set.map(({ kind, reps, multiplier }) => [kind, reps, multiplier])).toEqual([
      ["light", 3, 1.2],
      ["heavy", 6, 1.8],
      ["combo", 8, 2.4],
    ]);
  });

  it("unarmed: 3 reps x1, 6 x1.6, 8 x2.2", () => {
    expect(attackSetFor("unarmed").map(({ reps, multiplier }) => [reps, multiplier])).toEqual([
      [3, 1],
      [6, 1.6],
      [8, 2.2],
    ]);
  });

  it("falls back to unarmed without a weapon", () => {
    expect(attackSetFor(null)).toEqual(attackSetFor("unarmed"));
    expect(attackSetFor(undefined)).toEqual(attackSetFor("unarmed"));
    expect(findAttack(null, "combo").name).toBe("Fist Flurry");
  });

  it.each<[AttackSetName, string[]]>([
    ["sword", ["Slash", "Cleave", "Blade Dance"]],
    ["bow", ["Quick Shot", "Power Shot", "Arrow Rain"]],
    ["staff", ["Staff Strike", "Arcane Bolt", "Mana Burst"]],
    ["dagger", ["Stab", "Backstab", "Shadow Flurry"]],
    ["hammer", ["Bash", "Crush", "Earthshaker"]],
    ["unarmed", ["Jab", "Haymaker", "Fist Flurry"]],
  ])("%s attacks are named %j", (subType, names) => {
    expect(attackSetFor(subType).map((a) => a.name)).toEqual(names);
  });

  it("finds one attack by kind", () => {
    expect(findAttack("hammer", "heavy")).toEqual({
      kind: "heavy",
      name: "Crush",
      reps: 6,
      multiplier: 1.8,
    });
  });

  it("recognises sub-types and kinds", () => {
    expect(isWeaponSubType("bow")).toBe(true);
    expect(isWeaponSubType("unarmed")).toBe(false);
    expect(isWeaponSubType("axe")).toBe(false);
    for (const kind of ATTACK_KINDS) expect(isAttackKind(kind)).toBe(true);
    expect(isAttackKind("ultimate")).toBe(false);
  });
});

describe("baseAttackDamage (the spec's formula)", () => {
  it.each([
    ["light", 21],
    ["heavy", 32],
    ["combo", 43],
  ] as const)("a new hunter's sword %s deals %i", (kind, damage) => {
    expect(baseAttackDamage({ stats: fresh, attack: sword(kind) })).toBe(damage);
  });

  it.each([
    ["light", 18],
    ["heavy", 28],
    ["combo", 39],
  ] as const)("a new hunter's unarmed %s deals %i", (kind, damage) => {
    expect(baseAttackDamage({ stats: fresh, attack: findAttack(null, kind) })).toBe(damage);
  });

  it("never deals less than 5", () => {
    const weakest = { strength: 1, agility: 1, vitality: 1, intelligence: 1, endurance: 1 };
    const stats = { ...weakest, perception: 1 };
    // 6 * 0.3 * 1 = 1.8 → 1 → 5
    expect(baseAttackDamage({ stats, attack: findAttack(null, "light") })).toBe(MIN_DAMAGE);
    // total 30, strength 25: 30 * 0.3 * 1.75 * 2.4 = 37.8 stays above the floor
    expect(baseAttackDamage({ stats: { ...stats, strength: 25 }, attack: sword("combo") })).toBe(
      37,
    );
  });

  it("is 5 at the edge where the formula gives 5 or just under", () => {
    const stats = { strength: 1, agility: 1, vitality: 1, intelligence: 1, endurance: 1 };
    // total 17: 17 * 0.3 * 1 = 5.1 → 5; total 16: 4.8 → 4 → 5
    expect(
      baseAttackDamage({ stats: { ...stats, perception: 12 }, attack: { multiplier: 1 } }),
    ).toBe(5);
    expect(
      baseAttackDamage({ stats: { ...stats, perception: 11 }, attack: { multiplier: 1 } }),
    ).toBe(5);
    // total 20: 6
    expect(
      baseAttackDamage({ stats: { ...stats, perception: 15 }, attack: { multiplier: 1 } }),
    ).toBe(6);
  });

  it("adds 5 % per strength point above 10", () => {
    // total 70, strength 20: 70 * 0.3 * 1.5 * 1.2 = 37.8
    expect(baseAttackDamage({ stats: { ...fresh, strength: 20 }, attack: sword("light") })).toBe(
      37,
    );
    // total 61, strength 11: 61 * 0.3 * 1.05 * 1.2 = 23.058
    expect(baseAttackDamage({ stats: { ...fresh, strength: 11 }, attack: sword("light") })).toBe(
      23,
    );
  });

  it("gives no strength malus below 10", () => {
    // total 55: 55 * 0.3 * 1 * 1.2 = 19.8
    expect(baseAttackDamage({ stats: { ...fresh, strength: 5 }, attack: sword("light") })).toBe(19);
  });

  it("counts the weapon's stats in the total and in strength", () => {
    const weaponStats = { strength: 5, agility: 3 };
    // total 68, strength 15: 68 * 0.3 * 1.25 * 1.2 = 30.6
    expect(baseAttackDamage({ stats: fresh, weaponStats, attack: sword("light") })).toBe(30);
    expect(effectiveStats(fresh, weaponStats)).toMatchObject({ strength: 15, agility: 13 });
  });

  it("reads missing hunter stats as 10", () => {
    expect(baseAttackDamage({ stats: {}, attack: sword("light") })).toBe(21);
  });

  it("floors exact results exactly, where floating point would lose one", () => {
    // 72 * 0.3 * 1.25 * 1 is exactly 27; naive floating point gives 26.999999999999996.
    const stats = { ...fresh, strength: 15, agility: 17 };
    expect(baseAttackDamage({ stats, attack: findAttack(null, "light") })).toBe(27);
  });
});

describe("attackDamage (with the class bonus)", () => {
  it("applies no bonus when none is given", () => {
    expect(attackDamage({ stats: fresh, attack: sword("light") })).toBe(21);
  });

  it.each([
    ["Fighter", 24], // 21 * 1.15 = 24.15
    ["Tank", 22], // 21 * 1.05 = 22.05
    ["Assassin", 25], // 21 * 1.20 = 25.2
    ["Ranger", 23], // 21 * 1.12 = 23.52
    ["Mage", 24], // 21 * 1.18 = 24.78
    ["Healer", 22],
  ])("a new %s's Slash deals %i", (name, damage) => {
    const hunterClass = HUNTER_CLASSES.find((c) => c.name === name);
    expect(
      attackDamage({
        stats: fresh,
        attack: sword("light"),
        classDamageBonus: hunterClass?.damageBonus,
      }),
    ).toBe(damage);
  });

  it("applies the bonus after the spec's floor and minimum", () => {
    const stats = { strength: 1, agility: 1, vitality: 1, intelligence: 1, endurance: 1 };
    const weakest = { ...stats, perception: 1 };
    expect(attackDamage({ stats: weakest, attack: { multiplier: 1 }, classDamageBonus: 20 })).toBe(
      6,
    );
    expect(attackDamage({ stats: weakest, attack: { multiplier: 1 }, classDamageBonus: 5 })).toBe(
      5,
    );
  });

  it("ignores a negative bonus", () => {
    expect(attackDamage({ stats: fresh, attack: sword("light"), classDamageBonus: -50 })).toBe(21);
  });
});

describe("xpForDamage", () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [9, 1],
    [10, 2],
    [21, 4],
    [43, 8],
    [777, 155],
  ])("%i damage gives %i XP", (damage, xp) => {
    expect(xpForDamage(damage)).toBe(xp);
  });

  it("gives at least 1 XP for any attack, since damage is at least 5", () => {
    expect(xpForDamage(MIN_DAMAGE)).toBe(1);
  });
});

describe("applyDamage", () => {
  it("lowers the monster's HP and stops at 0", () => {
    expect(applyDamage(130, 21)).toBe(109);
    expect(applyDamage(21, 21)).toBe(0);
    expect(applyDamage(10, 21)).toBe(0);
    expect(applyDamage(10, -5)).toBe(10);
  });
});

describe("isHumanPace", () => {
  it("allows exactly 250 ms per rep and refuses 1 ms less", () => {
    expect(MIN_MS_PER_REP).toBe(250);
    expect(isHumanPace(3, 750)).toBe(true);
    expect(isHumanPace(3, 749)).toBe(false);
    expect(isHumanPace(8, 2000)).toBe(true);
    expect(isHumanPace(8, 1999)).toBe(false);
    expect(isHumanPace(1, 250)).toBe(true);
  });

  it("refuses non-positive or fractional rep counts", () => {
    expect(isHumanPace(0, 10_000)).toBe(false);
    expect(isHumanPace(-3, 10_000)).toBe(false);
    expect(isHumanPace(2.5, 10_000)).toBe(false);
  });

  it("refuses an attack timed before the previous one", () => {
    expect(isHumanPace(3, -1)).toBe(false);
  });
});

describe("battle timer", () => {
  const start = Date.UTC(2025, 0, 1, 12, 0, 0);

  it("lasts 1800 seconds with a 30-second next-enemy countdown", () => {
    expect(BATTLE_TIME_LIMIT_SECONDS).toBe(1800);
    expect(NEXT_ENEMY_COUNTDOWN_SECONDS).toBe(30);
  });

  it("counts down in whole seconds and stops at 0", () => {
    expect(battleSecondsLeft(start, start)).toBe(1800);
    expect(battleSecondsLeft(start, start + 999)).toBe(1800);
    expect(battleSecondsLeft(start, start + 1000)).toBe(1799);
    expect(battleSecondsLeft(start, start + 1_500_000)).toBe(300);
    expect(battleSecondsLeft(start, start + 1_800_000)).toBe(0);
    expect(battleSecondsLeft(start, start + 9_999_999)).toBe(0);
  });

  it("treats a clock behind the start as a full timer", () => {
    expect(battleSecondsLeft(start, start - 5000)).toBe(1800);
  });

  it("is up at exactly 1800 seconds, not a millisecond before", () => {
    expect(isBattleTimeUp(start, start + 1_799_999)).toBe(false);
    expect(isBattleTimeUp(start, start + 1_800_000)).toBe(true);
  });

  it("counts the next-enemy countdown from the paid victory, in whole seconds down to 0", () => {
    expect(nextEnemySecondsLeft(start, start)).toBe(30);
    expect(nextEnemySecondsLeft(start, start + 999)).toBe(30);
    expect(nextEnemySecondsLeft(start, start + 12_000)).toBe(18);
    expect(nextEnemySecondsLeft(start, start + 29_999)).toBe(1);
    expect(nextEnemySecondsLeft(start, start + 30_000)).toBe(0);
    expect(nextEnemySecondsLeft(start, start + 600_000)).toBe(0);
    expect(nextEnemySecondsLeft(start, start - 5000)).toBe(30);
  });
});

describe("the worked examples of docs/game-rules/battle.md", () => {
  const bonus = (name: string) => HUNTER_CLASSES.find((c) => c.name === name)?.damageBonus;

  it.each([
    ["new hunter, Jab", fresh, null, findAttack(null, "light"), undefined, 18, 3],
    ["new hunter, Fist Flurry", fresh, null, findAttack(null, "combo"), undefined, 39, 7],
    ["new Fighter, Slash", fresh, null, sword("light"), bonus("Fighter"), 24, 4],
    ["new Tank, Blade Dance", fresh, null, sword("combo"), bonus("Tank"), 45, 9],
    [
      "strength 20 Assassin, Cleave",
      { ...fresh, strength: 20 },
      null,
      sword("heavy"),
      bonus("Assassin"),
      67,
      13,
    ],
    [
      "new hunter, stat sword, Blade Dance",
      fresh,
      { strength: 5, agility: 3 },
      sword("combo"),
      undefined,
      61,
      12,
    ],
  ] as const)("%s", (_, stats, weaponStats, attack, classDamageBonus, damage, xp) => {
    const dealt = attackDamage({ stats, weaponStats, attack, classDamageBonus });
    expect(dealt).toBe(damage);
    expect(xpForDamage(dealt)).toBe(xp);
  });
});
