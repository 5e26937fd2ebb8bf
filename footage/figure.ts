import type { Piece } from "./draw-pictures.ts";
import { type Affine, chain, type Point, scale, translate } from "./rig.ts";

/**
 * The figure of screenshot-vrm.jpg cut into rigid body parts: each part's outline and the
 * joints it turns about, in photo px, where the pose model puts them on the photo itself
 * (MoveNet Lightning: left hip 184,307, right hip 126,305, knees 176,452 and 136,452, ankles
 * 168,600 and 140,601, shoulders 208,179 and 110,168). "Right" is the figure's own right, on
 * the image's left. Outlines overlap at the joints a little, so a bent joint shows no gap.
 */

type Side = "left" | "right";

interface Leg {
  hip: Point;
  knee: Point;
  ankle: Point;
  /** From the hip to just below the knee. */
  thigh: readonly Point[];
  /** From just above the knee to the toes. */
  shin: readonly Point[];
}

export const LEGS: Readonly<Record<Side, Leg>> = {
  right: {
    hip: [126, 305],
    knee: [136, 452],
    ankle: [140, 601],
    thigh: [
      [100, 288],
      [156, 288],
      [160, 380],
      [157, 472],
      [113, 472],
      [103, 400],
    ],
    shin: [
      [110, 438],
      [158, 438],
      [156, 600],
      [158, 652],
      [98, 652],
      [116, 600],
    ],
  },
  left: {
    hip: [184, 307],
    knee: [176, 452],
    ankle: [168, 600],
    thigh: [
      [154, 288],
      [213, 288],
      [209, 380],
      [199, 472],
      [156, 472],
      [152, 380],
    ],
    shin: [
      [155, 438],
      [200, 438],
      [190, 600],
      [198, 652],
      [150, 652],
      [156, 600],
    ],
  },
};

interface Arm {
  shoulder: Point;
  elbow: Point;
  wrist: Point;
  /** The whole arm, shoulder to fingertips. */
  outline: readonly Point[];
}

export const ARMS: Readonly<Record<Side, Arm>> = {
  right: {
    shoulder: [110, 168],
    elbow: [81, 240],
    wrist: [85, 315],
    outline: [
      [66, 172],
      [112, 160],
      [108, 250],
      [100, 362],
      [74, 362],
      [68, 250],
    ],
  },
  left: {
    shoulder: [208, 179],
    elbow: [213, 253],
    wrist: [218, 327],
    outline: [
      [198, 165],
      [222, 178],
      [232, 260],
      [230, 376],
      [206, 376],
      [200, 260],
    ],
  },
};

/** Head and trunk down to the hips, without the arms. */
export const TRUNK = {
  /** Between the hips: where the trunk turns on the thighs. */
  pelvis: [155, 306] as Point,
  /** Between the shoulders. */
  neck: [159, 173] as Point,
  outline: [
    [112, 38],
    [262, 38],
    [256, 160],
    [206, 168],
    [204, 232],
    [203, 306],
    [106, 306],
    [106, 232],
    [104, 168],
    [112, 160],
  ] as readonly Point[],
};

/** Photo px -> frame px for a figure drawn `height` frame px from head to feet, feet at `feet`. */
export function standOn(feet: Point, height: number): Affine {
  const photoHeight = 652 - 38;
  const k = height / photoHeight;
  return chain(translate(feet[0], feet[1]), scale(k), translate(-155, -652));
}

/** A piece placed in photo space and then moved into the frame by `view`. */
export function inView(view: Affine, outline: readonly Point[], place: Affine): Piece {
  return { outline, place: chain(view, place) };
}
