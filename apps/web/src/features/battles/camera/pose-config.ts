import type { Config } from "@vladmandic/human";

/**
 * How @vladmandic/human runs MoveNet Lightning for the camera counter, given where the build put
 * the model and the WebAssembly files. Its own file so the e2e footage checks
 * (footage/pose-probe.ts) run the model exactly as the battle screen does.
 */
export function poseModelConfig(paths: {
  modelBasePath: string;
  wasmPath: string;
}): Partial<Config> {
  return {
    backend: "wasm",
    modelBasePath: paths.modelBasePath,
    wasmPath: paths.wasmPath,
    wasmPlatformFetch: false,
    // The HTTP cache keeps the files (immutable, versioned URLs); IndexedDB would be a second copy.
    cacheModels: false,
    debug: false,
    // Human's warm-up decodes its bundled sample photos; the engine warms up on a blank frame.
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
}
