/**
 * Reps counted from body keypoints (a pose model's output, one frame at a time). A rep is one
 * full cycle of a joint angle: extended, flexed, extended again. Two thresholds with a gap
 * between them (hysteresis) keep a jittery angle near one threshold from counting twice, a
 * minimum keypoint confidence ignores joints the model only guesses, and a minimum time per
 * rep ignores a twitch. The counter only counts; the server still judges the pace of a move.
 */

import { type FormTrack, trackForm } from "./pose-form.ts";

export type PoseExercise = "pushups" | "squats" | "situps";

/** One keypoint in image coordinates (any unit, as long as x and y share it). */
export interface Keypoint {
  part: string;
  x: number;
  y: number;
  /** The model's confidence, 0 to 1. */
  score: number;
}

export interface PoseFrame {
  /** When the frame was taken, in milliseconds on any monotonic clock. */
  timeMs: number;
  keypoints: readonly Keypoint[];
}

export interface PoseRule {
  /** The three joints whose middle angle is measured, without the side prefix. */
  joints: readonly [string, string, string];
  /** At or under this angle (degrees) the joint is flexed: the bottom of a push-up or squat. */
  flexedBelow: number;
  /** At or over this angle the joint is extended: the top of a push-up, standing, lying flat. */
  extendedAbove: number;
  /** A cycle faster than this is not a rep (a twitch, or the model jumping between people). */
  minRepMs: number;
}

/**
 * The shortest cycle that is a rep, timed from the last extended frame to the next. The fastest
 * rep the game counts takes 0.6 s from the top back to the top (issue 29), of which about two
 * thirds is spent past the extended threshold: 0.4 s, which a camera read 10 times a second can
 * see as 0.3 s. A model's jump to a wrong pose and back lasts a frame or two, under 0.2 s even
 * at 10 frames a second. (It was 600 ms for push-ups and 800 ms for the others, which refused
 * every rep quicker than about 0.9 s and 1.2 s: bench/reps-accuracy.ts's fast clips.)
 */
const MIN_REP_MS = 250;

/**
 * Thresholds from how the movements are coached: a push-up goes from straight arms (~170°) to
 * an elbow near 90°; a squat from straight legs to a knee near 90°; a crunch-style sit-up
 * from lying with bent knees (shoulder-hip-knee ~130°) to the chest near the thighs (~60°).
 * The gap between the two thresholds is the hysteresis band.
 */
export const POSE_RULES: Readonly<Record<PoseExercise, PoseRule>> = {
  pushups: {
    joints: ["Shoulder", "Elbow", "Wrist"],
    flexedBelow: 100,
    extendedAbove: 155,
    minRepMs: MIN_REP_MS,
  },
  squats: {
    joints: ["Hip", "Knee", "Ankle"],
    flexedBelow: 105,
    extendedAbove: 160,
    minRepMs: MIN_REP_MS,
  },
  situps: {
    joints: ["Shoulder", "Hip", "Knee"],
    flexedBelow: 80,
    extendedAbove: 120,
    minRepMs: MIN_REP_MS,
  },
};

/**
 * Keypoints the model scores under this are treated as not seen. 0.2 is the pose engine's own
 * floor (Human drops a keypoint scored under it), so every joint the model reports is used.
 * It was 0.3: on the accuracy bench's noisy and dim clips the model still placed the joints
 * right, angles following the movement to a few degrees, but scored them 0.2 to 0.3, and the
 * counter, blind in most frames, missed reps (decision 029). A wrong joint still has to cross
 * both thresholds, slower than minRepMs, to count.
 */
export const MIN_KEYPOINT_SCORE = 0.2;

type PosePhase = "waiting" | "extended" | "flexed";

export interface PoseRepState extends FormTrack {
  count: number;
  /** "waiting" until the hunter is first seen extended: getting into place never counts. */
  phase: PosePhase;
  /** The measured angle of the last frame whose joints were all seen, in degrees. */
  angle: number | null;
  /** Every joint the exercise needs was seen in the last frame, on at least one side. */
  inFrame: boolean;
  /** The joints missing on the better side in the last frame (empty when in frame). */
  missing: string[];
  /**
   * The last frame seen fully extended before the current descent: a rep's time is from
   * there back to extended, so standing still before a twitch does not make the twitch a rep.
   */
  cycleStartMs: number | null;
  /** The last frame completed a rep. */
  counted: boolean;
  /** The last frame completed a cycle too fast to be a rep. */
  tooFast: boolean;
}

export const initialPoseReps: PoseRepState = {
  count: 0,
  phase: "waiting",
  angle: null,
  inFrame: false,
  missing: [],
  cycleStartMs: null,
  counted: false,
  tooFast: false,
  deepest: null,
  highest: null,
  cue: null,
  shortRep: false,
  shortReps: 0,
};

/** The angle at `b` between the segments to `a` and to `c`, in degrees (0 to 180). */
export function jointAngle(a: Keypoint, b: Keypoint, c: Keypoint): number {
  const ab = Math.atan2(a.y - b.y, a.x - b.x);
  const cb = Math.atan2(c.y - b.y, c.x - b.x);
  let degrees = Math.abs(((ab - cb) * 180) / Math.PI);
  if (degrees > 180) degrees = 360 - degrees;
  return degrees;
}

interface SideReading {
  angle: number | null;
  missing: string[];
  /** The weakest score of the three joints: the side the model is surest of wins. */
  weakest: number;
}

function readSide(
  side: "left" | "right",
  rule: PoseRule,
  byPart: Map<string, Keypoint>,
  minScore: number,
): SideReading {
  const names = rule.joints.map((joint) => `${side}${joint}`);
  const points = names.map((name) => byPart.get(name));
  const missing = names.filter((_, i) => (points[i]?.score ?? 0) < minScore);
  const weakest = Math.min(...points.map((point) => point?.score ?? 0));
  const [a, b, c] = points;
  if (missing.length > 0 || !a || !b || !c) return { angle: null, missing, weakest };
  return { angle: jointAngle(a, b, c), missing, weakest };
}

/**
 * The counter's next state after one frame. Frames where the joints are not seen change
 * nothing but the in-frame flag: a hunter briefly out of view resumes where they were.
 */
export function stepPoseReps(
  state: PoseRepState,
  frame: PoseFrame,
  exercise: PoseExercise,
  minScore = MIN_KEYPOINT_SCORE,
): PoseRepState {
  const rule = POSE_RULES[exercise];
  const byPart = new Map(frame.keypoints.map((point) => [point.part, point]));
  const left = readSide("left", rule, byPart, minScore);
  const right = readSide("right", rule, byPart, minScore);
  const best = left.weakest >= right.weakest ? left : right;
  const quiet = { counted: false, tooFast: false, shortRep: false };
  if (best.angle === null) return { ...state, ...quiet, inFrame: false, missing: best.missing };
  return trackForm(state, countCycle(state, best.angle, frame.timeMs, rule), exercise, rule);
}

/** The counter proper: where one seen angle moves the extended/flexed cycle. */
function countCycle(
  state: PoseRepState,
  angle: number,
  timeMs: number,
  rule: PoseRule,
): PoseRepState {
  const quiet = { counted: false, tooFast: false };
  const seen: PoseRepState = { ...state, ...quiet, angle, inFrame: true, missing: [] };
  if (state.phase === "waiting") {
    return angle >= rule.extendedAbove
      ? { ...seen, phase: "extended", cycleStartMs: timeMs }
      : seen;
  }
  if (state.phase === "extended") {
    if (angle <= rule.flexedBelow) return { ...seen, phase: "flexed" };
    return angle >= rule.extendedAbove ? { ...seen, cycleStartMs: timeMs } : seen;
  }
  if (angle < rule.extendedAbove) return seen;
  // Back to extended: one full cycle. Too fast and it is not counted, but it still ends.
  const started = state.cycleStartMs ?? timeMs;
  if (timeMs - started < rule.minRepMs) {
    return { ...seen, phase: "extended", cycleStartMs: timeMs, tooFast: true };
  }
  // From the bottom straight to the top between two frames read is left for the next frame to
  // confirm: a pose model misreads a single frame now and then (the sit-up figure sitting up,
  // read as lying flat: bench/reps-accuracy.ts), and one such frame must not end a rep. A real
  // rep that quick is still up on the next frame, so it counts one frame later.
  if (state.angle !== null && state.angle <= rule.flexedBelow) return seen;
  return {
    ...seen,
    phase: "extended",
    count: state.count + 1,
    cycleStartMs: timeMs,
    counted: true,
  };
}
