import { formatDistance, movementProgressPercent } from "@repgate/game/rules/movement";
import { Footprints, Hourglass, Swords, Target } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useQuestText, useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { formatQuestTimeLeft, taskProgress } from "../../lib/quest-time.ts";
import { useNow } from "../../lib/use-now.ts";
import { isBattleLive, useActiveBattle, usePendingNext } from "../battles/api.ts";
import { usePreloadBattle } from "../battles/use-preload-battle.ts";
import { useActiveRun } from "../movement/api.ts";
import { useDailyQuest } from "../quests/api.ts";

/** The daily quest, only when the server has one for today: its progress and time left. */
export function DailyQuestCard() {
  const t = useT();
  const qt = useQuestText();
  const { data } = useDailyQuest();
  const now = useNow(30_000);
  const quest = data?.quest;
  if (!quest) return null;
  const { done, total } = taskProgress(quest);
  return (
    <LiveCard
      id="daily-quest-title"
      heading={t("home.dailyQuest")}
      icon={<Target aria-hidden="true" className="size-8 shrink-0 text-sky-300" />}
      href="/quests"
      action={t("home.openQuests")}
      variant="secondary"
    >
      <p className="mt-1 font-semibold text-slate-50">{qt(quest.name || quest.title)}</p>
      <p className="text-xs text-slate-300 tabular-nums">
        {t("home.dailyQuestProgress", {
          done,
          count: total,
          timeLeft: formatQuestTimeLeft(quest.expiresAt, now),
        })}
      </p>
      <Progress
        label={t("home.dailyQuestProgressLabel")}
        value={done}
        max={total}
        className="mt-1.5"
      />
      {quest.isCompleted ? (
        <p className="mt-1 text-sm text-emerald-300">{t("home.rewardsClaimed")}</p>
      ) : null}
    </LiveCard>
  );
}

/**
 * A battle in progress, only when there is one: the monster and its HP. Between two monsters of
 * a run (no battle yet, the next one on its way) it says so and leads back to the countdown.
 * `controller` (the phone controller's pairing panel, from app/) shows under a live battle.
 */
export function ActiveBattleCard({ controller }: { controller?: ReactNode } = {}) {
  const t = useT();
  const tt = useTableText();
  const { data: battle, isSuccess } = useActiveBattle();
  const live = isBattleLive(battle);
  const { data: next } = usePendingNext(isSuccess && !live);
  // Only a hunter with a battle to continue downloads the battle screen from home.
  usePreloadBattle(live || Boolean(next));
  if (!live) {
    if (!next) return null;
    return (
      <LiveCard
        id="active-battle-title"
        heading={t("home.activeBattle")}
        icon={<Hourglass aria-hidden="true" className="size-8 shrink-0 text-sky-300" />}
        href="/battle"
        action={t("home.continueBattle")}
        className="border-red-400/60"
      >
        <p className="mt-1 font-semibold text-slate-50">{t("home.nextEnemy")}</p>
        <p className="text-xs text-slate-300">{next.monsterName}</p>
      </LiveCard>
    );
  }
  const card = (
    <LiveCard
      id="active-battle-title"
      heading={t("home.activeBattle")}
      icon={<Swords aria-hidden="true" className="size-8 shrink-0 text-red-300" />}
      href="/battle"
      action={t("home.continueBattle")}
      className="border-red-400/60"
    >
      <p className="mt-1 font-semibold text-slate-50">{battle.monsterName}</p>
      <p className="text-xs text-slate-300 tabular-nums">
        {t("home.battleHP", {
          dungeon: tt(battle.dungeonName),
          hp: formatNumber(battle.monsterCurrentHP),
          maxHP: formatNumber(battle.monsterMaxHP),
        })}
      </p>
      <Progress
        label={t("home.monsterHP", { monster: battle.monsterName })}
        value={battle.monsterCurrentHP}
        max={battle.monsterMaxHP}
        className="mt-1.5"
        barClassName="bg-red-500 shadow-[0_0_10px_rgb(239_68_68/0.7)]"
      />
    </LiveCard>
  );
  if (!controller) return card;
  return (
    <>
      {card}
      {controller}
    </>
  );
}

/** A movement run in progress, only when there is one. */
export function ActiveRunCard() {
  const t = useT();
  const tt = useTableText();
  const { data: run } = useActiveRun();
  if (run?.status !== "active") return null;
  return (
    <LiveCard
      id="active-run-title"
      heading={t("home.activeRun")}
      icon={<Footprints aria-hidden="true" className="size-8 shrink-0 text-emerald-300" />}
      href={`/dungeon/${encodeURIComponent(run.dungeonId)}`}
      action={t("home.continueRun")}
      className="border-emerald-400/60"
    >
      <p className="mt-1 font-semibold text-slate-50">{tt(run.dungeonName)}</p>
      <p className="text-xs text-slate-300 tabular-nums">
        {formatDistance(run.distanceCovered)} / {formatDistance(run.requiredDistance)}
      </p>
      <Progress
        label={t("home.distanceCovered")}
        value={movementProgressPercent(run.distanceCovered, run.requiredDistance)}
        className="mt-1.5"
      />
    </LiveCard>
  );
}

interface LiveCardProps {
  id: string;
  heading: string;
  icon: ReactNode;
  href: string;
  action: string;
  variant?: "primary" | "secondary";
  className?: string;
  children: ReactNode;
}

/** The shape every "something in progress" card on home shares: icon, text, one way back in. */
function LiveCard({
  id,
  heading,
  icon,
  href,
  action,
  variant = "primary",
  className,
  children,
}: LiveCardProps) {
  return (
    <Panel
      aria-labelledby={id}
      className={`flex flex-wrap items-center gap-x-4 gap-y-3 ${className ?? ""}`}
    >
      {icon}
      <div className="min-w-40 flex-1">
        <PanelHeading id={id}>{heading}</PanelHeading>
        {children}
      </div>
      <Link href={href} className={`${buttonClasses(variant, "md")} w-full sm:w-auto`}>
        {action}
      </Link>
    </Panel>
  );
}
