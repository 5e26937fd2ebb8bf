import type { PoseExercise } from "@repgate/game/sensing/pose-reps";
import type { Picture } from "./draw-pictures.ts";
import { elbowBends, elbowBendsElbowAngle } from "./elbow-bends.ts";
import { pushupSide, pushupSideElbowAngle } from "./pushup-side.ts";
import { situpSide, situpSideHipAngle } from "./situp-side.ts";
import { squatFront, squatFrontKneeAngle } from "./squat-front.ts";
import { squatSide, squatSideKneeAngle } from "./squat-side.ts";

/** One kind of generated footage: an exercise seen from one side. */
export interface Footage {
  exercise: PoseExercise;
  /** The picture at `depth`: 0 the top of the movement (extended), 1 the bottom (flexed). */
  draw: (depth: number) => Picture;
  /** The joint angle the pose is built with at `depth`, degrees (what the counter measures). */
  angle: (depth: number) => number;
  /**
   * A depth for a half rep: not deep enough to count, deep enough for the form cue, as the
   * model reads this footage.
   */
  shallowDepth: number;
}

export const FOOTAGE = {
  /** The push-up clip: a standing figure bending its elbows. */
  elbowBends: {
    exercise: "pushups",
    draw: elbowBends,
    angle: elbowBendsElbowAngle,
    shallowDepth: 2 / 3,
  },
  /** Push-ups in a plank, seen from the side. */
  pushupSide: {
    exercise: "pushups",
    draw: pushupSide,
    angle: pushupSideElbowAngle,
    shallowDepth: 2 / 3,
  },
  squatFront: {
    exercise: "squats",
    draw: squatFront,
    angle: squatFrontKneeAngle,
    shallowDepth: 2 / 3,
  },
  squatSide: {
    exercise: "squats",
    draw: squatSide,
    angle: squatSideKneeAngle,
    shallowDepth: 2 / 3,
  },
  situpSide: {
    exercise: "situps",
    draw: situpSide,
    angle: situpSideHipAngle,
    shallowDepth: 2 / 3,
  },
} satisfies Record<string, Footage>;

export type FootageName = keyof typeof FOOTAGE;
