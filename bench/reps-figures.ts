// The exercises of the accuracy suite, each a figure that draws a picture for a depth of its
// rep (0 at the top, 1 at the bottom of a full rep) with the clip generator of the e2e tests.
// Everything else about a clip (timing, pauses, partial depth, drift, mirror, noise, light) is
// bench/reps-suite.ts's, the same for every exercise.
import type { Browser } from "@playwright/test";
import type { PoseExercise } from "@repgate/game/pose-reps";
import { drawPoses } from "../e2e/pose-clip.ts";

export interface Figure {
  /** The row of the table: exercise and where the camera stands. */
  name: string;
  /** What the hunter chose in the battle screen: the counter's rules for it. */
  exercise: PoseExercise;
  /** JPEG pictures of the figure at each depth. */
  draw(browser: Browser, depths: readonly number[]): Promise<Buffer[]>;
}

/** pose-clip.ts's deepest bend: the elbow well past 90°, as a push-up's bottom. */
const PUSHUP_FULL_BEND = 105;

export const FIGURES: readonly Figure[] = [
  {
    name: "push-ups, side",
    exercise: "pushups",
    draw: (browser, depths) =>
      drawPoses(
        browser,
        depths.map((depth) => depth * PUSHUP_FULL_BEND),
      ),
  },
];
