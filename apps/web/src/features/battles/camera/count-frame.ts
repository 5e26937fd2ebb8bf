import {
  type Keypoint,
  type PoseExercise,
  type PoseRepState,
  stepPoseReps,
} from "@repgate/game/sensing/pose-reps";
import type { PoseModel, PoseSource } from "./pose-engine.ts";

export interface CountedFrame {
  state: PoseRepState;
  keypoints: Keypoint[];
}

/**
 * One camera frame through the counter: the model's keypoints, then the counter's next state.
 * The camera panel runs it on every frame it can; bench/reps-accuracy.ts runs it on generated
 * frames, so the benchmark measures this very path.
 */
export async function countFrame(
  model: PoseModel,
  source: PoseSource,
  state: PoseRepState,
  exercise: PoseExercise,
  timeMs: number,
): Promise<CountedFrame> {
  const keypoints = await model.detect(source);
  return { state: stepPoseReps(state, { timeMs, keypoints }, exercise), keypoints };
}
