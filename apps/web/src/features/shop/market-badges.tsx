import { type Rank, rankOrder } from "@repgate/game/rules/ranks";
import { rankBadgeTone } from "../../components/rank-tones.ts";
import { badgeClasses } from "../../components/rarity-badge.tsx";
import { cx } from "../../lib/cx.ts";
import { useT } from "../../lib/i18n/i18n.ts";

/** Locked when the hunter's rank is below the item's minimum (E1 < D2 < ... < S6). */
export function isRankLocked(hunterRank: Rank, minRank: Rank): boolean {
  return rankOrder(hunterRank) < rankOrder(minRank);
}

export function MinRankBadge({ rank, locked }: { rank: Rank; locked: boolean }) {
  const t = useT();
  return (
    <span
      className={cx(
        badgeClasses,
        locked ? "border-red-400/80 bg-red-500/10 text-red-200" : rankBadgeTone(rank),
      )}
    >
      {t("shop.rank", { rank })}
    </span>
  );
}
