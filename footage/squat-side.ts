import type { Picture, Piece } from "./draw-pictures.ts";
import { ARMS, inView, LEGS, standOn, TRUNK } from "./figure.ts";
import { apply, distance, type Point, placeLimb, towards } from "./rig.ts";

/**
 * A squat seen side-on, the figure facing the image's right: the shins lean forward over the
 * feet, the thighs swing back towards level, the trunk leans forward and the arms reach
 * forward for balance. The photo shows the figure from the front, so the profile is built
 * from its parts: the legs as they are, the trunk narrowed to a body's depth, the far leg and
 * arm a little behind the near ones. `depth` 0 is standing; 1 is the bottom, the knee at about
 * 80° (the counter's "flexed" is 105°).
 */
export function squatSideKneeAngle(depth: number): number {
  return 177 - 97 * depth;
}

const FRAME = { width: 360, height: 480 };
/** Where the feet stand, in photo px (the view then fits the photo's figure into the frame). */
const FEET: Point = [190, 601];

export function squatSide(depth: number): Picture {
  const view = standOn([FRAME.width / 2, FRAME.height - 24], 400);
  const knee = squatSideKneeAngle(depth);
  const shinLean = 38 * depth;
  const trunkLean = 42 * depth;
  /** Where a leg's knee and hip are, its ankle at `ankle`. */
  const jointsOf = (side: "left" | "right", ankle: Point) => {
    const leg = LEGS[side];
    const kneeAt = towards(ankle, 180 + shinLean, distance(leg.ankle, leg.knee));
    return { kneeAt, hipAt: towards(kneeAt, shinLean + knee, distance(leg.knee, leg.hip)) };
  };
  const legPieces = (side: "left" | "right", offset: number): Piece[] => {
    const leg = LEGS[side];
    const { kneeAt, hipAt } = jointsOf(side, [FEET[0] + offset, FEET[1]]);
    return [
      inView(view, leg.shin, placeLimb(leg.knee, leg.ankle, kneeAt, shinLean)),
      inView(view, leg.thigh, placeLimb(leg.hip, leg.knee, hipAt, shinLean + knee + 180)),
    ];
  };
  // The trunk sits on the near (left) leg's hip.
  const pelvis = jointsOf("left", FEET).hipAt;
  const trunkPlace = placeLimb(TRUNK.pelvis, TRUNK.neck, pelvis, 180 + trunkLean, 1, 0.6);
  const shoulder = apply(trunkPlace, [TRUNK.neck[0], TRUNK.neck[1] + 6]);
  const armPieces = (side: "left" | "right", offset: number): Piece => {
    const arm = ARMS[side];
    return {
      ...inView(
        view,
        arm.outline,
        placeLimb(arm.shoulder, arm.wrist, [shoulder[0] + offset, shoulder[1]], -85 * depth),
      ),
      lighten: true,
    };
  };
  const pieces: Piece[] = [
    armPieces("right", -6),
    ...legPieces("right", -10),
    inView(view, TRUNK.outline, trunkPlace),
    ...legPieces("left", 0),
    armPieces("left", 0),
  ];
  return { ...FRAME, pieces };
}
