// The exercises of the accuracy suite: the footage generator's figures (footage/, shared with e2e),
// each drawing a picture for a depth of its rep (0 at the top, 1 at the bottom of a full rep).
// Everything else about a clip (timing, pauses, partial depth, drift, mirror, noise, light) is
// bench/reps-suite.ts's and bench/reps-page.ts's, the same for every exercise.
import type { Browser } from "@playwright/test";
import type { PoseExercise } from "@repgate/game/sensing/pose-reps";
import { drawPictures } from "../footage/draw-pictures.ts";
import { FOOTAGE, type FootageName } from "../footage/footage.ts";
import type { JointSpan } from "./reps-suite.ts";

export interface Figure {
  /** The row of the table: exercise and where the camera stands. */
  name: string;
  /** What the hunter chose in the battle screen: the counter's rules for it. */
  exercise: PoseExercise;
  /** Where the counted joints lie across a rep, as shares of the width (a drift keeps them in). */
  jointSpan: JointSpan;
  /** JPEG pictures of the figure at each depth. */
  draw(browser: Browser, depths: readonly number[]): Promise<Buffer[]>;
}

function figure(name: string, footage: FootageName, jointSpan: JointSpan): Figure {
  const { exercise, draw } = FOOTAGE[footage];
  return {
    name,
    exercise,
    jointSpan,
    draw: (browser, depths) => drawPictures(browser, depths.map(draw)),
  };
}

/**
 * The joint spans are the model's reading of each figure's clean pictures at depths 0, 1/4,
 * 1/2, 3/4 and 1, both sides (footage/pose-probe.ts), rounded outwards. The push-ups are
 * seen from the side, a plank (pushup-side.ts), as a hunter props the phone on the floor; the
 * standing elbow-bends clip the first table used is not a push-up.
 */
export const FIGURES: readonly Figure[] = [
  figure("push-ups, side", "pushupSide", [0.64, 0.79]),
  figure("squats, front", "squatFront", [0.29, 0.74]),
  figure("squats, side", "squatSide", [0.49, 0.74]),
  figure("sit-ups, side", "situpSide", [0.29, 0.79]),
];
