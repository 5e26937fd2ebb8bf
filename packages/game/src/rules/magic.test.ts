import { describe, expect, it } from "vitest";
import { CLASS_NAMES } from "../content/classes.ts";
import { attackDamage } from "./combat.ts";
import {
  applyBuffToAttack,
  CLASS_SKILLS,
  healAmount,
  resolveSkill,
  type SkillCaster,
  skillFor,
} from "./magic.ts";
import { baseStats } from "./stats.ts";

const caster = (className: SkillCaster["className"], extra: Partial<SkillCaster> = {}) => ({
  className,
  stats: baseStats(),
  currentHP: 60,
  maxHP: 100,
  ...extra,
});

describe("CLASS_SKILLS", () => {
  it("gives each of the six classes one named skill cast with reps", () => {
    expect(CLASS_NAMES.map((name) => skillFor(name).name)).toEqual([
      "Berserk",
      "Iron Wall",
      "Shadow Strike",
      "Volley",
      "Fireball",
      "Heal",
    ]);
    for (const name of CLASS_NAMES) {
      expect(CLASS_SKILLS[name].className).toBe(name);
      expect(CLASS_SKILLS[name].reps).toBeGreaterThanOrEqual(3);
      expect(CLASS_SKILLS[name].description.length).toBeGreaterThan(10);
    }
  });
});

describe("resolveSkill", () => {
  it("Berserk: no damage now, the next attack is empowered", () => {
    expect(resolveSkill(caster("Fighter"))).toMatchObject({
      damage: 0,
      healing: 0,
      buff: "berserk",
      monsterMayCounter: true,
    });
  });

  it("Iron Wall: no damage now, a shield for the next counter-attack", () => {
    expect(resolveSkill(caster("Tank"))).toMatchObject({ damage: 0, buff: "iron-wall" });
  });

  it("Shadow Strike: x3 damage with the class bonus, never countered", () => {
    // 60 * 0.3 * 3 = 54, then +20 % = 64
    const result = resolveSkill(caster("Assassin", { classDamageBonus: 20 }));
    expect(result).toMatchObject({ damage: 64, buff: null, monsterMayCounter: false });
  });

  it("Volley: three light-attack arrows", () => {
    // each arrow 60 * 0.3 * 1.2 = 21.6 → 21, +12 % → 23; three arrows 69
    const result = resolveSkill(caster("Ranger", { classDamageBonus: 12 }));
    expect(result.damage).toBe(69);
    expect(result.monsterMayCounter).toBe(true);
  });

  it("Fireball: x3 with intelligence, not strength, adding 5 % per point above 10", () => {
    const stats = { ...baseStats(), intelligence: 20 };
    // total 70 * 0.3 * 1.5 * 3 = 94.5 → 94
    expect(resolveSkill(caster("Mage", { stats })).damage).toBe(94);
    const strong = { ...baseStats(), strength: 20 };
    // strength does not boost it: 70 * 0.3 * 3 = 63
    expect(resolveSkill(caster("Mage", { stats: strong })).damage).toBe(63);
    expect(attackDamage({ stats: strong, attack: { multiplier: 3 } })).toBe(94);
  });

  it("uses the weapon's stats for damage skills", () => {
    const withWeapon = resolveSkill(caster("Assassin", { weaponStats: { agility: 10 } }));
    // total 70 * 0.3 * 3 = 63
    expect(withWeapon.damage).toBe(63);
  });

  it("Heal: 30 % of max HP plus intelligence, capped at max HP", () => {
    expect(resolveSkill(caster("Healer", { currentHP: 20 }))).toMatchObject({
      damage: 0,
      healing: 40,
      buff: null,
    });
    expect(resolveSkill(caster("Healer", { currentHP: 90 })).healing).toBe(10);
    expect(resolveSkill(caster("Healer", { currentHP: 100 })).healing).toBe(0);
  });
});

describe("healAmount", () => {
  it("rounds the share down and reads a missing intelligence as 10", () => {
    expect(healAmount({ stats: {}, currentHP: 0, maxHP: 155 })).toBe(56);
    expect(healAmount({ stats: { intelligence: 25 }, currentHP: 0, maxHP: 100 })).toBe(55);
  });
});

describe("applyBuffToAttack", () => {
  it("doubles the next attack under Berserk and spends it", () => {
    expect(applyBuffToAttack(24, "berserk")).toEqual({ damage: 48, buff: null });
  });

  it("leaves damage and Iron Wall alone", () => {
    expect(applyBuffToAttack(24, "iron-wall")).toEqual({ damage: 24, buff: "iron-wall" });
    expect(applyBuffToAttack(24, null)).toEqual({ damage: 24, buff: null });
  });
});

describe("the magic examples of docs/game-rules/battle.md", () => {
  it("Fireball with intelligence 20 and the Mage's 18 % deals 110; a new Mage's deals 63", () => {
    const stats = { ...baseStats(), intelligence: 20 };
    expect(resolveSkill(caster("Mage", { stats, classDamageBonus: 18 })).damage).toBe(110);
    expect(resolveSkill(caster("Mage", { classDamageBonus: 18 })).damage).toBe(63);
  });

  it("Berserk turns a Fighter's Slash of 24 into 48", () => {
    expect(applyBuffToAttack(24, resolveSkill(caster("Fighter")).buff).damage).toBe(48);
  });
});
