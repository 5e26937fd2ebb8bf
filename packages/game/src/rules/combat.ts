import { BASE_STAT, combatPower, STAT_NAMES, type StatName, type Stats } from "./stats.ts";

/** Weapon sub-types an inventory weapon can carry (docs/game-rules/battle.md). */
export const WEAPON_SUB_TYPES = ["sword", "bow", "staff", "dagger", "hammer"] as const;
export type WeaponSubType = (typeof WEAPON_SUB_TYPES)[number];
/** A hunter with no weapon equipped fights with the unarmed set. */
export type AttackSetName = WeaponSubType | "unarmed";

export const ATTACK_KINDS = ["light", "heavy", "combo"] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

export interface Attack {
  kind: AttackKind;
  /** Name shown on the attack button, e.g. "Slash". */
  name: string;
  /** Reps the hunter must do before the attack lands. */
  reps: number;
  /** Multiplier of the damage formula. */
  multiplier: number;
}

/** Reps and multipliers of every weapon's attacks (docs/game-rules/battle.md). */
const WEAPON_ATTACK_SHAPE: Record<AttackKind, { reps: number; multiplier: number }> = {
  light: { reps: 3, multiplier: 1.2 },
  heavy: { reps: 6, multiplier: 1.8 },
  combo: { reps: 8, multiplier: 2.4 },
};

/** Fists hit softer than any weapon for the same reps (docs/game-rules/battle.md). */
const UNARMED_ATTACK_SHAPE: Record<AttackKind, { reps: number; multiplier: number }> = {
  light: { reps: 3, multiplier: 1 },
  heavy: { reps: 6, multiplier: 1.6 },
  combo: { reps: 8, multiplier: 2.2 },
};

/** Button names per set, light / heavy / combo. */
const ATTACK_NAMES: Record<AttackSetName, Record<AttackKind, string>> = {
  sword: { light: "Slash", heavy: "Cleave", combo: "Blade Dance" },
  bow: { light: "Quick Shot", heavy: "Power Shot", combo: "Arrow Rain" },
  staff: { light: "Staff Strike", heavy: "Arcane Bolt", combo: "Mana Burst" },
  dagger: { light: "Stab", heavy: "Backstab", combo: "Shadow Flurry" },
  hammer: { light: "Bash", heavy: "Crush", combo: "Earthshaker" },
  unarmed: { light: "Jab", heavy: "Haymaker", combo: "Fist Flurry" },
};

/** The three attacks of a set, light first. `null`/`undefined` (no weapon) gives the unarmed set. */
export function attackSetFor(subType?: AttackSetName | null): readonly Attack[] {
  const set: AttackSetName = subType ?? "unarmed";
  const shape = set === "unarmed" ? UNARMED_ATTACK_SHAPE : WEAPON_ATTACK_SHAPE;
  return ATTACK_KINDS.map((kind) => ({ kind, name: ATTACK_NAMES[set][kind], ...shape[kind] }));
}

/** One attack of a set; the server looks the attack up by kind and never trusts the client's reps. */
export function findAttack(subType: AttackSetName | null | undefined, kind: AttackKind): Attack {
  const attack = attackSetFor(subType).find((a) => a.kind === kind);
  if (!attack) throw new RangeError(`Unknown attack kind: ${kind}`);
  return attack;
}

export function isWeaponSubType(value: string): value is WeaponSubType {
  return (WEAPON_SUB_TYPES as readonly string[]).includes(value);
}

export function isAttackKind(value: string): value is AttackKind {
  return (ATTACK_KINDS as readonly string[]).includes(value);
}

/** No attack deals less, however weak the hunter (docs/game-rules/battle.md). */
export const MIN_DAMAGE = 5;
/** Share of the total stats an attack turns into damage. */
const DAMAGE_STAT_FACTOR = 0.3;
/** Strength at and below which there is no strength bonus. */
const STRENGTH_BONUS_FROM = 10;
/** Bonus per strength point above {@link STRENGTH_BONUS_FROM}: +5 % each. */
const STRENGTH_BONUS_PER_POINT = 0.05;
/** One XP per this much damage dealt. */
const DAMAGE_PER_XP = 5;

/** Hunter stats plus the equipped weapon's; a missing stat reads as 10 (weapon: as 0). */
export function effectiveStats(stats: Partial<Stats>, weaponStats?: Partial<Stats> | null): Stats {
  const total = {} as Stats;
  for (const name of STAT_NAMES) {
    total[name] = (stats[name] ?? BASE_STAT) + (weaponStats?.[name] ?? 0);
  }
  return total;
}

export interface AttackDamageInput {
  stats: Partial<Stats>;
  weaponStats?: Partial<Stats> | null;
  attack: Pick<Attack, "multiplier">;
  /** The class's damageBonus, in percent (Fighter 15 → +15 %). */
  classDamageBonus?: number;
  /** The stat whose points above 10 add 5 % each: strength for weapons, intelligence for Fireball. */
  boostStat?: StatName;
}

/**
 * The spec's formula before the class bonus:
 * max(5, floor(total * 0.3 * (1 + max(0, (strength - 10) * 0.05)) * multiplier)),
 * where total and strength include the weapon's stats.
 *
 * Computed on whole hundredths (0.3 → 30, 1.05 → 105, 1.2 → 120) with a single division, so
 * binary floating point can never floor an exact 21 down to 20.
 */
export function baseAttackDamage(input: Omit<AttackDamageInput, "classDamageBonus">): number {
  const stats = effectiveStats(input.stats, input.weaponStats);
  const boostPoints = Math.max(0, stats[input.boostStat ?? "strength"] - STRENGTH_BONUS_FROM);
  const factor = toHundredths(DAMAGE_STAT_FACTOR);
  const boost = 100 + boostPoints * toHundredths(STRENGTH_BONUS_PER_POINT);
  const multiplier = toHundredths(input.attack.multiplier);
  const raw = Math.floor((combatPower(stats) * factor * boost * multiplier) / 100 ** 3);
  return Math.max(MIN_DAMAGE, raw);
}

function toHundredths(value: number): number {
  return Math.round(value * 100);
}

/**
 * Damage of one attack: the spec's formula, then the class damageBonus as a second step,
 * floor(base * (100 + bonus) / 100), minimum 5 again. The bonus is applied after the spec's
 * floor so the spec's number stays visible in logs and tests, and the class bonus reads as a
 * plain percentage of it (21 → Fighter 24).
 */
export function attackDamage(input: AttackDamageInput): number {
  const base = baseAttackDamage(input);
  const bonus = Math.max(0, Math.round(input.classDamageBonus ?? 0));
  return Math.max(MIN_DAMAGE, Math.floor((base * (100 + bonus)) / 100));
}

/** XP for one attack: floor(damage / 5) (docs/game-rules/battle.md). */
export function xpForDamage(damage: number): number {
  return Math.max(0, Math.floor(damage / DAMAGE_PER_XP));
}

/** Monster HP after a hit, never below 0. */
export function applyDamage(monsterHP: number, damage: number): number {
  return Math.max(0, monsterHP - Math.max(0, damage));
}

/**
 * A quarter of a second per rep is faster than any push-up, squat or burpee, yet slow enough
 * that no honest hunter meets it: anything quicker is a script.
 */
export const MIN_MS_PER_REP = 250;

/**
 * True when `reps` reps could have been done in `msSinceLast` milliseconds (since the previous
 * attack or the battle's start). Exactly 250 ms per rep passes.
 */
export function isHumanPace(reps: number, msSinceLast: number): boolean {
  if (!Number.isInteger(reps) || reps <= 0) return false;
  return msSinceLast >= reps * MIN_MS_PER_REP;
}

/** One battle lasts at most 30 minutes (docs/game-rules/battle.md). */
export const BATTLE_TIME_LIMIT_SECONDS = 1800;
/** The timer turns red at this many seconds left or fewer. */
export const BATTLE_TIMER_WARNING_SECONDS = 300;
/** 'Next Enemy Approaching' countdown between the monsters of a dungeon. */
export const NEXT_ENEMY_COUNTDOWN_SECONDS = 30;
/** After a defeat or 'Time's Up!' the screen returns home this much later. */
export const DEFEAT_REDIRECT_SECONDS = 3;

/** Whole seconds left on the battle timer; 0 once the limit has passed. */
export function battleSecondsLeft(startedAtMs: number, nowMs: number): number {
  const elapsed = Math.floor(Math.max(0, nowMs - startedAtMs) / 1000);
  return Math.max(0, BATTLE_TIME_LIMIT_SECONDS - elapsed);
}

/**
 * Whole seconds left of the 'Next Enemy Approaching' countdown that began when the victory was
 * paid (`settledAtMs`): 30 at once, 0 from 30 s on. Counted like `battleSecondsLeft`.
 */
export function nextEnemySecondsLeft(settledAtMs: number, nowMs: number): number {
  const elapsed = Math.floor(Math.max(0, nowMs - settledAtMs) / 1000);
  return Math.max(0, NEXT_ENEMY_COUNTDOWN_SECONDS - elapsed);
}

/** An attack at or after the limit counts as a defeat (the server enforces the timer too). */
export function isBattleTimeUp(startedAtMs: number, nowMs: number): boolean {
  return nowMs - startedAtMs >= BATTLE_TIME_LIMIT_SECONDS * 1000;
}
