import { BASE_STAT } from "./stats.ts";

/**
 * Critical hits (docs/game-rules/battle.md, section 2a). A hit that deals damage may land as a
 * critical: one roll of a random number `r` in [0, 1) drawn by the server, critical when
 * `r < chance`, like every other roll of the battle (monster-turn.ts).
 *
 * The chance grows with perception (the hunter's plus the weapon's) from 5 % for a new hunter
 * to the 25 % cap, reached at perception 90: the reference hunters of balance.ts get about
 * 5 % (E), 6 % (D), 8 % (C), 11 % (B), 15.5 % (A) and 22.5 % (S), so a sharp eye is worth
 * training without turning every hit into a critical.
 */

/** Chance in hundredths of a percent (basis points), so every boundary is an exact double. */
const CRIT_BASE_BP = 500;
/** Each point of perception above 10 adds a quarter of a percent. */
const CRIT_BP_PER_PERCEPTION = 25;
const CRIT_MAX_BP = 2500;
const BP_PER_ONE = 10_000;

export const CRITICAL_CHANCE_MIN = CRIT_BASE_BP / BP_PER_ONE;
export const CRITICAL_CHANCE_MAX = CRIT_MAX_BP / BP_PER_ONE;
/** Chance that a damaging hit is critical: 5 % + 0.25 % per perception point above 10, at most 25 %. */
export function criticalChance(perception = BASE_STAT): number {
  const points = Math.max(0, Math.floor(perception) - BASE_STAT);
  return Math.min(CRIT_MAX_BP, CRIT_BASE_BP + points * CRIT_BP_PER_PERCEPTION) / BP_PER_ONE;
}

/** A critical deals half as much again: floor(damage × 3 / 2), in whole numbers (21 → 31). */
export function criticalDamage(damage: number): number {
  return Math.floor((Math.max(0, damage) * 3) / 2);
}

export interface CriticalOutcome {
  damage: number;
  critical: boolean;
}

/**
 * Rolls a hit that deals `damage` for a critical, drawing one number from `random`. A hit of
 * 0 (a heal, a buff) is never critical and draws nothing, so the dice the monster's answer
 * reads next are the same as before critical hits existed.
 */
export function rollCritical(
  damage: number,
  perception: number,
  random: () => number,
): CriticalOutcome {
  if (damage <= 0 || random() >= criticalChance(perception)) return { damage, critical: false };
  return { damage: criticalDamage(damage), critical: true };
}
