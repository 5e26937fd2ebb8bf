import type { TaskUnit } from "./quests.ts";

/**
 * The least time honest work takes. Each number is faster than any person does it, so an
 * honest hunter never trips the rule: a push-up, sit-up or squat in 1 s, a kilometre in 150 s
 * (2:30/km, faster than the 10,000 m world record's 2:37/km), a hold in its own seconds.
 */
export const MIN_SECONDS_PER_REP = 1;
export const MIN_SECONDS_PER_KM = 150;
const MIN_SECONDS_PER_HELD_SECOND = 1;

const SECONDS_PER_UNIT: Record<TaskUnit, number> = {
  reps: MIN_SECONDS_PER_REP,
  km: MIN_SECONDS_PER_KM,
  seconds: MIN_SECONDS_PER_HELD_SECOND,
};

export interface WorkItem {
  target: number;
  unit: TaskUnit;
}

/** The fewest seconds the quest's whole work can honestly take. */
export function minimumHonestSeconds(tasks: readonly WorkItem[]): number {
  return Math.ceil(tasks.reduce((sum, t) => sum + t.target * SECONDS_PER_UNIT[t.unit], 0));
}

export interface CheatVerdict {
  cheating: boolean;
  minimumSeconds: number;
  elapsedSeconds: number;
  reason: string | null;
}

/**
 * Completing a quest less than `minimumHonestSeconds` after it began is cheating. At exactly
 * the minimum it is honest. `startedAt` is when the work could begin: the local midnight of a
 * daily, the Monday of a weekly, the generation of a custom quest.
 */
export function judgeCompletion(
  tasks: readonly WorkItem[],
  startedAt: Date,
  completedAt: Date,
): CheatVerdict {
  const minimumSeconds = minimumHonestSeconds(tasks);
  const elapsedMs = Math.max(0, completedAt.getTime() - startedAt.getTime());
  const elapsedSeconds = Math.floor(elapsedMs / 1000);
  const cheating = elapsedMs < minimumSeconds * 1000;
  return {
    cheating,
    minimumSeconds,
    elapsedSeconds,
    reason: cheating
      ? `Completed in ${elapsedSeconds} s; this work takes at least ${minimumSeconds} s.`
      : null,
  };
}
