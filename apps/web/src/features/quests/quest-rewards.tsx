import type { Quest } from "@repgate/contracts/quests";
import { STAT_NAMES } from "@repgate/game/rules/stats";
import { formatNumber } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { STAT_LABELS } from "../../lib/stat-labels.ts";

type Rewards = Quest["rewards"];

/** "+1 STR", "+2 END": the stat gains of a reward, in the tiles' order. */
function statGains(stats: Rewards["stats"]): string[] {
  return STAT_NAMES.flatMap((stat) => {
    const points = stats[stat];
    if (!points) return [];
    const abbreviation = STAT_LABELS.find((s) => s.key === stat)?.abbreviation ?? stat;
    return [`+${points} ${abbreviation}`];
  });
}

/** XP, gold and stat gains as small chips. */
export function RewardList({ rewards, label }: { rewards: Rewards; label: string }) {
  const t = useT();
  const chips = [
    t("quests.rewards.xp", { xp: formatNumber(rewards.xp) }),
    t("quests.rewards.gold", { gold: formatNumber(rewards.gold) }),
    ...statGains(rewards.stats),
  ];
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {chips.map((chip) => (
        <li
          key={chip}
          className="rounded border border-amber-300/50 bg-amber-400/10 px-2 py-0.5 text-xs font-semibold text-amber-100 tabular-nums"
        >
          {chip}
        </li>
      ))}
    </ul>
  );
}
