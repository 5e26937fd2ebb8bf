import { cx } from "../lib/cx.ts";
import { type MessageId, t, useT } from "../lib/i18n/i18n.ts";

/** Fixed colours per rarity (docs/game-rules/screens.md); an unknown rarity reads as common. */
const RARITY_CLASSES: Record<string, string> = {
  common: "border-slate-400/80 bg-slate-400/10 text-slate-200",
  uncommon: "border-emerald-400/80 bg-emerald-400/10 text-emerald-200",
  rare: "border-sky-400/80 bg-sky-400/10 text-sky-200",
  epic: "border-violet-400/80 bg-violet-400/10 text-violet-200",
  legendary: "border-amber-400/80 bg-amber-400/10 text-amber-200",
};

/** The border colour alone, for item cells framed by their rarity. */
const RARITY_BORDERS: Record<string, string> = {
  common: "border-slate-500",
  uncommon: "border-emerald-400/80",
  rare: "border-sky-400/80",
  epic: "border-violet-400/80",
  legendary: "border-amber-400/80",
};

function rarityClasses(rarity: string): string {
  return RARITY_CLASSES[rarity] ?? RARITY_CLASSES.common ?? "";
}

export function rarityBorder(rarity: string): string {
  return RARITY_BORDERS[rarity] ?? RARITY_BORDERS.common ?? "";
}

/**
 * Rarity words are Lingui messages, not content-catalogue entries: the five rarities are a
 * closed list the web app itself names (like slots and stat names), not words of a table.
 */
const RARITY_NAMES: Record<string, MessageId> = {
  common: "ui.rarity.common",
  uncommon: "ui.rarity.uncommon",
  rare: "ui.rarity.rare",
  epic: "ui.rarity.epic",
  legendary: "ui.rarity.legendary",
};

/** A rarity's word in the app's language; an unknown rarity reads as common, as its colour does. */
export function rarityName(rarity: string): string {
  return t(RARITY_NAMES[rarity] ?? "ui.rarity.common");
}

export const badgeClasses =
  "inline-flex items-center rounded border px-2 py-0.5 text-xs font-bold tracking-wide whitespace-nowrap capitalize";

export function RarityBadge({ rarity, className }: { rarity: string; className?: string }) {
  useT();
  return (
    <span data-rarity={rarity} className={cx(badgeClasses, rarityClasses(rarity), className)}>
      {rarityName(rarity)}
    </span>
  );
}
