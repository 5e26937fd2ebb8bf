import type { User } from "@repgate/contracts/user";
import { Coins, Heart, Shield, Sparkles, Swords } from "lucide-react";
import type { ReactNode } from "react";
import { deferredControl } from "../../components/deferred-control.tsx";
import { HunterAvatar } from "../../components/hunter-avatar.tsx";
import { RankBadge } from "../../components/match-badge.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { PartyMembers } from "./party-members.tsx";
import { StatTiles } from "./stat-tiles.tsx";
import { TitleSelectStandIn } from "./title-field.tsx";

// The selector's listbox code is not needed to show the dashboard: it loads when reached for.
const TitleSelect = deferredControl(
  () => import("./title-select.tsx").then((m) => m.TitleSelect),
  TitleSelectStandIn,
);

function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="flex items-center gap-2 rounded-md border border-slate-700 bg-slate-950/60 px-3 py-2">
      {icon}
      <div className="min-w-0">
        <p className="text-xs text-slate-400">{label}</p>
        <p className="truncate font-bold text-slate-50 tabular-nums">{value}</p>
      </div>
    </div>
  );
}

/** The hunter's status window. */
export function ProfileCard({ user }: { user: User }) {
  const t = useT();
  const tt = useTableText();
  return (
    <Panel aria-labelledby="hunter-name" className="flex flex-col gap-5">
      <div className="flex items-start gap-4">
        <HunterAvatar user={user} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 id="hunter-name" className="glow-text truncate text-2xl font-bold text-sky-50">
              {user.hunterName}
            </h1>
            <RankBadge rank={user.rank} />
          </div>
          <TitleSelect user={user} />
        </div>
      </div>

      <div>
        <div className="mb-1 flex justify-between text-sm">
          <span className="flex items-center gap-1.5 font-semibold text-slate-200">
            <Heart aria-hidden="true" className="size-4 text-red-400" /> {t("home.hp")}
          </span>
          <span className="text-slate-300 tabular-nums">
            {user.playerCurrentHP} / {user.playerMaxHP}
          </span>
        </div>
        <Progress
          label={t("home.health")}
          value={user.playerCurrentHP}
          max={user.playerMaxHP}
          barClassName="bg-red-500 shadow-[0_0_10px_rgb(239_68_68/0.7)]"
        />
      </div>

      <div>
        <div className="mb-1 flex justify-between text-sm">
          <span className="font-semibold text-slate-200">
            {t("home.level", { level: user.level })}
          </span>
          <span className="text-slate-300 tabular-nums">
            {t("home.xpProgress", {
              xp: formatNumber(user.currentXP),
              next: formatNumber(user.xpForNextLevel),
            })}
          </span>
        </div>
        <Progress label={t("home.experience")} value={user.currentXP} max={user.xpForNextLevel} />
      </div>

      <div className="grid grid-cols-2 gap-2">
        <Figure
          icon={<Coins aria-hidden="true" className="size-5 text-amber-300" />}
          label={t("home.gold")}
          value={formatNumber(user.gold)}
        />
        <Figure
          icon={<Shield aria-hidden="true" className="size-5 text-sky-300" />}
          label={t("home.class")}
          value={user.userClass ? tt(user.userClass) : t("home.none")}
        />
        <Figure
          icon={<Swords aria-hidden="true" className="size-5 text-sky-300" />}
          label={t("home.combatPower")}
          value={formatNumber(user.combatPower)}
        />
        <Figure
          icon={<Sparkles aria-hidden="true" className="size-5 text-sky-300" />}
          label={t("home.totalXP")}
          value={formatNumber(user.totalXP)}
        />
      </div>

      <StatTiles user={user} />
      <PartyMembers user={user} />
    </Panel>
  );
}
