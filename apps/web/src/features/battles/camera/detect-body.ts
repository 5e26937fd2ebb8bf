import type { Keypoint } from "@repgate/game/sensing/pose-reps";
import type { Human } from "@vladmandic/human";
import { prepareFrame } from "./frame-prep.ts";

/**
 * One frame through the pose model as the camera panel runs it: prepared first (frame-prep.ts),
 * then the most confident body's keypoints, scaled back to the source's pixels; empty when no
 * body is found. Its own file, with no build-only imports, so the e2e footage checks
 * (footage/pose-probe.ts) read their pictures through this very path.
 */
export async function detectBody(
  human: Human,
  source: HTMLVideoElement | HTMLCanvasElement,
  prepared: HTMLCanvasElement,
): Promise<Keypoint[]> {
  const { canvas, scale } = prepareFrame(source, prepared);
  const result = await human.detect(canvas);
  const body = result.body[0];
  if (!body) return [];
  return body.keypoints.map((point) => ({
    part: point.part,
    x: point.position[0] * scale,
    y: point.position[1] * scale,
    score: point.score,
  }));
}
