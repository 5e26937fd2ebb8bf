import type { Rank } from "./ranks.ts";
import { baseStats, type StatName, type Stats } from "./stats.ts";

export const EXERCISE_FREQUENCIES = ["never", "weekly", "regular", "daily"] as const;
export type ExerciseFrequency = (typeof EXERCISE_FREQUENCIES)[number];
export const FITNESS_GOALS = ["weight-loss", "muscle-gain", "endurance", "general"] as const;
export type FitnessGoal = (typeof FITNESS_GOALS)[number];

/** Input limits of the wizard (docs/game-rules/onboarding.md); the server refuses anything outside. */
export const ASSESSMENT_LIMITS = {
  pushups: { min: 0, max: 400 },
  situps: { min: 0, max: 400 },
  plankTime: { min: 0, max: 1800 },
} as const;

export interface AssessmentAnswers {
  pushups: number;
  situps: number;
  plankTime: number;
  exerciseFrequency: ExerciseFrequency;
  fitnessGoal: FitnessGoal;
}

type Tier = readonly [threshold: number, points: number];

/** Each tier's threshold and the points it is worth (docs/game-rules/onboarding.md). */
const REP_TIERS: readonly Tier[] = [
  [90, 2],
  [120, 5],
  [165, 10],
  [225, 15],
  [285, 20],
  [345, 25],
];
const PLANK_TIERS: readonly Tier[] = [
  [180, 2],
  [270, 5],
  [360, 10],
  [540, 15],
  [720, 20],
  [900, 25],
];
const FREQUENCY_POINTS: Record<ExerciseFrequency, number> = {
  never: 0,
  weekly: 2,
  regular: 5,
  daily: 8,
};

/** Score at or above which each rank is given, strongest first. */
const RANK_THRESHOLDS: readonly (readonly [number, Rank])[] = [
  [90, "A"],
  [70, "B"],
  [50, "C"],
  [30, "D"],
];

/** How many tiers a value reaches: 0 when below the first threshold, 6 at the top. */
function tierReached(value: number, tiers: readonly Tier[]): number {
  return tiers.filter(([threshold]) => value >= threshold).length;
}

/** Points of the highest tier reached; tiers do not add up (165 push-ups earn 10, not 17). */
function tierPoints(value: number, tiers: readonly Tier[]): number {
  const reached = tierReached(value, tiers);
  return reached === 0 ? 0 : (tiers[reached - 1]?.[1] ?? 0);
}

export function assessmentScore(answers: AssessmentAnswers): number {
  return (
    tierPoints(answers.pushups, REP_TIERS) +
    tierPoints(answers.situps, REP_TIERS) +
    tierPoints(answers.plankTime, PLANK_TIERS) +
    FREQUENCY_POINTS[answers.exerciseFrequency]
  );
}

export function rankForScore(score: number): Rank {
  return RANK_THRESHOLDS.find(([threshold]) => score >= threshold)?.[1] ?? "E";
}

/** Stat bonus for training habits: a hunter who trains daily moves better from day one. */
const FREQUENCY_AGILITY: Record<ExerciseFrequency, number> = {
  never: 0,
  weekly: 1,
  regular: 2,
  daily: 3,
};

/** What each goal adds on top of the measured stats (see docs/decisions/002). */
const GOAL_BONUSES: Record<FitnessGoal, Partial<Stats>> = {
  "weight-loss": { agility: 2, endurance: 1 },
  "muscle-gain": { strength: 2, vitality: 1 },
  endurance: { endurance: 2, vitality: 1 },
  general: { intelligence: 1, perception: 1, agility: 1 },
};

/**
 * Starting stats: 10 each, plus one point per tier reached in the exercise that trains the
 * stat (push-ups: strength, sit-ups: endurance, plank: vitality), agility for training
 * frequency, and the goal's bonus. Intelligence and perception are not measured by the
 * assessment, so only the goal moves them.
 */
export function startingStats(answers: AssessmentAnswers): Stats {
  const stats = baseStats();
  stats.strength += tierReached(answers.pushups, REP_TIERS);
  stats.endurance += tierReached(answers.situps, REP_TIERS);
  stats.vitality += tierReached(answers.plankTime, PLANK_TIERS);
  stats.agility += FREQUENCY_AGILITY[answers.exerciseFrequency];
  for (const [stat, bonus] of Object.entries(GOAL_BONUSES[answers.fitnessGoal])) {
    stats[stat as StatName] += bonus ?? 0;
  }
  return stats;
}

export interface AssessmentResult {
  score: number;
  rank: Rank;
  stats: Stats;
}

export function scoreAssessment(answers: AssessmentAnswers): AssessmentResult {
  const score = assessmentScore(answers);
  return { score, rank: rankForScore(score), stats: startingStats(answers) };
}
