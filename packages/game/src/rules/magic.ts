import type { ClassName } from "../content/classes.ts";
import { attackDamage, MIN_DAMAGE } from "./combat.ts";
import { BASE_STAT, type Stats } from "./stats.ts";

/**
 * The Magic menu: each class has one skill, usable once per battle (per monster). A skill is
 * cast with reps like an attack, so magic is still exercise; the pace rule applies to it too.
 */
type SkillEffect = "empower-next-attack" | "block-next-counter" | "damage" | "heal";
/** A skill's effect that waits on the battle for a later action. */
export type BattleBuff = "berserk" | "iron-wall";

export interface ClassSkill {
  className: ClassName;
  name: string;
  description: string;
  /** Reps to cast it. */
  reps: number;
  effect: SkillEffect;
}

/** Berserk doubles the damage of the hunter's next weapon attack. */
const BERSERK_MULTIPLIER = 2;
/** Shadow Strike: the damage formula at x3, and the monster never answers it. */
const SHADOW_STRIKE_MULTIPLIER = 3;
/** Volley: three arrows, each a light-attack hit (x1.2). */
const VOLLEY_ARROWS = 3;
const VOLLEY_ARROW_MULTIPLIER = 1.2;
/** Fireball: the damage formula at x3 with intelligence in place of strength. */
const FIREBALL_MULTIPLIER = 3;
/** Heal restores 30 % of max HP plus one HP per point of intelligence, capped at max HP. */
const HEAL_SHARE_OF_MAX_HP = 0.3;

export const CLASS_SKILLS: Record<ClassName, ClassSkill> = {
  Fighter: {
    className: "Fighter",
    name: "Berserk",
    description: "Your next attack deals double damage.",
    reps: 5,
    effect: "empower-next-attack",
  },
  Tank: {
    className: "Tank",
    name: "Iron Wall",
    description: "Blocks the next counter-attack that would hit you.",
    reps: 5,
    effect: "block-next-counter",
  },
  Assassin: {
    className: "Assassin",
    name: "Shadow Strike",
    description: "Strike from the shadows for triple damage. The monster cannot counter.",
    reps: 5,
    effect: "damage",
  },
  Ranger: {
    className: "Ranger",
    name: "Volley",
    description: "Loose three arrows at once, each hitting like a light attack.",
    reps: 8,
    effect: "damage",
  },
  Mage: {
    className: "Mage",
    name: "Fireball",
    description: "Hurl a fireball powered by your intelligence for triple damage.",
    reps: 8,
    effect: "damage",
  },
  Healer: {
    className: "Healer",
    name: "Heal",
    description: "Restore 30% of your max HP plus your intelligence.",
    reps: 6,
    effect: "heal",
  },
};

export function skillFor(className: ClassName): ClassSkill {
  return CLASS_SKILLS[className];
}

export interface SkillCaster {
  className: ClassName;
  stats: Partial<Stats>;
  weaponStats?: Partial<Stats> | null;
  /** The class's damageBonus percent; it applies to skill damage as to any damage. */
  classDamageBonus?: number;
  currentHP: number;
  maxHP: number;
}

export interface SkillResult {
  skill: ClassSkill;
  /** Damage to the monster now (0 for buffs and Heal). */
  damage: number;
  /** HP restored now, already capped at max HP. */
  healing: number;
  /** What the battle must remember for a later action, or null. */
  buff: BattleBuff | null;
  /** Whether the monster gets its counter-attack roll after the cast. */
  monsterMayCounter: boolean;
}

/** The effect of casting the caster's class skill. The caller refuses a second cast per battle. */
export function resolveSkill(caster: SkillCaster): SkillResult {
  const skill = skillFor(caster.className);
  const none = { skill, damage: 0, healing: 0, buff: null, monsterMayCounter: true };
  const hit = (multiplier: number, boostStat: "strength" | "intelligence" = "strength") =>
    attackDamage({
      stats: caster.stats,
      weaponStats: caster.weaponStats,
      attack: { multiplier },
      classDamageBonus: caster.classDamageBonus,
      boostStat,
    });
  switch (caster.className) {
    case "Fighter":
      return { ...none, buff: "berserk" };
    case "Tank":
      return { ...none, buff: "iron-wall" };
    case "Assassin":
      return { ...none, damage: hit(SHADOW_STRIKE_MULTIPLIER), monsterMayCounter: false };
    case "Ranger":
      return { ...none, damage: VOLLEY_ARROWS * hit(VOLLEY_ARROW_MULTIPLIER) };
    case "Mage":
      return { ...none, damage: hit(FIREBALL_MULTIPLIER, "intelligence") };
    case "Healer":
      return { ...none, healing: healAmount(caster) };
  }
}

/** HP Heal restores: floor(30 % of max) + intelligence, never past max HP. */
export function healAmount(caster: Pick<SkillCaster, "stats" | "currentHP" | "maxHP">): number {
  const intelligence = caster.stats.intelligence ?? BASE_STAT;
  const wanted = Math.floor(caster.maxHP * HEAL_SHARE_OF_MAX_HP) + intelligence;
  return Math.max(0, Math.min(wanted, caster.maxHP - caster.currentHP));
}

/**
 * A weapon attack under a pending buff. Berserk doubles this attack's damage and is spent;
 * Iron Wall is not about attacks and stays for the monster's turn.
 */
export function applyBuffToAttack(
  damage: number,
  buff: BattleBuff | null,
): { damage: number; buff: BattleBuff | null } {
  if (buff !== "berserk") return { damage, buff };
  return { damage: Math.max(MIN_DAMAGE, damage * BERSERK_MULTIPLIER), buff: null };
}
