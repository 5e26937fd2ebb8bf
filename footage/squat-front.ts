import type { Picture, Piece } from "./draw-pictures.ts";
import { ARMS, inView, LEGS, standOn, TRUNK } from "./figure.ts";
import { chain, distance, type Point, placeLimb, towards, translate, turnAbout } from "./rig.ts";

/**
 * A squat seen from the front: the hips drop, the knees go out over the toes and bend, the
 * thighs point more and more at the camera (so they look shorter), the arms rise sideways for
 * balance and keep clear of the legs. `depth` 0 is standing; 1 is the bottom, the knees bent
 * to about 80° as the camera sees them (the counter's "flexed" is 105°).
 */
export function squatFrontKneeAngle(depth: number): number {
  return 177 - 97 * depth;
}

const FRAME = { width: 360, height: 480 };

export function squatFront(depth: number): Picture {
  const knee = squatFrontKneeAngle(depth);
  const pieces: Piece[] = [];
  const ankles: Point[] = [];
  const legs = [];
  for (const side of ["right", "left"] as const) {
    const leg = LEGS[side];
    // Outwards is clockwise (to the image's left) for the right leg.
    const out = side === "right" ? 1 : -1;
    const shinTilt = 25 * depth;
    const kneeToAnkle = -out * shinTilt;
    const hipToKnee = 180 - out * (shinTilt + knee);
    const thighLength = distance(leg.hip, leg.knee) * (1 - 0.4 * depth);
    const shinLength = distance(leg.knee, leg.ankle) * (1 - 0.08 * depth);
    const kneeAt = towards(leg.hip, hipToKnee, thighLength);
    const ankleAt = towards(kneeAt, kneeToAnkle, shinLength);
    ankles.push(ankleAt);
    legs.push({ leg, hipToKnee, kneeToAnkle, kneeAt, thighLength, shinLength });
  }
  // The feet stay on the floor: everything above them drops.
  const drop = 601 - ((ankles[0]?.[1] ?? 0) + (ankles[1]?.[1] ?? 0)) / 2;
  const view = chain(standOn([FRAME.width / 2, FRAME.height - 24], 400), translate(0, drop));
  for (const { leg, kneeToAnkle, kneeAt, shinLength } of legs) {
    const own = distance(leg.knee, leg.ankle);
    pieces.push(
      inView(view, leg.shin, placeLimb(leg.knee, leg.ankle, kneeAt, kneeToAnkle, shinLength / own)),
    );
  }
  for (const { leg, hipToKnee, thighLength } of legs) {
    const own = distance(leg.hip, leg.knee);
    pieces.push(
      inView(view, leg.thigh, placeLimb(leg.hip, leg.knee, leg.hip, hipToKnee, thighLength / own)),
    );
  }
  // The trunk stays upright, where it is in the photo: the view drops it with the hips.
  pieces.push(inView(view, TRUNK.outline, translate(0, 0)));
  for (const side of ["right", "left"] as const) {
    const arm = ARMS[side];
    const out = side === "right" ? 1 : -1;
    pieces.push(inView(view, arm.outline, turnAbout(arm.shoulder, arm.shoulder, out * 60 * depth)));
  }
  return { ...FRAME, pieces };
}
