import type { Quest } from "@repgate/contracts/quests";
import { useCallback } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { COMPLETED_SHOWN } from "../../lib/quest-time.ts";
import { announceQuestCompletion } from "../../lib/reward-windows.ts";
import { useNow } from "../../lib/use-now.ts";
import { useUser } from "../auth/api.ts";
import { useDailyQuest, useEnergy, useQuests } from "./api.ts";
import { CustomQuestDialog } from "./custom-quest-dialog.tsx";
import { EnergyPanel } from "./energy-panel.tsx";
import { PenaltyDialog } from "./penalty-dialog.tsx";
import { type CompletionReply, QuestCard } from "./quest-card.tsx";

function QuestList({
  id,
  title,
  quests,
  now,
  onCompleted,
}: {
  /** The heading's id: the same in every language. */
  id: string;
  title: string;
  quests: Quest[];
  now: number;
  onCompleted: (reply: CompletionReply) => void;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="system-heading">
        {title}
      </h2>
      <ul className="grid gap-4 xl:grid-cols-2">
        {quests.map((quest) => (
          <li key={quest.id} className="min-w-0">
            <QuestCard quest={quest} now={now} onCompleted={onCompleted} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The daily quest first, then the newest; the server's own order otherwise. */
function activeFirst(quests: Quest[], dailyId: string | undefined) {
  const active = quests.filter((q) => !q.isCompleted);
  const completed = quests
    .filter((q) => q.isCompleted)
    .sort((a, b) => (b.completedAt ?? "").localeCompare(a.completedAt ?? ""))
    .slice(0, COMPLETED_SHOWN);
  const daily = active.filter((q) => q.id === dailyId);
  return { active: [...daily, ...active.filter((q) => q.id !== dailyId)], completed };
}

/** /quests: 'Hunter Quests', the energy panel, the generator and every quest's checklist. */
export function QuestsPage() {
  const { data: user } = useUser();
  const quests = useQuests();
  const daily = useDailyQuest();
  const energy = useEnergy();
  const now = useNow(30_000);
  const t = useT();
  const onCompleted = useCallback(
    (reply: CompletionReply) => {
      if (reply.cheatingDetected) {
        toast({
          title: t("quests.cheatingTitle"),
          // The spec's words for the cheating penalty (docs/game-rules/screens.md §6).
          description: [t("quests.cheatingText"), reply.cheatingReason].filter(Boolean).join(" "),
          variant: "destructive",
          duration: 10_000,
        });
        return;
      }
      // A System window in the middle of the screen, where the hunter is looking: the card that
      // was ticked moves down to Completed Quests at the same moment.
      announceQuestCompletion(reply);
    },
    [t],
  );

  // The daily quest is also in the list once generated; merge so it shows even if it is not yet.
  const list = quests.data ?? [];
  const dailyQuest = daily.data?.quest ?? null;
  const all =
    dailyQuest && !list.some((q) => q.id === dailyQuest.id) ? [dailyQuest, ...list] : list;
  const { active, completed } = activeFirst(all, dailyQuest?.id);

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="glow-text text-2xl font-bold tracking-wide text-sky-50 sm:text-3xl">
            {t("quests.title")}
          </h1>
          <p className="mt-1 text-sm text-slate-300">{t("quests.subtitle")}</p>
        </div>
        <CustomQuestDialog energy={energy.data?.currentEnergy} />
      </header>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="order-last flex min-w-0 flex-col gap-6 lg:order-none">
          {quests.isPending ? (
            <p role="status" className="py-12 text-center text-slate-300">
              {t("quests.loading")}
            </p>
          ) : quests.isError ? (
            <Panel className="text-center">
              <p className="text-slate-200">{t("quests.loadError")}</p>
              <Button variant="secondary" className="mt-3" onClick={() => void quests.refetch()}>
                {t("quests.tryAgain")}
              </Button>
            </Panel>
          ) : (
            <>
              {active.length === 0 ? (
                <Panel className="py-8 text-center">
                  <p className="font-semibold text-slate-100">{t("quests.noActive")}</p>
                  <p className="mt-1 text-sm text-slate-400">{t("quests.noActiveText")}</p>
                </Panel>
              ) : (
                <QuestList
                  id="active-quests-title"
                  title={t("quests.active")}
                  quests={active}
                  now={now}
                  onCompleted={onCompleted}
                />
              )}
              {completed.length > 0 ? (
                <QuestList
                  id="completed-quests-title"
                  title={t("quests.completed")}
                  quests={completed}
                  now={now}
                  onCompleted={onCompleted}
                />
              ) : null}
            </>
          )}
        </div>
        <div className="lg:sticky lg:top-20 lg:self-start">
          <EnergyPanel
            energy={energy.data}
            isError={energy.isError}
            now={now}
            timeZone={user?.timezone}
          />
        </div>
      </div>

      {daily.data?.penaltyApplied ? <PenaltyDialog penalty={daily.data.penalty} /> : null}
    </div>
  );
}
