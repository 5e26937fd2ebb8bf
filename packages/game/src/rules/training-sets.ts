import { isHumanPace, MIN_MS_PER_REP } from "./combat.ts";

export interface SetRefusal {
  /** "implausible": the set's own duration is too short; "too_soon": the server saw too little time pass. */
  kind: "implausible" | "too_soon";
  message: string;
}

/**
 * A set of quest reps is judged as the battle judges an attack (MIN_MS_PER_REP a rep): the
 * time the counter says it took, and the time the server saw pass since the hunter's previous
 * set (or since they could begin), must both leave room for every rep. Null when honest.
 */
export function judgeSet(
  reps: number,
  durationMs: number,
  msSincePrevious: number,
): SetRefusal | null {
  // Whole sentences with their numbers, so each language words them (docs/i18n.md).
  const atLeast = (reps * MIN_MS_PER_REP) / 1000;
  if (!isHumanPace(reps, durationMs)) {
    const says = durationMs / 1000;
    return {
      kind: "implausible",
      message: `Too fast: ${reps} reps take at least ${atLeast} s; this set says ${says} s.`,
    };
  }
  if (!isHumanPace(reps, msSincePrevious)) {
    const passed = Math.max(0, Math.floor(msSincePrevious)) / 1000;
    return {
      kind: "too_soon",
      message: `Too fast: ${reps} reps take at least ${atLeast} s; only ${passed} s passed since your last set.`,
    };
  }
  return null;
}

/** A task's progress: the reps of its sets, never past its target. */
export function taskProgress(repsDone: number, target: number): number {
  return Math.min(Math.max(0, repsDone), target);
}

/** The id records use for a task's exercise: the guide's id, else its name in kebab case. */
export function exerciseKey(guideId: string | undefined, taskName: string): string {
  if (guideId) return guideId;
  return taskName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
