export const STAT_NAMES = [
  "strength",
  "agility",
  "vitality",
  "intelligence",
  "endurance",
  "perception",
] as const;
export type StatName = (typeof STAT_NAMES)[number];
export type Stats = Record<StatName, number>;

/** Every stat of a new hunter, and the value a missing stat is read as. */
export const BASE_STAT = 10;

export function baseStats(): Stats {
  return {
    strength: BASE_STAT,
    agility: BASE_STAT,
    vitality: BASE_STAT,
    intelligence: BASE_STAT,
    endurance: BASE_STAT,
    perception: BASE_STAT,
  };
}

/** Combat Power is the plain sum of the six stats (docs/game-rules/social.md). */
export function combatPower(stats: Partial<Stats>): number {
  return STAT_NAMES.reduce((sum, name) => sum + (stats[name] ?? BASE_STAT), 0);
}
