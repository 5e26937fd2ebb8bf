import type { Picture, Piece } from "./draw-pictures.ts";
import { ARMS, inView, LEGS, TRUNK } from "./figure.ts";
import { chain, distance, type Point, placeLimb, scale, towards, translate } from "./rig.ts";

/**
 * A sit-up seen side-on: the figure lies on its back on a floor, head to the image's left, legs
 * on the floor to the right with the knees a little bent; the trunk (head and arms with it, the
 * arms along the body) turns about the hips up towards the knees. Built from the photo's parts
 * as squat-side.ts is: the trunk narrowed to a body's depth, the far leg a little behind.
 *
 * The pose model is trained mostly on people standing: it loses the knees of this figure lying
 * quite flat (the shoulders on the floor) and of knees bent up high, so the bottom keeps the
 * shoulders 25° off the floor and the knees bend only 13°. In a black void, under a phone's
 * grain or in a dim room it read the figure sitting up as a body lying flat (170°-180°) or not
 * at all; with the floor it stands on in view (and the floor, not the void, under the hips) it
 * reads the sitting figure as sitting (decision 032). `depth` 0 is the bottom, a
 * shoulder-hip-knee angle of 142° as drawn (about 158° as read through the camera panel's
 * frame preparation; the counter's "extended" is 120°); 2/3 is a half sit-up, 94° drawn (about
 * 95° read: not the counter's "flexed" 80°, under the 105° of the "Sit up higher" cue); 1 is
 * sitting up and leaning in, 55° drawn (about 64° read).
 */
export function situpSideHipAngle(depth: number): number {
  const half = 2 / 3;
  return depth <= half ? 142 - 72 * depth : 94 - 117 * (depth - half);
}

const FRAME = { width: 480, height: 360 };
/** Where the hips lie, in frame px, and how many frame px a photo px is. */
const HIPS_IN_FRAME: Point = [250, 230];
const ZOOM = 0.8;
/**
 * Where the floor's far edge is, frame px: a phone propped on the floor sees it from just
 * above, so the body lying on it covers the edge.
 */
const FLOOR_TOP = 250;
/** A wooden floor's brown, plain: the figure's white clothes stand out against it. */
const FLOOR_COLOUR = "#6b5a48";
/** The thigh rises 13° from the floor; the shin comes down to it, the heels level with the hips. */
const THIGH_RISE = 13;
const HIP_TO_KNEE = 270 - THIGH_RISE;
const KNEE_TO_ANKLE = -77;

const FLOOR: Piece = {
  outline: [
    [0, FLOOR_TOP],
    [FRAME.width, FLOOR_TOP],
    [FRAME.width, FRAME.height],
    [0, FRAME.height],
  ],
  place: [1, 0, 0, 1, 0, 0],
  paint: FLOOR_COLOUR,
};

export function situpSide(depth: number): Picture {
  const view = chain(
    translate(...HIPS_IN_FRAME),
    scale(ZOOM),
    translate(-TRUNK.pelvis[0], -TRUNK.pelvis[1]),
  );
  const trunkTurn = HIP_TO_KNEE - situpSideHipAngle(depth);
  const trunkPlace = placeLimb(TRUNK.pelvis, TRUNK.neck, TRUNK.pelvis, trunkTurn, 1, 0.6);
  const legPieces = (side: "left" | "right", offset: number): Piece[] => {
    const leg = LEGS[side];
    const hip: Point = [TRUNK.pelvis[0] + offset, TRUNK.pelvis[1]];
    const knee = towards(hip, HIP_TO_KNEE, distance(leg.hip, leg.knee));
    return [
      inView(view, leg.shin, placeLimb(leg.knee, leg.ankle, knee, KNEE_TO_ANKLE)),
      inView(view, leg.thigh, placeLimb(leg.hip, leg.knee, hip, HIP_TO_KNEE)),
    ];
  };
  const arm = (side: "left" | "right"): Piece => ({
    ...inView(view, ARMS[side].outline, trunkPlace),
    lighten: true,
  });
  const pieces: Piece[] = [
    FLOOR,
    arm("right"),
    ...legPieces("right", 12),
    inView(view, TRUNK.outline, trunkPlace),
    ...legPieces("left", 0),
    arm("left"),
  ];
  return { ...FRAME, pieces };
}
