// Runs in Chromium, served by bench/reps-page-server.ts: plays a clip's frames one by one
// through the camera panel's own per-frame path (countFrame: the pose model, then the
// production counter), timed as a camera delivering CLIP_FPS frames a second.
import {
  initialPoseReps,
  type Keypoint,
  POSE_RULES,
  type PoseExercise,
} from "@repgate/game/sensing/pose-reps";
import { countFrame } from "../apps/web/src/features/battles/camera/count-frame.ts";
import { loadPoseModel } from "../apps/web/src/features/battles/camera/pose-engine.ts";
import { type ClipEffects, seededRandom } from "./reps-suite.ts";

export interface PageClip {
  exercise: PoseExercise;
  fps: number;
  /** Every how many frames one is read: the app reads the newest frame each time the model is free. */
  readEvery: number;
  seed: number;
  /** JPEG pictures, base64. */
  pictures: string[];
  frames: { picture: number; shift: number }[];
  effects: ClipEffects;
}

export interface PageResult {
  counted: number;
  shortReps: number;
  /** Frames read in which every joint the exercise needs was seen on one side. */
  seenShare: number;
  inferenceMs: number;
  read: number;
  /**
   * Per frame read: the picture, the counter's angle ("-" when it did not see the joints), the
   * counted joints' scores, the phase, and + for a rep counted, ! a short rep, ~ one too fast.
   */
  trace: string[];
}

async function decode(base64: string): Promise<ImageBitmap> {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return createImageBitmap(new Blob([bytes], { type: "image/jpeg" }));
}

/** Box-Muller: Gaussian noise, as a camera sensor's in low light. */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function drawFrame(
  context: CanvasRenderingContext2D,
  picture: ImageBitmap,
  shift: number,
  effects: ClipEffects,
  random: () => number,
): void {
  const { width, height } = context.canvas;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = "none";
  context.fillStyle = "#000";
  context.fillRect(0, 0, width, height);
  if (effects.mirrored) context.setTransform(-1, 0, 0, 1, width, 0);
  context.filter = effects.brightness === 1 ? "none" : `brightness(${effects.brightness})`;
  context.drawImage(picture, shift * width, 0);
  if (effects.noise === 0) return;
  const image = context.getImageData(0, 0, width, height);
  const data = image.data;
  for (let i = 0; i < data.length; i += 4) {
    for (let c = 0; c < 3; c += 1) {
      data[i + c] = (data[i + c] as number) + gaussian(random) * effects.noise;
    }
  }
  context.putImageData(image, 0, 0);
}

/**
 * The counted joints' scores on the side the model is surer of (the one whose weakest joint
 * scores higher), in hundredths and in the rule's order: "55/61/48" is shoulder/hip/knee for
 * sit-ups. The trace shows which joint a degraded frame loses.
 */
function jointScores(keypoints: readonly Keypoint[], exercise: PoseExercise): string {
  const side = (prefix: string) =>
    POSE_RULES[exercise].joints.map((joint) =>
      Math.round((keypoints.find((point) => point.part === `${prefix}${joint}`)?.score ?? 0) * 100),
    );
  const [left, right] = [side("left"), side("right")];
  return (Math.min(...left) >= Math.min(...right) ? left : right).join("/");
}

async function countClip(clip: PageClip): Promise<PageResult> {
  const model = await loadPoseModel();
  const pictures = await Promise.all(clip.pictures.map(decode));
  const first = pictures[0];
  if (!first) throw new Error("a clip without pictures");
  const canvas = document.createElement("canvas");
  canvas.width = first.width;
  canvas.height = first.height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2d context");
  const random = seededRandom(clip.seed);
  let state = initialPoseReps;
  let seen = 0;
  let inferenceMs = 0;
  const trace: string[] = [];
  let read = 0;
  for (const [i, frame] of clip.frames.entries()) {
    if (i % clip.readEvery !== 0) continue;
    read += 1;
    drawFrame(context, pictures[frame.picture] ?? first, frame.shift, clip.effects, random);
    const started = performance.now();
    const counted = await countFrame(model, canvas, state, clip.exercise, (i * 1000) / clip.fps);
    inferenceMs += performance.now() - started;
    state = counted.state;
    if (state.inFrame) seen += 1;
    trace.push(
      `${frame.picture}:${state.inFrame ? state.angle?.toFixed(0) : "-"}@${jointScores(counted.keypoints, clip.exercise)}${state.phase[0]}${state.counted ? "+" : ""}${state.shortRep ? "!" : ""}${state.tooFast ? "~" : ""}`,
    );
  }
  return {
    counted: state.count,
    shortReps: state.shortReps,
    seenShare: seen / read,
    inferenceMs: inferenceMs / read,
    read,
    trace,
  };
}

declare global {
  interface Window {
    repsBench?: { countClip: typeof countClip; loadMs: () => Promise<number> };
  }
}

window.repsBench = { countClip, loadMs: async () => (await loadPoseModel()).loadMs };
