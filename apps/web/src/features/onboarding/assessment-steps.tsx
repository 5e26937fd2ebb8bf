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
import { type AssessmentDraft, type CountField, normalizeCountInput } from "./assessment-model.ts";
import { ExerciseHowTo } from "./exercise-how-to.tsx";

export const COUNT_STEPS: Record<
  1 | 2 | 3,
  { field: CountField; title: string; label: string; hint: string; exercise: ExerciseId }
> = {
  1: {
    field: "pushups",
    title: "Push-ups",
    label: "Push-ups",
    hint: "How many push-ups can you do in one set, with good form?",
    exercise: "pushups",
  },
  2: {
    field: "situps",
    title: "Sit-ups",
    label: "Sit-ups",
    hint: "How many sit-ups can you do in one set?",
    exercise: "situps",
  },
  3: {
    field: "plankTime",
    title: "Plank Hold",
    label: "Plank time (seconds)",
    hint: "How many seconds can you hold a plank?",
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
  const { field, label, hint, exercise } = COUNT_STEPS[step];
  const { min, max } = ASSESSMENT_LIMITS[field];
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={label}
        hint={`${hint} (${min}-${max})`}
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

const FREQUENCY_TEXT: Record<ExerciseFrequency, [string, string]> = {
  never: ["Never", "I rarely or never exercise."],
  weekly: ["Weekly", "Once or twice a week."],
  regular: ["Regular", "Three to five times a week."],
  daily: ["Daily", "Every day."],
};

const GOAL_TEXT: Record<FitnessGoal, [string, string]> = {
  "weight-loss": ["Weight Loss", "Burn fat and move lighter."],
  "muscle-gain": ["Muscle Gain", "Build strength and size."],
  endurance: ["Endurance", "Last longer in every fight."],
  general: ["General Fitness", "Get fitter all round."],
};

export function HabitsStep({
  draft,
  onChange,
}: {
  draft: AssessmentDraft;
  onChange: (patch: Partial<AssessmentDraft>) => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-slate-200">
          How often do you exercise?
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {EXERCISE_FREQUENCIES.map((value) => (
            <ChoiceCard
              key={value}
              name="exerciseFrequency"
              value={value}
              checked={draft.exerciseFrequency === value}
              onSelect={() => onChange({ exerciseFrequency: value })}
              title={FREQUENCY_TEXT[value][0]}
              description={FREQUENCY_TEXT[value][1]}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-slate-200">
          What is your primary goal?
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {FITNESS_GOALS.map((value) => (
            <ChoiceCard
              key={value}
              name="fitnessGoal"
              value={value}
              checked={draft.fitnessGoal === value}
              onSelect={() => onChange({ fitnessGoal: value })}
              title={GOAL_TEXT[value][0]}
              description={GOAL_TEXT[value][1]}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
