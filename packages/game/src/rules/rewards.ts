import type { Monster } from "../content/monsters.ts";
import { addXp } from "./xp.ts";

/**
 * True when the dungeon's drop roll gives an item. `random` is in [0, 1), drawn by the server;
 * a drop happens when random < chance, so chance 0 never drops and chance 1 always does.
 */
export function rollItemDrop(chance: number, random: number): boolean {
  const clamped = Math.min(1, Math.max(0, chance));
  return random < clamped;
}

/** Picks one of `count` candidates (e.g. the drop table) with a random number in [0, 1). */
export function pickIndex(count: number, random: number): number {
  if (count <= 0) throw new RangeError("Nothing to pick from");
  return Math.min(count - 1, Math.max(0, Math.floor(random * count)));
}

export interface HunterProgress {
  level: number;
  /** XP inside the current level. */
  currentXP: number;
  /** XP ever earned; only grows here. */
  totalXP: number;
}

export interface XpGain extends HunterProgress {
  levelsGained: number;
}

/**
 * Adds XP (from attacks or a cleared dungeon), levelling up as many times as it covers on
 * floor(1000 * level^1.5) per level. Negative gains are ignored: penalties have their own rules.
 */
export function applyXpGain(progress: HunterProgress, gained: number): XpGain {
  const xp = Math.max(0, Math.floor(gained));
  const next = addXp(progress.level, progress.currentXP, xp);
  return {
    level: next.level,
    currentXP: next.currentXP,
    totalXP: progress.totalXP + xp,
    levelsGained: next.levelsGained,
  };
}

/** Gold for each level of a slain monster, paid with the battle (the dungeon's gold comes on top). */
const KILL_GOLD_PER_LEVEL = 2;
/** A boss pays three times a regular monster of its level. */
const BOSS_GOLD_MULTIPLIER = 3;

/** Gold for defeating one monster: 2 per level, x3 for a boss. */
export function goldForKill(monster: Pick<Monster, "level" | "isBoss">): number {
  return monster.level * KILL_GOLD_PER_LEVEL * (monster.isBoss ? BOSS_GOLD_MULTIPLIER : 1);
}
