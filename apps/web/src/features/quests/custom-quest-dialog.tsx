import {
  CUSTOM_QUEST_HOURS,
  CUSTOM_QUEST_ENERGY_COST as ENERGY_COSTS,
  insufficientEnergyMessage,
  MIN_CUSTOM_QUEST_COST as MIN_QUEST_ENERGY,
  type QuestDifficulty,
} from "@repgate/game/rules/energy";
import { STAT_NAMES, type StatName } from "@repgate/game/rules/stats";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { ChoiceCard } from "../../components/ui/choice-card.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { ApiError } from "../../lib/api-client.ts";
import { questText } from "../../lib/i18n/content-text.ts";
import { type MessageId, useT } from "../../lib/i18n/i18n.ts";
import { statLabel } from "../../lib/stat-labels.ts";
import { useGenerateQuest } from "./api.ts";

const DIFFICULTIES = Object.keys(ENERGY_COSTS) as QuestDifficulty[];

const STAT_BLURBS: Record<StatName, MessageId> = {
  strength: "quests.custom.strength",
  agility: "quests.custom.agility",
  vitality: "quests.custom.vitality",
  intelligence: "quests.custom.intelligence",
  endurance: "quests.custom.endurance",
  perception: "quests.custom.perception",
};

const DIFFICULTY_LABELS: Record<QuestDifficulty, MessageId> = {
  easy: "quests.difficulty.easy",
  medium: "quests.difficulty.medium",
  hard: "quests.difficulty.hard",
};

type Step = "stat" | "difficulty" | "confirm";

const STEP_TITLES: Record<Step, MessageId> = {
  stat: "quests.custom.step1",
  difficulty: "quests.custom.step2",
  confirm: "quests.custom.step3",
};

/** The generator's open button and its three-step dialog (stat, difficulty, confirm). */
export function CustomQuestDialog({ energy }: { energy: number | undefined }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>("stat");
  const [stat, setStat] = useState<StatName | null>(null);
  const [difficulty, setDifficulty] = useState<QuestDifficulty | null>(null);
  const generate = useGenerateQuest();
  const current = energy ?? 0;
  const tooLow = current < MIN_QUEST_ENERGY;
  const t = useT();

  function reset() {
    setStep("stat");
    setStat(null);
    setDifficulty(null);
  }

  function changeOpen(next: boolean) {
    if (generate.isPending) return;
    setOpen(next);
    if (!next) reset();
  }

  function submit() {
    if (!stat || !difficulty) return;
    const cost = ENERGY_COSTS[difficulty];
    if (current < cost) {
      toast({
        title: t("quests.custom.insufficient"),
        description: insufficientEnergyMessage(cost),
        variant: "destructive",
      });
      return;
    }
    generate.mutate(
      { statType: stat, difficulty },
      {
        onSuccess: (quest) => {
          toast({
            title: t("quests.custom.generated"),
            description: t("quests.custom.generatedText", {
              quest: questText(quest.name || quest.title),
              hours: CUSTOM_QUEST_HOURS,
            }),
          });
          setOpen(false);
          reset();
        },
        onError: (error) => {
          // The server refuses with the spec's own sentence when energy ran short meanwhile.
          if (error instanceof ApiError && /^You need \d+ energy/.test(error.serverMessage ?? "")) {
            toastFailure(t("quests.custom.insufficient"), error, insufficientEnergyMessage(cost));
          } else {
            toastFailure(t("quests.custom.failed"), error, t("quests.custom.failedText"));
          }
        },
      },
    );
  }

  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={tooLow}>
        <Sparkles aria-hidden="true" className="size-4" />
        {t("quests.custom.open")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={changeOpen}
        title={t("quests.custom.title")}
        description={t(STEP_TITLES[step])}
        className="max-w-lg"
      >
        {step === "stat" ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (stat) setStep("difficulty");
            }}
          >
            <fieldset>
              <legend className="sr-only">{t("quests.custom.statLegend")}</legend>
              <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
                {STAT_NAMES.map((name) => (
                  <ChoiceCard
                    key={name}
                    name="quest-stat"
                    value={name}
                    checked={stat === name}
                    onSelect={() => setStat(name)}
                    title={statLabel(name)}
                    description={t(STAT_BLURBS[name])}
                  />
                ))}
              </div>
            </fieldset>
            <div className="mt-5 flex justify-end">
              <Button type="submit" disabled={!stat}>
                {t("quests.custom.next")}
              </Button>
            </div>
          </form>
        ) : step === "difficulty" ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (difficulty) setStep("confirm");
            }}
          >
            <fieldset>
              <legend className="sr-only">{t("quests.custom.difficulty")}</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {DIFFICULTIES.map((level) => {
                  const cost = ENERGY_COSTS[level];
                  const affordable = current >= cost;
                  return (
                    <ChoiceCard
                      key={level}
                      name="quest-difficulty"
                      value={level}
                      checked={difficulty === level}
                      onSelect={() => setDifficulty(level)}
                      title={t(DIFFICULTY_LABELS[level])}
                      description={
                        affordable
                          ? t("quests.custom.energy", { cost })
                          : t("quests.custom.energyShort", { cost })
                      }
                      disabled={!affordable}
                    />
                  );
                })}
              </div>
            </fieldset>
            <div className="mt-5 flex justify-between gap-2">
              <Button variant="secondary" onClick={() => setStep("stat")}>
                {t("quests.custom.back")}
              </Button>
              <Button type="submit" disabled={!difficulty || current < ENERGY_COSTS[difficulty]}>
                {t("quests.custom.next")}
              </Button>
            </div>
          </form>
        ) : (
          <div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border border-slate-700 bg-slate-950/60 p-4 text-sm">
              <dt className="text-slate-400">{t("quests.custom.stat")}</dt>
              <dd className="font-semibold text-slate-50">{stat ? statLabel(stat) : ""}</dd>
              <dt className="text-slate-400">{t("quests.custom.difficulty")}</dt>
              <dd className="font-semibold text-slate-50">
                {difficulty ? t(DIFFICULTY_LABELS[difficulty]) : ""}
              </dd>
              <dt className="text-slate-400">{t("quests.custom.cost")}</dt>
              <dd className="font-semibold text-slate-50 tabular-nums">
                {t("quests.custom.costValue", {
                  cost: difficulty ? ENERGY_COSTS[difficulty] : 0,
                  current,
                })}
              </dd>
              <dt className="text-slate-400">{t("quests.custom.timeLimit")}</dt>
              <dd className="font-semibold text-slate-50">
                {t("quests.custom.hours", { hours: CUSTOM_QUEST_HOURS })}
              </dd>
            </dl>
            <div className="mt-5 flex justify-between gap-2">
              <Button
                variant="secondary"
                onClick={() => setStep("difficulty")}
                disabled={generate.isPending}
              >
                {t("quests.custom.back")}
              </Button>
              <Button onClick={submit} disabled={tooLow || generate.isPending}>
                {generate.isPending ? t("quests.custom.generating") : t("quests.custom.generate")}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
