import type { Battle } from "@repgate/contracts/battles";
import { Coins, Package, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { earlierPay } from "./run-totals.ts";

function Total({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-md border border-slate-700 bg-slate-950/60 px-3 py-2">
      <dt className="flex items-center gap-1.5 text-xs text-slate-400">
        {icon}
        {label}
      </dt>
      <dd className="text-lg font-bold text-slate-50 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Gold, items and XP this dungeon run has paid so far: the server's numbers for this battle,
 * plus what the run's earlier monsters paid when they were claimed.
 */
export function BattleTotals({ battle, className }: { battle: Battle; className?: string }) {
  const t = useT();
  const earlier = earlierPay(battle);
  return (
    <Panel aria-labelledby="battle-totals-title" className={className}>
      <PanelHeading id="battle-totals-title">{t("battle.totals.title")}</PanelHeading>
      <dl className="mt-2 grid grid-cols-3 gap-2">
        <Total
          icon={<Coins aria-hidden="true" className="size-3.5 text-amber-300" />}
          label={t("battle.cleared.gold")}
          value={formatNumber(earlier.gold + battle.goldEarned)}
        />
        <Total
          icon={<Package aria-hidden="true" className="size-3.5 text-sky-300" />}
          label={t("battle.menu.items")}
          value={formatNumber(battle.itemsWon.length)}
        />
        <Total
          icon={<Sparkles aria-hidden="true" className="size-3.5 text-sky-300" />}
          label={t("battle.cleared.xp")}
          value={formatNumber(earlier.xp + battle.xpGained)}
        />
      </dl>
      {battle.itemsWon.length > 0 ? (
        <p className="mt-2 text-xs text-slate-300">
          {t("battle.totals.won", { items: battle.itemsWon.join(", ") })}
        </p>
      ) : null}
    </Panel>
  );
}
