/** XP a hunter at `level` must gather to reach the next level: floor(1000 * level^1.5). */
export function xpForLevel(level: number): number {
  return Math.floor(1000 * level ** 1.5);
}

export interface LevelProgress {
  level: number;
  currentXP: number;
  levelsGained: number;
}

/**
 * Adds XP to a hunter's progress, carrying the excess across as many levels as it covers.
 * `currentXP` is the XP gathered inside the current level.
 */
export function addXp(level: number, currentXP: number, gained: number): LevelProgress {
  let nextLevel = level;
  let xp = currentXP + Math.max(0, gained);
  while (xp >= xpForLevel(nextLevel)) {
    xp -= xpForLevel(nextLevel);
    nextLevel += 1;
  }
  return { level: nextLevel, currentXP: xp, levelsGained: nextLevel - level };
}

/** Share of the current level already gathered, 0 to 100, for the XP bar. */
export function levelProgressPercent(level: number, currentXP: number): number {
  return Math.min(100, Math.max(0, (currentXP / xpForLevel(level)) * 100));
}
