/**
 * Form cues for the camera counter: a rep that stops short is not counted (the counter already
 * needs the full cycle), and this says why, so the hunter can fix the next one. Two kinds of
 * short rep: a dip that turns back up before the joint is flexed enough ("go lower"), and a
 * rise from the bottom that turns back down before the joint is extended ("lock out").
 * Each is noticed only once the movement has clearly started and clearly turned, with a band
 * between the thresholds, so a pose model's few degrees of jitter never raise a cue.
 */

import type { CuedExercise, FormCue } from "../content/form-cues.ts";

/** The cues' words are content/form-cues.ts: the exercise guide quotes them too. */
export type PoseFormExercise = CuedExercise;

interface FormLimits {
  /** A dip from the top to at or under this angle, that then goes back up, was a shallow rep. */
  shallowBelow: number;
  /** A rise from the bottom to at or over this angle, that then goes back down, stopped short. */
  halfUpAbove: number;
}

/**
 * Each sits about 20° inside the counter's own thresholds (see POSE_RULES): far enough from the
 * top and bottom that holding still there never looks like a movement, near enough that a rep
 * stopped half way is caught.
 */
export const FORM_LIMITS: Readonly<Record<PoseFormExercise, FormLimits>> = {
  pushups: { shallowBelow: 140, halfUpAbove: 120 },
  squats: { shallowBelow: 145, halfUpAbove: 125 },
  situps: { shallowBelow: 105, halfUpAbove: 95 },
};

/**
 * A rise from the bottom that ends this close under the counter's "extended" line is not told
 * "lock out": it is a straight limb read a few degrees low (a model's jitter is about ±10°), as
 * the elbow-bends push-up clip's top, read 155.3° against a 155° line, showed mid-set. It still
 * does not count; the cue is kept for a rise that clearly stopped half way.
 */
const NEAR_TOP = 10;

/** The part of the counter's state the form check keeps. */
export interface FormTrack {
  phase: "waiting" | "extended" | "flexed";
  angle: number | null;
  counted: boolean;
  /** The lowest angle since the hunter was last seen at the top (while still counted as up). */
  deepest: number | null;
  /** The highest angle since the hunter was last seen at the bottom (while still down). */
  highest: number | null;
  /** The last short rep's cue, until it is put right (the bottom reached, or a rep counted). */
  cue: FormCue | null;
  /** The last frame ended a short rep. */
  shortRep: boolean;
  /** Short reps so far: refused, never counted. */
  shortReps: number;
}

/**
 * The form part of the next state, from the state before a frame and the counter's verdict
 * after it (`after` is only given for frames where the joints were seen).
 */
export function trackForm<T extends FormTrack>(
  before: T,
  after: T,
  exercise: PoseFormExercise,
  top: { extendedAbove: number; flexedBelow: number },
): T {
  const limits = FORM_LIMITS[exercise];
  const angle = after.angle;
  const quiet = { ...after, shortRep: false };
  if (angle === null || after.phase === "waiting")
    return { ...quiet, deepest: null, highest: null };
  if (after.counted) return { ...quiet, deepest: null, highest: null, cue: null };

  if (after.phase === "extended") {
    // Coming up from the bottom (a full cycle, counted or too fast) starts a fresh watch.
    if (before.phase !== "extended") return { ...quiet, deepest: null, highest: null };
    if (angle >= top.extendedAbove) {
      const wasShallow = before.deepest !== null && before.deepest <= limits.shallowBelow;
      if (!wasShallow) return { ...quiet, deepest: null };
      return {
        ...after,
        deepest: null,
        cue: "goLower",
        shortRep: true,
        shortReps: after.shortReps + 1,
      };
    }
    return { ...quiet, deepest: Math.min(before.deepest ?? angle, angle) };
  }

  // Flexed. Reaching the bottom puts right a "go lower".
  if (before.phase !== "flexed") {
    return {
      ...quiet,
      deepest: null,
      highest: null,
      cue: before.cue === "goLower" ? null : before.cue,
    };
  }
  if (angle <= top.flexedBelow) {
    const stoppedShort =
      before.highest !== null &&
      before.highest >= limits.halfUpAbove &&
      before.highest < top.extendedAbove - NEAR_TOP;
    if (!stoppedShort) return { ...quiet, highest: null };
    return {
      ...after,
      highest: null,
      cue: "lockOut",
      shortRep: true,
      shortReps: after.shortReps + 1,
    };
  }
  return { ...quiet, highest: Math.max(before.highest ?? angle, angle) };
}
