import type { StatName } from "@repgate/game/rules/stats";

/** The six stats in display order, with the short and full names the tiles show. */
export const STAT_LABELS: readonly { key: StatName; abbreviation: string; name: string }[] = [
  { key: "strength", abbreviation: "STR", name: "Strength" },
  { key: "agility", abbreviation: "AGI", name: "Agility" },
  { key: "vitality", abbreviation: "VIT", name: "Vitality" },
  { key: "intelligence", abbreviation: "INT", name: "Intelligence" },
  { key: "endurance", abbreviation: "END", name: "Endurance" },
  { key: "perception", abbreviation: "PER", name: "Perception" },
];

export function statLabel(stat: StatName): string {
  return STAT_LABELS.find((s) => s.key === stat)?.name ?? stat;
}
