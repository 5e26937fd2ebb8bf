import type { CompleteReply } from "@repgate/contracts/battles";
import { Trophy } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";

export type DungeonReward = NonNullable<CompleteReply["dungeonComplete"]>;

function Reward({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border border-slate-700 bg-slate-950/60 px-3 py-2">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="font-bold break-words text-slate-50 tabular-nums">{value}</dd>
    </div>
  );
}

/** A small table of names with their damage and reps, every figure the server's. */
function EffortTable({
  caption,
  nameHeader,
  rows,
}: {
  caption: string;
  nameHeader: string;
  rows: { key: string; name: string; damage: number; reps: number }[];
}) {
  const t = useT();
  return (
    <table className="w-full text-left text-sm">
      <caption className="system-heading pb-2 text-left">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-700 text-xs text-slate-400">
          <th scope="col" className="py-1.5 font-semibold">
            {nameHeader}
          </th>
          <th scope="col" className="py-1.5 text-right font-semibold">
            {t("battle.cleared.damage")}
          </th>
          <th scope="col" className="py-1.5 pl-3 text-right font-semibold">
            {t("battle.cleared.reps")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-800 last:border-0">
            <th scope="row" className="py-1.5 pr-2 font-medium text-slate-100">
              {row.name}
            </th>
            <td className="py-1.5 text-right text-slate-100 tabular-nums">
              {formatNumber(row.damage)}
            </td>
            <td className="py-1.5 pl-3 text-right text-slate-100 tabular-nums">
              {formatNumber(row.reps)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The end of a cleared dungeon: what it paid, the run's monsters and, in a party, every
 * member's damage and reps. It stays until the hunter chooses Return Home (issue 41 overrides
 * the spec's return to /: docs/game-rules/screens.md).
 */
export function ClearedSummary({ reward, message }: { reward: DungeonReward; message: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const t = useT();
  const tt = useTableText();
  return (
    <Panel
      aria-labelledby="dungeon-cleared-title"
      className="mx-auto mt-4 flex max-w-lg flex-col items-center gap-4 text-center"
    >
      <Trophy aria-hidden="true" className="size-12 text-amber-300" />
      <div>
        <h1
          ref={headingRef}
          tabIndex={-1}
          id="dungeon-cleared-title"
          className="glow-text text-2xl font-bold text-sky-50"
        >
          {t("battle.cleared.title")}
        </h1>
        <p className="font-semibold text-slate-200">{tt(reward.dungeonName)}</p>
        {message ? <p className="text-sm text-slate-300">{message}</p> : null}
      </div>
      <dl aria-label={t("battle.cleared.rewards")} className="grid w-full grid-cols-3 gap-2">
        <Reward label={t("battle.cleared.xp")} value={`+${formatNumber(reward.xp)}`} />
        <Reward label={t("battle.cleared.gold")} value={`+${formatNumber(reward.gold)}`} />
        <Reward
          label={t("battle.cleared.item")}
          value={reward.itemDropped ?? t("battle.cleared.none")}
        />
      </dl>
      {reward.levelsGained > 0 ? (
        <p className="rounded-md border border-amber-300/70 bg-amber-400/10 px-3 py-2 font-bold text-amber-100">
          {reward.levelsGained > 1
            ? t("battle.cleared.levelsUp", { level: reward.newLevel, count: reward.levelsGained })
            : t("battle.cleared.levelUp", { level: reward.newLevel })}
        </p>
      ) : null}
      {reward.party ? (
        <EffortTable
          caption={t("battle.cleared.party")}
          nameHeader={t("battle.cleared.hunter")}
          rows={reward.party.map((m) => ({ key: m.hunterName, name: m.hunterName, ...m }))}
        />
      ) : null}
      {reward.monstersSlain.length > 0 ? (
        <EffortTable
          caption={t("battle.cleared.monstersSlain")}
          nameHeader={t("battle.cleared.monster")}
          rows={reward.monstersSlain.map((m, i) => ({ key: `${i}-${m.name}`, ...m }))}
        />
      ) : null}
      <Link href="/" className={`${buttonClasses("primary", "lg")} w-full sm:w-auto`}>
        {t("battle.returnHome")}
      </Link>
    </Panel>
  );
}
