import type { User } from "@repgate/contracts/user";
import type { LucideIcon } from "lucide-react";
import { Castle, Globe, ScrollText } from "lucide-react";
import { formatNumber } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useMyLeaderboardPosition } from "../leaderboard/api.ts";

function Counter({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <div className="system-panel flex flex-col gap-1 p-3 sm:p-4">
      <dt className="flex flex-col items-start gap-1.5 text-[11px] leading-tight font-semibold tracking-wide text-slate-300 uppercase sm:flex-row sm:items-center sm:text-xs sm:tracking-wider">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-sky-300" />
        {label}
      </dt>
      <dd className="text-xl font-bold text-slate-50 tabular-nums sm:text-2xl">{value}</dd>
    </div>
  );
}

/** Dungeons Cleared, Quests Completed and Global Rank ('--' when the board has no answer). */
export function Counters({ user }: { user: User }) {
  const t = useT();
  const rank = useMyLeaderboardPosition(user.totalXP);
  const position = rank.isError ? null : (rank.data ?? null);
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      <Counter
        label={t("home.dungeonsCleared")}
        value={formatNumber(user.dungeonsCleared)}
        icon={Castle}
      />
      <Counter
        label={t("home.questsCompleted")}
        value={formatNumber(user.questsCompleted)}
        icon={ScrollText}
      />
      <Counter
        label={t("home.globalRank")}
        value={position === null ? "--" : `#${formatNumber(position)}`}
        icon={Globe}
      />
    </dl>
  );
}
