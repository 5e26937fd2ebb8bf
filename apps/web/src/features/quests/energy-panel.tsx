import type { Energy } from "@repgate/contracts/quests";
import { MIN_CUSTOM_QUEST_COST } from "@repgate/game/rules/energy";
import { TriangleAlert, Zap } from "lucide-react";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { useT } from "../../lib/i18n/i18n.ts";
import { richText } from "../../lib/i18n/rich-text.tsx";
import { formatQuestTimeLeft } from "../../lib/quest-time.ts";

function resetTime(resetsAt: string, timeZone: string | undefined): string {
  const at = new Date(resetsAt);
  try {
    return at.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit", timeZone });
  } catch {
    // An unknown stored zone: the phone's own is the next best guess.
    return at.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
  }
}

interface EnergyPanelProps {
  energy: Energy | undefined;
  isError: boolean;
  now: number;
  timeZone: string | undefined;
}

/** Current and maximum energy, when it refills (the hunter's midnight), and the low notice. */
export function EnergyPanel({ energy, isError, now, timeZone }: EnergyPanelProps) {
  const t = useT();
  return (
    <Panel aria-labelledby="energy-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <PanelHeading id="energy-title" className="flex items-center gap-1.5">
          <Zap aria-hidden="true" className="size-4 text-amber-300" />
          {t("quests.energy.title")}
        </PanelHeading>
        {energy ? (
          <span className="text-lg font-bold text-slate-50 tabular-nums">
            {energy.currentEnergy} / {energy.maxEnergy}
          </span>
        ) : null}
      </div>
      {!energy ? (
        <p className="text-sm text-slate-400">
          {isError ? t("quests.energy.loadError") : t("quests.energy.loading")}
        </p>
      ) : (
        <>
          <Progress
            label={t("quests.energy.title")}
            value={energy.currentEnergy}
            max={energy.maxEnergy}
            barClassName="bg-amber-400 shadow-[0_0_10px_rgb(251_191_36/0.7)]"
          />
          <p className="text-xs text-slate-300">
            {new Date(energy.resetsAt).getTime() > now
              ? richText("quests.energy.refillsIn", {
                  time: resetTime(energy.resetsAt, timeZone),
                  left: (
                    <span className="tabular-nums">
                      {formatQuestTimeLeft(energy.resetsAt, now)}
                    </span>
                  ),
                })
              : t("quests.energy.refills", { time: resetTime(energy.resetsAt, timeZone) })}
          </p>
          {energy.currentEnergy < MIN_CUSTOM_QUEST_COST ? (
            <p
              role="note"
              className="flex gap-2 rounded-md border border-amber-300/60 bg-amber-400/10 p-3 text-sm text-amber-100"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {richText("quests.energy.low", {
                  strong: <strong>{t("quests.energy.lowLabel")}</strong>,
                })}
              </span>
            </p>
          ) : null}
        </>
      )}
    </Panel>
  );
}
