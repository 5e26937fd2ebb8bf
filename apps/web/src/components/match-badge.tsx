import { type MatchTone, matchLabel, matchTone } from "@repgate/game/rules/match";
import { cx } from "../lib/cx.ts";
import { useTableText } from "../lib/i18n/content-text.ts";
import { useT } from "../lib/i18n/i18n.ts";
import { rankBadgeTone } from "./rank-tones.ts";

export const MATCH_TONE_CLASSES: Record<MatchTone, string> = {
  danger: "border-red-400/80 bg-red-500/15 text-red-200",
  warning: "border-amber-300/80 bg-amber-400/10 text-amber-200",
  good: "border-emerald-300/80 bg-emerald-400/10 text-emerald-200",
  info: "border-sky-300/80 bg-sky-400/10 text-sky-200",
  easy: "border-violet-300/80 bg-violet-400/10 text-violet-200",
};

export const badgeClasses =
  "inline-flex items-center rounded border px-2 py-0.5 text-xs font-bold tracking-wide whitespace-nowrap";

/** How a dungeon suits the hunter: 'Perfect Match!', 'Too Dangerous', ... (spec section 9). */
export function MatchBadge({
  hunterCP,
  recommendedCP,
  className,
}: {
  hunterCP: number;
  recommendedCP: number;
  className?: string;
}) {
  const tt = useTableText();
  const tone = matchTone(hunterCP, recommendedCP);
  return (
    <span data-tone={tone} className={cx(badgeClasses, MATCH_TONE_CLASSES[tone], className)}>
      {tt(matchLabel(hunterCP, recommendedCP))}
    </span>
  );
}

/** A gate's or a hunter's rank, in the rank's own colour (rank-tones.ts). */
export function RankBadge({ rank, className }: { rank: string; className?: string }) {
  const t = useT();
  return (
    <span data-rank={rank} className={cx(badgeClasses, rankBadgeTone(rank), className)}>
      {t("ui.rankBadge", { rank })}
    </span>
  );
}
