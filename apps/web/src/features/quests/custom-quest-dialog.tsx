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
import { statLabel } from "../../lib/stat-labels.ts";
import { useGenerateQuest } from "./api.ts";

const DIFFICULTIES = Object.keys(ENERGY_COSTS) as QuestDifficulty[];

const STAT_BLURBS: Record<StatName, string> = {
  strength: "Push-ups and heavy work.",
  agility: "Sprints and quick feet.",
  vitality: "Holds that build toughness.",
  intelligence: "Focus and form drills.",
  endurance: "Long, steady effort.",
  perception: "Balance and coordination.",
};

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

type Step = "stat" | "difficulty" | "confirm";

const STEP_TITLES: Record<Step, string> = {
  stat: "Step 1 of 3: choose the stat to train.",
  difficulty: "Step 2 of 3: choose the difficulty.",
  confirm: "Step 3 of 3: confirm and generate.",
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
        title: "Insufficient Energy",
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
            title: "Quest Generated!",
            description: `${quest.name || quest.title} awaits. It expires in ${CUSTOM_QUEST_HOURS} hours.`,
          });
          setOpen(false);
          reset();
        },
        onError: (error) => {
          // The server refuses with the spec's own sentence when energy ran short meanwhile.
          if (error instanceof ApiError && /^You need \d+ energy/.test(error.serverMessage ?? "")) {
            toastFailure("Insufficient Energy", error, insufficientEnergyMessage(cost));
          } else {
            toastFailure(
              "Quest Generation Failed",
              error,
              "Failed to generate quest. Please try again.",
            );
          }
        },
      },
    );
  }

  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={tooLow}>
        <Sparkles aria-hidden="true" className="size-4" />
        Generate Custom Quest
      </Button>
      <Dialog
        open={open}
        onOpenChange={changeOpen}
        title="Custom Quest"
        description={STEP_TITLES[step]}
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
              <legend className="sr-only">Stat to train</legend>
              <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
                {STAT_NAMES.map((name) => (
                  <ChoiceCard
                    key={name}
                    name="quest-stat"
                    value={name}
                    checked={stat === name}
                    onSelect={() => setStat(name)}
                    title={statLabel(name)}
                    description={STAT_BLURBS[name]}
                  />
                ))}
              </div>
            </fieldset>
            <div className="mt-5 flex justify-end">
              <Button type="submit" disabled={!stat}>
                Next
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
              <legend className="sr-only">Difficulty</legend>
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
                      title={capitalise(level)}
                      description={affordable ? `${cost} Energy` : `${cost} Energy (not enough)`}
                      disabled={!affordable}
                    />
                  );
                })}
              </div>
            </fieldset>
            <div className="mt-5 flex justify-between gap-2">
              <Button variant="secondary" onClick={() => setStep("stat")}>
                Back
              </Button>
              <Button type="submit" disabled={!difficulty || current < ENERGY_COSTS[difficulty]}>
                Next
              </Button>
            </div>
          </form>
        ) : (
          <div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border border-slate-700 bg-slate-950/60 p-4 text-sm">
              <dt className="text-slate-400">Stat</dt>
              <dd className="font-semibold text-slate-50">{stat ? statLabel(stat) : ""}</dd>
              <dt className="text-slate-400">Difficulty</dt>
              <dd className="font-semibold text-slate-50">
                {difficulty ? capitalise(difficulty) : ""}
              </dd>
              <dt className="text-slate-400">Cost</dt>
              <dd className="font-semibold text-slate-50 tabular-nums">
                {difficulty ? ENERGY_COSTS[difficulty] : 0} Energy (you have {current})
              </dd>
              <dt className="text-slate-400">Time limit</dt>
              <dd className="font-semibold text-slate-50">{CUSTOM_QUEST_HOURS} hours</dd>
            </dl>
            <div className="mt-5 flex justify-between gap-2">
              <Button
                variant="secondary"
                onClick={() => setStep("difficulty")}
                disabled={generate.isPending}
              >
                Back
              </Button>
              <Button onClick={submit} disabled={tooLow || generate.isPending}>
                {generate.isPending ? "Generating..." : "Generate"}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
