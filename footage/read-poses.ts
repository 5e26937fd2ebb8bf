import type { Browser } from "@playwright/test";
import {
  initialPoseReps,
  POSE_RULES,
  type PoseExercise,
  stepPoseReps,
} from "@repgate/game/sensing/pose-reps";
import { probePoses } from "./pose-probe.ts";

/** What the counter makes of one still picture, as the battle screen's model sees it. */
export interface PoseReading {
  depth: number;
  /** Every joint the exercise is counted by was scored at or over the counter's minimum. */
  seen: boolean;
  /** The joint angle the counter measures (on the side the model is surest of), degrees. */
  angle: number | null;
  /** The lowest score among the counted joints, on the side where it is highest. */
  weakestScore: number;
}

/** Runs the model on each pose of a clip and reads it as the counter of `exercise` would. */
export async function readPoses(
  browser: Browser,
  exercise: PoseExercise,
  poses: readonly { depth: number; jpeg: Buffer }[],
): Promise<PoseReading[]> {
  const found = await probePoses(
    browser,
    poses.map((pose) => pose.jpeg),
  );
  const { joints } = POSE_RULES[exercise];
  return poses.map(({ depth }, i) => {
    const keypoints = found[i] ?? [];
    const reading = stepPoseReps(initialPoseReps, { timeMs: 0, keypoints }, exercise);
    const weakest = (side: string) =>
      Math.min(
        ...joints.map(
          (joint) => keypoints.find((point) => point.part === `${side}${joint}`)?.score ?? 0,
        ),
      );
    return {
      depth,
      seen: reading.inFrame,
      angle: reading.angle,
      weakestScore: Math.max(weakest("left"), weakest("right")),
    };
  });
}
