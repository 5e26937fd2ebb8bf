import { modelBasePath, wasmPath } from "virtual:pose-assets";
import type { Keypoint } from "@repgate/game/pose-reps";
import { type Config, Human } from "@vladmandic/human";

/**
 * The pose model, MoveNet Lightning through @vladmandic/human on TensorFlow.js' WebAssembly
 * backend (the CPU path every browser has; WebGL is absent or slow on many phones). Every path
 * that would default to a CDN points at our own build, and only the body model is on: no
 * face, hand or object models are fetched. Frames go from the <video> element to the model
 * in this page and nowhere else.
 */
const CONFIG: Partial<Config> = {
  backend: "wasm",
  modelBasePath,
  wasmPath,
  wasmPlatformFetch: false,
  // The HTTP cache keeps the files (immutable, versioned URLs); IndexedDB would be a second copy.
  cacheModels: false,
  debug: false,
  // Warm-up runs on bundled sample images; the first real frame does the same job.
  warmup: "none",
  // Every frame is a fresh inference: reusing a cached pose would repeat angles and hide reps.
  skipAllowed: false,
  cacheSensitivity: 0,
  filter: { enabled: false },
  gesture: { enabled: false },
  face: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
  body: {
    enabled: true,
    modelPath: "movenet-lightning.json",
    maxDetected: 1,
    minConfidence: 0.2,
    skipFrames: 0,
    skipTime: 0,
  },
};

export interface PoseModel {
  /** Keypoints of the most confident body in the frame, in video pixels; empty when none. */
  detect(video: HTMLVideoElement): Promise<Keypoint[]>;
  /** How long loading took, ms (backend, WebAssembly and weights). */
  loadMs: number;
}

let loading: Promise<PoseModel> | null = null;

async function load(): Promise<PoseModel> {
  const started = performance.now();
  const human = new Human(CONFIG);
  await human.load();
  const loadMs = performance.now() - started;
  return {
    loadMs,
    async detect(video) {
      const result = await human.detect(video);
      const body = result.body[0];
      if (!body) return [];
      return body.keypoints.map((point) => ({
        part: point.part,
        x: point.position[0],
        y: point.position[1],
        score: point.score,
      }));
    },
  };
}

/** Loads the model once per page; a failed load may be retried. */
export function loadPoseModel(): Promise<PoseModel> {
  if (!loading) {
    loading = load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}
