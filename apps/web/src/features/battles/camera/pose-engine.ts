import { modelBasePath, wasmPath } from "virtual:pose-assets";
import type { Keypoint } from "@repgate/game/sensing/pose-reps";
import { Human } from "@vladmandic/human";
import { detectBody } from "./detect-body.ts";
import { poseModelConfig } from "./pose-config.ts";

/**
 * The pose model, MoveNet Lightning through @vladmandic/human on TensorFlow.js' WebAssembly
 * backend (the CPU path every browser has; WebGL is absent or slow on many phones). Every path
 * that would default to a CDN points at our own build, and only the body model is on: no
 * face, hand or object models are fetched. Frames go from the <video> element to the model
 * in this page and nowhere else.
 */
const CONFIG = poseModelConfig({ modelBasePath, wasmPath });

/** The camera's <video>, or a canvas holding one frame (the accuracy bench draws its own). */
export type PoseSource = HTMLVideoElement | HTMLCanvasElement;

export interface PoseModel {
  /** Keypoints of the most confident body in the frame, in source pixels; empty when none. */
  detect(source: PoseSource): Promise<Keypoint[]>;
  /** How long loading took, ms (backend, WebAssembly, weights and the warm-up frame). */
  loadMs: number;
}

/** MoveNet Lightning's input size: a blank frame of it compiles every kernel the model uses. */
const WARM_UP_SIZE = 192;

let loading: Promise<PoseModel> | null = null;

async function load(): Promise<PoseModel> {
  const started = performance.now();
  const human = new Human(CONFIG);
  await human.load();
  // The first inference compiles the WebAssembly kernels and takes several frames' time: done
  // here, before the camera starts, so the hunter's first rep is not lost to it.
  const blank = document.createElement("canvas");
  blank.width = WARM_UP_SIZE;
  blank.height = WARM_UP_SIZE;
  await human.detect(blank);
  const loadMs = performance.now() - started;
  const prepared = document.createElement("canvas");
  return {
    loadMs,
    detect: (source) => detectBody(human, source, prepared),
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
