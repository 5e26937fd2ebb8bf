import { Swords, Target } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { useActiveBattle, useDailyQuest } from "./api.ts";

/** The daily quest, only when the server has one for today. */
export function DailyQuestCard() {
  const { data: quest } = useDailyQuest();
  if (!quest) return null;
  return (
    <Panel aria-labelledby="daily-quest-title" className="flex items-center gap-4">
      <Target aria-hidden="true" className="size-8 shrink-0 text-sky-300" />
      <div className="min-w-0 flex-1">
        <PanelHeading id="daily-quest-title">Daily Quest</PanelHeading>
        <p className="mt-1 font-semibold text-slate-50">
          {quest.name ?? quest.title ?? "Daily Quest"}
        </p>
        {quest.isCompleted ? <p className="text-sm text-emerald-300">Rewards Claimed</p> : null}
      </div>
      <Link href="/quests" className={buttonClasses("secondary", "sm")}>
        Open Quests
      </Link>
    </Panel>
  );
}

/** A battle in progress, only when there is one. */
export function ActiveBattleCard() {
  const { data: battle } = useActiveBattle();
  if (!battle) return null;
  return (
    <Panel
      aria-labelledby="active-battle-title"
      className="flex items-center gap-4 border-red-400/60"
    >
      <Swords aria-hidden="true" className="size-8 shrink-0 text-red-300" />
      <div className="min-w-0 flex-1">
        <PanelHeading id="active-battle-title">Active Battle</PanelHeading>
        <p className="mt-1 font-semibold text-slate-50">{battle.monsterName}</p>
      </div>
      <Link href="/battle" className={buttonClasses("primary", "sm")}>
        Continue Battle
      </Link>
    </Panel>
  );
}
