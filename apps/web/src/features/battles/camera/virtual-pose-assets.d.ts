/** URLs of the pose model and WebAssembly files copied into the build (vite-pose-assets.ts). */
declare module "virtual:pose-assets" {
  /** Folder of movenet-lightning.json and its weights, ending in a slash. */
  export const modelBasePath: string;
  /** Folder of the tfjs-backend-wasm binaries, ending in a slash. */
  export const wasmPath: string;
}
