import type { ExerciseId } from "@repgate/game/content/exercises";
import {
  ASSESSMENT_LIMITS,
  EXERCISE_FREQUENCIES,
  type ExerciseFrequency,
  FITNESS_GOALS,
  type FitnessGoal,
} from "@repgate/game/rules/assessment";
import { ChoiceCard } from "../../components/ui/choice-card.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { type MessageId, useT } from "../../lib/i18n/i18n.ts";
import { type AssessmentDraft, type CountField, normalizeCountInput } from "./assessment-model.ts";
import { ExerciseHowTo } from "./exercise-how-to.tsx";

export const COUNT_STEPS: Record<
  1 | 2 | 3,
  { field: CountField; title: MessageId; label: MessageId; hint: MessageId; exercise: ExerciseId }
> = {
  1: {
    field: "pushups",
    title: "onboarding.pushups",
    label: "onboarding.pushups",
    hint: "onboarding.pushupsHint",
    exercise: "pushups",
  },
  2: {
    field: "situps",
    title: "onboarding.situps",
    label: "onboarding.situps",
    hint: "onboarding.situpsHint",
    exercise: "situps",
  },
  3: {
    field: "plankTime",
    title: "onboarding.plank",
    label: "onboarding.plankLabel",
    hint: "onboarding.plankHint",
    exercise: "plank",
  },
};

export function CountStep({
  step,
  draft,
  onChange,
}: {
  step: 1 | 2 | 3;
  draft: AssessmentDraft;
  onChange: (field: CountField, value: string) => void;
}) {
  const t = useT();
  const { field, label, hint, exercise } = COUNT_STEPS[step];
  const { min, max } = ASSESSMENT_LIMITS[field];
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t(label)}
        hint={t("onboarding.countHint", { hint: t(hint), min, max })}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        autoFocus
        placeholder="0"
        value={draft[field]}
        onChange={(e) => onChange(field, normalizeCountInput(e.target.value, field))}
      />
      <ExerciseHowTo exerciseId={exercise} />
    </div>
  );
}

const FREQUENCY_TEXT: Record<ExerciseFrequency, [MessageId, MessageId]> = {
  never: ["onboarding.frequency.never", "onboarding.frequency.neverText"],
  weekly: ["onboarding.frequency.weekly", "onboarding.frequency.weeklyText"],
  regular: ["onboarding.frequency.regular", "onboarding.frequency.regularText"],
  daily: ["onboarding.frequency.daily", "onboarding.frequency.dailyText"],
};

const GOAL_TEXT: Record<FitnessGoal, [MessageId, MessageId]> = {
  "weight-loss": ["onboarding.goal.weightLoss", "onboarding.goal.weightLossText"],
  "muscle-gain": ["onboarding.goal.muscleGain", "onboarding.goal.muscleGainText"],
  endurance: ["onboarding.goal.endurance", "onboarding.goal.enduranceText"],
  general: ["onboarding.goal.general", "onboarding.goal.generalText"],
};

export function HabitsStep({
  draft,
  onChange,
}: {
  draft: AssessmentDraft;
  onChange: (patch: Partial<AssessmentDraft>) => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-slate-200">
          {t("onboarding.frequencyQuestion")}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {EXERCISE_FREQUENCIES.map((value) => (
            <ChoiceCard
              key={value}
              name="exerciseFrequency"
              value={value}
              checked={draft.exerciseFrequency === value}
              onSelect={() => onChange({ exerciseFrequency: value })}
              title={t(FREQUENCY_TEXT[value][0])}
              description={t(FREQUENCY_TEXT[value][1])}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-slate-200">
          {t("onboarding.goalQuestion")}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {FITNESS_GOALS.map((value) => (
            <ChoiceCard
              key={value}
              name="fitnessGoal"
              value={value}
              checked={draft.fitnessGoal === value}
              onSelect={() => onChange({ fitnessGoal: value })}
              title={t(GOAL_TEXT[value][0])}
              description={t(GOAL_TEXT[value][1])}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
