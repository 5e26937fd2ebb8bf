import type { Picture, Piece } from "./draw-pictures.ts";
import { ARMS, inView, LEGS, TRUNK } from "./figure.ts";
import { chain, distance, type Point, placeLimb, scale, towards, translate } from "./rig.ts";

/**
 * A sit-up seen side-on: the figure lies on its back, head to the image's left, legs on the
 * floor to the right with the knees a little bent; the trunk (head and arms with it, the arms
 * along the body) turns about the hips up towards the knees. Built from the photo's parts as
 * squat-side.ts is: the trunk narrowed to a body's depth, the far leg a little behind.
 *
 * The pose model is trained mostly on people standing: it loses the knees of this figure lying
 * quite flat (the shoulders on the floor) and of knees bent up high, so the bottom keeps the
 * shoulders 25° off the floor and the knees bend only 13°; and it loses them again with the
 * trunk 15° to 5° short of upright, which the pictures of a clip (depths 0, 1/3, 2/3, 1) step
 * over. `depth` 0 is the bottom, a shoulder-hip-knee angle of 142° as drawn (about 155° as
 * read; the counter's "extended" is 120°); 2/3 is a half sit-up, 102° drawn (about 98° read:
 * not the counter's "flexed" 80°, under the 105° of the "Sit up higher" cue); 1 is sitting
 * up, 67° drawn (about 71° read). docs/decisions/023-reps-from-footage.md has the scores.
 */
export function situpSideHipAngle(depth: number): number {
  const half = 2 / 3;
  return depth <= half ? 142 - 72 * depth : 94 - 117 * (depth - half);
}

const FRAME = { width: 480, height: 360 };
/** Where the hips lie, in frame px, and how many frame px a photo px is. */
const HIPS_IN_FRAME: Point = [250, 230];
const ZOOM = 0.8;
/** Where the floor starts, frame px: the camera stands on it, so its far edge is just behind the hips. */
const FLOOR_TOP = 250;
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
  paint: "#6b5a48",
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
