import type { Picture, Piece } from "./draw-pictures.ts";
import { chain, type Point, scale, translate, turnAbout } from "./rig.ts";

/**
 * The push-up clip: the photo's figure, standing and facing us, swings both forearms out and
 * up about the elbows by 105° times `depth` (the elbow angle is what a push-up is counted by).
 * In the photo the forearms hang straight down while the upper arms slant out by about 22°:
 * the arms are a little bent, and the model reads them at about 155°, on the counter's
 * "extended" line, so the clip's top is marginal; a third of the way down the arms are in line
 * (about 160° as read). Two thirds is a 70° swing (about 110° as read: a shallow rep), 1 is
 * 105° (about 77° as read; the counter's "flexed" is 100°). Read angles jump between 0.6 and
 * 0.8 (the raised forearm hides the wrist), so the clip keeps to thirds.
 */
const UPPER_ARM_SLANT = 22;
const FULL_SWING = 105;

/** The elbow angle as drawn (not as read). */
export function elbowBendsElbowAngle(depth: number): number {
  return 180 - Math.abs(FULL_SWING * depth - UPPER_ARM_SLANT);
}

const FRAME = { width: 360, height: 480 };
/** The part of the photo with the figure (the photo's inset of another person is left out). */
const FIGURE = { x: -70, y: 20, width: 420, height: 640 };
const ZOOM = Math.min(FRAME.width / FIGURE.width, FRAME.height / FIGURE.height);
const VIEW = chain(
  translate((FRAME.width - FIGURE.width * ZOOM) / 2 - FIGURE.x * ZOOM, -FIGURE.y * ZOOM),
  scale(ZOOM),
);
const box = (x: number, y: number, w: number, h: number): Point[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];
/** Where each elbow is in the photo, and the box holding the forearm below it (photo px). */
const FOREARMS = [
  // The figure's right arm, on the image's left: it swings out to the left.
  { elbow: [82, 252] as Point, box: box(52, 246, 48, 124), direction: 1 },
  { elbow: [214, 255] as Point, box: box(203, 248, 36, 126), direction: -1 },
];
const PHOTO = box(FIGURE.x, FIGURE.y, FIGURE.width, FIGURE.height);

export function elbowBends(depth: number): Picture {
  const bend = FULL_SWING * depth;
  const pieces: Piece[] = [{ outline: PHOTO, place: VIEW }];
  for (const { elbow, box, direction } of FOREARMS) {
    pieces.push({ outline: box, place: VIEW, erase: true });
    pieces.push({ outline: box, place: chain(VIEW, turnAbout(elbow, elbow, direction * bend)) });
  }
  return { ...FRAME, pieces };
}
