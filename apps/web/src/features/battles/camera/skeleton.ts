import type { Keypoint } from "@repgate/game/sensing/pose-reps";

/** Bones drawn between MoveNet's keypoints (face points are left out: reps are in the limbs). */
const BONES: readonly [string, string][] = [
  ["leftShoulder", "rightShoulder"],
  ["leftShoulder", "leftElbow"],
  ["leftElbow", "leftWrist"],
  ["rightShoulder", "rightElbow"],
  ["rightElbow", "rightWrist"],
  ["leftShoulder", "leftHip"],
  ["rightShoulder", "rightHip"],
  ["leftHip", "rightHip"],
  ["leftHip", "leftKnee"],
  ["leftKnee", "leftAnkle"],
  ["rightHip", "rightKnee"],
  ["rightKnee", "rightAnkle"],
];

/**
 * Draws the skeleton the counter reads, over the video, in video pixels. Joints under the
 * counter's confidence are drawn faint, so a hunter sees which part the camera has lost.
 */
export function drawSkeleton(
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
  keypoints: readonly Keypoint[],
  minScore: number,
): void {
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return;
  context.clearRect(0, 0, width, height);
  const byPart = new Map(keypoints.map((point) => [point.part, point]));
  const scale = Math.max(2, width / 160);
  context.lineWidth = scale;
  context.lineCap = "round";
  for (const [from, to] of BONES) {
    const a = byPart.get(from);
    const b = byPart.get(to);
    if (!a || !b) continue;
    const seen = a.score >= minScore && b.score >= minScore;
    context.strokeStyle = seen ? "rgb(56 189 248)" : "rgb(148 163 184 / 0.35)";
    context.beginPath();
    context.moveTo(a.x, a.y);
    context.lineTo(b.x, b.y);
    context.stroke();
  }
  for (const point of keypoints) {
    if (!BONES.some(([from, to]) => from === point.part || to === point.part)) continue;
    context.fillStyle = point.score >= minScore ? "rgb(240 249 255)" : "rgb(148 163 184 / 0.35)";
    context.beginPath();
    context.arc(point.x, point.y, scale * 1.5, 0, 2 * Math.PI);
    context.fill();
  }
}
