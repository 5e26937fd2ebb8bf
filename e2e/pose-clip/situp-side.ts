import type { Picture, Piece } from "./draw-pictures.ts";
import { ARMS, inView, LEGS, TRUNK } from "./figure.ts";
import { chain, distance, type Point, placeLimb, scale, towards, translate } from "./rig.ts";

/**
 * A sit-up seen side-on: the figure lies on its back, head to the image's left, knees bent up
 * and feet on the floor to the right; the trunk (head and arms with it, the arms along the
 * body) turns about the hips up towards the knees. Built from the photo's parts as
 * squat-side.ts is: the trunk narrowed to a body's depth, the far leg a little behind.
 * `depth` 0 is lying flat, the shoulder-hip-knee angle about 135° (the counter's "extended"
 * is 120°); 1 is sitting up, about 35° (its "flexed" is 80°).
 */
export function situpSideHipAngle(depth: number): number {
  return 135 - 100 * depth;
}

const FRAME = { width: 480, height: 360 };
/** Where the hips lie, in frame px, and how many frame px a photo px is. */
const HIPS_IN_FRAME: Point = [250, 285];
const ZOOM = 0.8;
/** The thigh rises 50° from the floor; the shin comes down to it 40° from upright, the feet level with the hips. */
const HIP_TO_KNEE = 220;
const KNEE_TO_ANKLE = -40;

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
    arm("right"),
    ...legPieces("right", 10),
    inView(view, TRUNK.outline, trunkPlace),
    ...legPieces("left", 0),
    arm("left"),
  ];
  return { ...FRAME, pieces };
}
