// The exercises of the accuracy suite: the e2e footage generator's figures (e2e/pose-clip/),
// each drawing a picture for a depth of its rep (0 at the top, 1 at the bottom of a full rep).
// Everything else about a clip (timing, pauses, partial depth, drift, mirror, noise, light) is
// bench/reps-suite.ts's and bench/reps-page.ts's, the same for every exercise.
import type { Browser } from "@playwright/test";
import type { PoseExercise } from "@repgate/game/pose-reps";
import { drawPictures } from "../e2e/pose-clip/draw-pictures.ts";
import { FOOTAGE, type FootageName } from "../e2e/pose-clip/footage.ts";

export interface Figure {
  /** The row of the table: exercise and where the camera stands. */
  name: string;
  /** What the hunter chose in the battle screen: the counter's rules for it. */
  exercise: PoseExercise;
  /** JPEG pictures of the figure at each depth. */
  draw(browser: Browser, depths: readonly number[]): Promise<Buffer[]>;
}

function figure(name: string, footage: FootageName): Figure {
  const { exercise, draw } = FOOTAGE[footage];
  return {
    name,
    exercise,
    draw: (browser, depths) => drawPictures(browser, depths.map(draw)),
  };
}

export const FIGURES: readonly Figure[] = [
  figure("push-ups (standing elbow bends)", "elbowBends"),
  figure("squats, front", "squatFront"),
  figure("squats, side", "squatSide"),
  figure("sit-ups, side", "situpSide"),
];
