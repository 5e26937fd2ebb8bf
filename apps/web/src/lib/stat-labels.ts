import type { StatName } from "@repgate/game/rules/stats";
import { type MessageId, t } from "./i18n/i18n.ts";

type StatLabel = { readonly key: StatName; readonly abbreviation: string; readonly name: string };

/** A stat's short and full names, in the app's language each time they are read. */
function label(key: StatName, abbreviation: MessageId, name: MessageId): StatLabel {
  // Getters rather than values: the tiles read them while rendering (with useT()), so a change
  // of language shows at once, and no message is looked up when this module loads.
  return {
    key,
    get abbreviation() {
      return t(abbreviation);
    },
    get name() {
      return t(name);
    },
  };
}

/** The six stats in display order, with the short and full names the tiles show. */
export const STAT_LABELS: readonly StatLabel[] = [
  label("strength", "stats.strength.abbreviation", "stats.strength.name"),
  label("agility", "stats.agility.abbreviation", "stats.agility.name"),
  label("vitality", "stats.vitality.abbreviation", "stats.vitality.name"),
  label("intelligence", "stats.intelligence.abbreviation", "stats.intelligence.name"),
  label("endurance", "stats.endurance.abbreviation", "stats.endurance.name"),
  label("perception", "stats.perception.abbreviation", "stats.perception.name"),
];

export function statLabel(stat: StatName): string {
  return STAT_LABELS.find((s) => s.key === stat)?.name ?? stat;
}
