import type { Stats } from "@repgate/game/rules/stats";
import { cx } from "../lib/cx.ts";
import { STAT_LABELS } from "../lib/stat-labels.ts";

/** The non-zero stats of an item, "+3 STR" style, in the tiles' order. */
export function statEntries(stats: Partial<Stats>): { abbreviation: string; value: number }[] {
  return STAT_LABELS.flatMap(({ key, abbreviation }) => {
    const value = stats[key] ?? 0;
    return value === 0 ? [] : [{ abbreviation, value }];
  });
}

export function formatStat(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

export function ItemStats({ stats, className }: { stats: Partial<Stats>; className?: string }) {
  const entries = statEntries(stats);
  if (entries.length === 0) return null;
  return (
    <ul className={cx("flex flex-wrap gap-x-3 gap-y-0.5 text-xs font-semibold", className)}>
      {entries.map(({ abbreviation, value }) => (
        <li key={abbreviation} className={value > 0 ? "text-emerald-300" : "text-red-300"}>
          {formatStat(value)} {abbreviation}
        </li>
      ))}
    </ul>
  );
}
