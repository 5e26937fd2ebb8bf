import { BASE_STAT } from "./stats.ts";

/**
 * The monster's side of a battle. Every roll takes its random number in [0, 1) as an argument,
 * so the server draws it (crypto or Math.random) and tests drive every branch.
 * A roll succeeds when `random < chance`: chance 0.25 succeeds for 25 % of draws.
 */

/** Counter-attack chance when the monster's level equals the hunter's agility. */
const COUNTER_BASE_CHANCE = 0.25;
/** Each level the monster has over the hunter's agility adds 1 % (each point under removes 1 %). */
const COUNTER_CHANCE_PER_LEVEL = 0.01;
/** Even the slowest monster sometimes lands a blow; even the fastest sometimes misses. */
export const COUNTER_CHANCE_MIN = 0.05;
export const COUNTER_CHANCE_MAX = 0.75;
/**
 * Vitality at which a hit deals exactly the monster's attack. Damage scales with
 * pivot / vitality: twice the vitality halves the hit, so a rank's monsters hurt a hunter of
 * that rank about as much at E as at S, and crush a hunter who is ranks below them.
 */
const COUNTER_VITALITY_PIVOT = 10;
/** A hit that lands always costs at least 1 HP. */
const MIN_COUNTER_DAMAGE = 1;

/** The monster fields a counter-attack reads. */
interface MonsterFoe {
  level: number;
  attack: number;
}

/** The hunter fields a counter-attack reads; a missing stat reads as 10. */
interface HunterGuard {
  agility?: number;
  vitality?: number;
}

/**
 * Chances are summed in whole percents and divided once, so 50 % + 7 × 2 % is exactly the
 * double 0.64 and a test's `random = 0.64` sits exactly on the boundary.
 */
function chanceFromPercents(
  base: number,
  perPoint: number,
  points: number,
  min: number,
  max: number,
) {
  const percent = pct(base) + pct(perPoint) * points;
  return Math.min(pct(max), Math.max(pct(min), percent)) / 100;
}

function pct(fraction: number): number {
  return Math.round(fraction * 100);
}

/** Chance that the monster strikes back after an attack: 25 % ± 1 % per level vs agility, 5–75 %. */
export function counterAttackChance(monsterLevel: number, agility = BASE_STAT): number {
  return chanceFromPercents(
    COUNTER_BASE_CHANCE,
    COUNTER_CHANCE_PER_LEVEL,
    monsterLevel - agility,
    COUNTER_CHANCE_MIN,
    COUNTER_CHANCE_MAX,
  );
}

/** HP one hit costs: max(1, floor(attack * 10 / vitality)). */
export function counterAttackDamage(monsterAttack: number, vitality = BASE_STAT): number {
  const raw = Math.floor((monsterAttack * COUNTER_VITALITY_PIVOT) / Math.max(1, vitality));
  return Math.max(MIN_COUNTER_DAMAGE, raw);
}

export interface MonsterTurnInput {
  monster: MonsterFoe;
  /** The monster's HP after the hunter's action; a slain monster never strikes back. */
  monsterHP: number;
  hunter: HunterGuard;
  /** Tank's Iron Wall: the next hit that lands is blocked and the shield is spent. */
  shielded?: boolean;
}

export interface MonsterTurn {
  /** The monster swung (the log's red line). */
  attacked: boolean;
  /** A swing that the shield stopped. */
  blocked: boolean;
  damage: number;
  /** Whether the shield is still up after this turn. */
  shieldLeft: boolean;
}

/**
 * The monster's answer to one attack or spell, driven by `random` in [0, 1). Using an item
 * gives the monster no turn (the spec's use-item reply carries no monster fields).
 */
export function resolveMonsterTurn(input: MonsterTurnInput, random: number): MonsterTurn {
  const shielded = input.shielded ?? false;
  const miss = { attacked: false, blocked: false, damage: 0, shieldLeft: shielded };
  if (input.monsterHP <= 0) return miss;
  if (random >= counterAttackChance(input.monster.level, input.hunter.agility)) return miss;
  if (shielded) return { attacked: true, blocked: true, damage: 0, shieldLeft: false };
  const damage = counterAttackDamage(input.monster.attack, input.hunter.vitality);
  return { attacked: true, blocked: false, damage, shieldLeft: false };
}

/** Share of max HP a defeated hunter wakes up with, outside the gate. */
const DEFEAT_RECOVERY_SHARE = 0.5;

export interface HunterHealth {
  currentHP: number;
  maxHP: number;
  timesDefeated: number;
}

export interface DamageOutcome extends HunterHealth {
  /** HP reached 0: the battle ends, the run ends, no rewards for this monster. */
  defeated: boolean;
}

/**
 * Applies a hit. At 0 HP the hunter is defeated: `timesDefeated` goes up by one and HP is set
 * to half the max (rounded up), so a defeat costs the run but never locks the hunter out.
 */
export function applyHunterDamage(health: HunterHealth, damage: number): DamageOutcome {
  const currentHP = Math.max(0, health.currentHP - Math.max(0, damage));
  if (currentHP > 0) return { ...health, currentHP, defeated: false };
  return defeatHunter(health);
}

/** A defeat from any cause (0 HP or the battle timer): half HP back, one more defeat counted. */
export function defeatHunter(health: HunterHealth): DamageOutcome {
  return {
    maxHP: health.maxHP,
    currentHP: Math.max(1, Math.ceil(health.maxHP * DEFEAT_RECOVERY_SHARE)),
    timesDefeated: health.timesDefeated + 1,
    defeated: true,
  };
}

/** Odds of escaping when agility equals the monster's level. */
const RUN_AWAY_BASE_CHANCE = 0.5;
/** Each agility point over the monster's level adds 2 % (each point under removes 2 %). */
const RUN_AWAY_CHANCE_PER_LEVEL = 0.02;
/** A boss guards its gate: 15 % less. */
const RUN_AWAY_BOSS_PENALTY = 0.15;
/** Never hopeless, never certain. */
export const RUN_AWAY_CHANCE_MIN = 0.1;
export const RUN_AWAY_CHANCE_MAX = 0.9;

/** Chance to escape: 50 % ± 2 % per point of agility vs level, −15 % for a boss, 10–90 %. */
export function runAwayChance(agility: number, monsterLevel: number, isBoss = false): number {
  const base = RUN_AWAY_BASE_CHANCE - (isBoss ? RUN_AWAY_BOSS_PENALTY : 0);
  return chanceFromPercents(
    base,
    RUN_AWAY_CHANCE_PER_LEVEL,
    agility - monsterLevel,
    RUN_AWAY_CHANCE_MIN,
    RUN_AWAY_CHANCE_MAX,
  );
}

export interface RunAwayInput {
  monster: MonsterFoe & { isBoss?: boolean };
  hunter: HunterGuard;
}

export interface RunAwayOutcome {
  success: boolean;
  /** A failed escape always lets the monster hit ('Failed to Escape!'); no chance roll. */
  monsterDamage: number;
}

/**
 * One escape attempt. Success ends the battle and the run with no rewards. Failure costs a
 * certain hit from the monster, because the hunter turned their back.
 */
export function attemptRunAway(input: RunAwayInput, random: number): RunAwayOutcome {
  const agility = input.hunter.agility ?? BASE_STAT;
  const chance = runAwayChance(agility, input.monster.level, input.monster.isBoss ?? false);
  if (random < chance) return { success: true, monsterDamage: 0 };
  return {
    success: false,
    monsterDamage: counterAttackDamage(input.monster.attack, input.hunter.vitality),
  };
}
