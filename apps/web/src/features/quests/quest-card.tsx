import type { Quest, TaskUpdateReply } from "@repgate/contracts/quests";
import { CircleCheck, Clock, Lock, ShieldAlert } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { cx } from "../../lib/cx.ts";
import { useQuestText } from "../../lib/i18n/content-text.ts";
import { type MessageId, useT } from "../../lib/i18n/i18n.ts";
import { formatQuestTimeLeft, isQuestExpired, taskProgress } from "../../lib/quest-time.ts";
import { useCompleteQuest, useUpdateTask } from "./api.ts";
import { HonestMinimum } from "./honest-minimum.tsx";
import { QuestChecklist } from "./quest-checklist.tsx";
import { RewardList } from "./quest-rewards.tsx";

/** What a settled completion looks like to the screen (System windows or penalty). */
export type CompletionReply = TaskUpdateReply;

const TYPE_LABELS: Record<Quest["type"], MessageId> = {
  daily: "quests.type.daily",
  weekly: "quests.type.weekly",
  custom: "quests.type.custom",
};

/** The badge's word, lower case as the spec writes it (the badge shows it in capitals). */
const DIFFICULTY_BADGES: Record<Quest["difficulty"], MessageId> = {
  easy: "quests.badge.easy",
  medium: "quests.badge.medium",
  hard: "quests.badge.hard",
};

const DIFFICULTY_CLASSES: Record<Quest["difficulty"], string> = {
  easy: "border-emerald-400/60 text-emerald-200",
  medium: "border-amber-300/60 text-amber-200",
  hard: "border-red-400/60 text-red-200",
};

function Badge({ className, children }: { className: string; children: string }) {
  return (
    <span
      className={cx(
        "rounded border px-2 py-0.5 text-[11px] font-bold tracking-wider uppercase",
        className,
      )}
    >
      {children}
    </span>
  );
}

interface QuestCardProps {
  quest: Quest;
  now: number;
  onCompleted: (reply: CompletionReply) => void;
}

/** One quest: its facts, rewards and checklist; locked once completed or expired. */
export function QuestCard({ quest, now, onCompleted }: QuestCardProps) {
  const titleId = useId();
  const update = useUpdateTask(onCompleted);
  const complete = useCompleteQuest(onCompleted);
  const expired = isQuestExpired(quest, now);
  const locked = quest.isCompleted || expired;
  const { done, total } = taskProgress(quest);
  const t = useT();
  const qt = useQuestText();
  const name = qt(quest.name || quest.title);

  function toggle(sectionIndex: number, taskIndex: number, completed: boolean) {
    update.mutate({ questId: quest.id, sectionIndex, taskIndex, completed });
  }

  function claim() {
    complete.mutate(quest.id);
  }

  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        "system-panel flex flex-col gap-4 p-4 sm:p-5",
        quest.isCompleted && "border-emerald-400/50",
      )}
    >
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge className="border-sky-400/60 text-sky-200">{t(TYPE_LABELS[quest.type])}</Badge>
          <Badge className={DIFFICULTY_CLASSES[quest.difficulty]}>
            {t(DIFFICULTY_BADGES[quest.difficulty])}
          </Badge>
          <span
            className={cx(
              "ml-auto flex items-center gap-1 text-xs tabular-nums",
              expired && !quest.isCompleted ? "text-red-300" : "text-slate-300",
            )}
          >
            <Clock aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t("quests.card.timeLeft")}</span>
            {formatQuestTimeLeft(quest.expiresAt, now)}
          </span>
        </div>
        <h2 id={titleId} className="text-lg font-bold text-slate-50">
          {name}
        </h2>
        <p className="text-sm text-slate-300">{qt(quest.description)}</p>
        {locked ? null : <HonestMinimum quest={quest} />}
      </header>

      <div className="flex flex-col gap-1.5">
        <p className="text-xs font-semibold tracking-wider text-slate-400 uppercase">
          {t("quests.card.rewards")}
        </p>
        <RewardList rewards={quest.rewards} label={t("quests.card.rewardsFor", { name })} />
      </div>

      <div>
        <div className="mb-1 flex justify-between text-xs text-slate-300">
          <span>{t("quests.card.progress")}</span>
          <span className="tabular-nums">{t("quests.card.tasksDone", { done, total })}</span>
        </div>
        <Progress label={t("quests.card.progressOf", { name })} value={done} max={total} />
      </div>

      <QuestChecklist quest={quest} disabled={locked || update.isPending} onToggle={toggle} />

      {quest.isCompleted ? (
        quest.cheatingDetected ? (
          <p className="flex items-center gap-2 text-sm font-semibold text-red-300">
            <ShieldAlert aria-hidden="true" className="size-4" />
            {t("quests.card.penaltyApplied")}
          </p>
        ) : (
          <p className="flex items-center gap-2 text-sm font-semibold text-emerald-300">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t("quests.card.claimed")}
          </p>
        )
      ) : expired ? (
        <p className="flex items-center gap-2 text-sm text-slate-400">
          <Lock aria-hidden="true" className="size-4" />
          {t("quests.card.expired")}
        </p>
      ) : total > 0 && done === total ? (
        // Every box ticked but not settled (a lost reply, say): let the hunter finish it.
        <Button onClick={claim} disabled={complete.isPending || update.isPending}>
          {complete.isPending ? t("quests.card.completing") : t("quests.card.complete")}
        </Button>
      ) : null}
    </article>
  );
}
