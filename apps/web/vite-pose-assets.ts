import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

/**
 * Camera rep counting runs a pose model in the browser. Its files (the MoveNet weights shipped
 * inside @vladmandic/human and the WebAssembly builds of TensorFlow.js) are copied from
 * node_modules into our own build, under versioned folders, so the browser never fetches them
 * from a CDN (the libraries' default) and a new version never meets an old cached file.
 * The app reads their URLs from the virtual module `virtual:pose-assets`.
 */

const VIRTUAL_ID = "virtual:pose-assets";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const MODEL_FILES = ["movenet-lightning.json", "movenet-lightning.bin"];
// The backend picks one of these by what the browser supports (SIMD, threads).
const WASM_FILES = [
  "tfjs-backend-wasm.wasm",
  "tfjs-backend-wasm-simd.wasm",
  "tfjs-backend-wasm-threaded-simd.wasm",
];

const require = createRequire(import.meta.url);

/** A package's folder, found through Node's resolution so workspaces and hoisting both work. */
function packageDir(name: string, entryInside: string): string {
  const entry = require.resolve(name);
  return entry.slice(0, entry.lastIndexOf(entryInside));
}

function readVersion(dir: string): string {
  return (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string })
    .version;
}

interface PoseFile {
  /** Path in the build, under the app's base. */
  fileName: string;
  source: string;
}

function poseFiles(): { files: PoseFile[]; modelDir: string; wasmDir: string } {
  const humanDir = packageDir("@vladmandic/human", `${path.sep}dist${path.sep}`);
  const wasmPkgDir = packageDir("@tensorflow/tfjs-backend-wasm", `${path.sep}dist${path.sep}`);
  const modelDir = `assets/pose/human-${readVersion(humanDir)}/`;
  const wasmDir = `assets/pose/tfjs-wasm-${readVersion(wasmPkgDir)}/`;
  const files = [
    ...MODEL_FILES.map((name) => ({
      fileName: modelDir + name,
      source: path.join(humanDir, "models", name),
    })),
    ...WASM_FILES.map((name) => ({
      fileName: wasmDir + name,
      source: path.join(wasmPkgDir, "dist", name),
    })),
  ];
  return { files, modelDir, wasmDir };
}

/**
 * The WebAssembly binaries must match the TensorFlow.js bundled inside Human exactly: a
 * mismatch fails at run time with an obscure error, so the build fails first and says why.
 */
async function checkWasmMatchesBundledTfjs(): Promise<void> {
  const humanDir = packageDir("@vladmandic/human", `${path.sep}dist${path.sep}`);
  const wasmPkgDir = packageDir("@tensorflow/tfjs-backend-wasm", `${path.sep}dist${path.sep}`);
  const bundled = (await import(
    pathToFileURL(path.join(humanDir, "dist", "tfjs.version.js")).href
  )) as { version: Record<string, string> };
  const expected = bundled.version["tfjs-backend-wasm"];
  const installed = readVersion(wasmPkgDir);
  if (expected !== installed) {
    throw new Error(
      `@tensorflow/tfjs-backend-wasm is ${installed} but @vladmandic/human bundles TensorFlow.js ${expected}: install @tensorflow/tfjs-backend-wasm@${expected} exactly.`,
    );
  }
}

const CONTENT_TYPES: Record<string, string> = {
  ".json": "application/json",
  ".bin": "application/octet-stream",
  ".wasm": "application/wasm",
};

export function poseAssets(): Plugin {
  let base = "/";
  const { files, modelDir, wasmDir } = poseFiles();
  return {
    name: "repgate-pose-assets",
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      await checkWasmMatchesBundledTfjs();
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      return [
        `export const modelBasePath = ${JSON.stringify(base + modelDir)};`,
        `export const wasmPath = ${JSON.stringify(base + wasmDir)};`,
      ].join("\n");
    },
    // `vite` (development) serves the same files from node_modules under the same URLs.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? "").split("?")[0] ?? "";
        const file = files.find((candidate) => url === base + candidate.fileName);
        if (!file) return next();
        response.setHeader(
          "Content-Type",
          CONTENT_TYPES[path.extname(file.fileName)] ?? "application/octet-stream",
        );
        response.end(readFileSync(file.source));
      });
    },
    generateBundle() {
      for (const file of files) {
        this.emitFile({
          type: "asset",
          fileName: file.fileName,
          source: readFileSync(file.source),
        });
      }
    },
  };
}
