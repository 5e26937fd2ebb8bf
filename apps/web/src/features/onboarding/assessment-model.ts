import type { AssessmentRequest } from "@repgate/contracts/onboarding";
import {
  ASSESSMENT_LIMITS,
  type ExerciseFrequency,
  type FitnessGoal,
  scoreAssessment,
} from "@repgate/game/rules/assessment";

export type CountField = keyof typeof ASSESSMENT_LIMITS;

export const ASSESSMENT_STEPS = 4;

/** What the hunter has typed and picked so far; counts stay strings while being typed. */
export interface AssessmentDraft {
  pushups: string;
  situps: string;
  plankTime: string;
  exerciseFrequency: ExerciseFrequency | null;
  fitnessGoal: FitnessGoal | null;
}

export const EMPTY_DRAFT: AssessmentDraft = {
  pushups: "",
  situps: "",
  plankTime: "",
  exerciseFrequency: null,
  fitnessGoal: null,
};

/** A whole number inside the field's limits; anything non-numeric counts as 0. */
export function parseCount(raw: string, field: CountField): number {
  const { min, max } = ASSESSMENT_LIMITS[field];
  const value = Math.floor(Number(raw.trim()));
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** The text to keep in the input: empty stays empty, everything else is clamped. */
export function normalizeCountInput(raw: string, field: CountField): string {
  return raw.trim() === "" ? "" : String(parseCount(raw, field));
}

const STEP_FIELDS: Record<1 | 2 | 3, CountField> = { 1: "pushups", 2: "situps", 3: "plankTime" };

/** Steps 1-3 need a count above 0; step 4 needs both choices (docs/game-rules/onboarding.md). */
export function isStepValid(step: number, draft: AssessmentDraft): boolean {
  if (step === 1 || step === 2 || step === 3) {
    const field = STEP_FIELDS[step];
    return parseCount(draft[field], field) > 0;
  }
  if (step === 4) return draft.exerciseFrequency !== null && draft.fitnessGoal !== null;
  return false;
}

/**
 * The request body. The spec's payload is {rank, stats}; they are computed here with the shared
 * rules for compatibility, but the server scores the raw answers itself.
 */
export function toAssessmentRequest(draft: AssessmentDraft): AssessmentRequest | null {
  const { exerciseFrequency, fitnessGoal } = draft;
  if (!exerciseFrequency || !fitnessGoal) return null;
  const answers = {
    pushups: parseCount(draft.pushups, "pushups"),
    situps: parseCount(draft.situps, "situps"),
    plankTime: parseCount(draft.plankTime, "plankTime"),
    exerciseFrequency,
    fitnessGoal,
  };
  const { rank, stats } = scoreAssessment(answers);
  return { rank, stats, ...answers };
}
