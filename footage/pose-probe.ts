import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Browser, Route } from "@playwright/test";
import type { Keypoint } from "@repgate/game/sensing/pose-reps";
import { transformWithOxc } from "vite";
import { poseModelConfig } from "../apps/web/src/features/battles/camera/pose-config.ts";

/**
 * Runs the battle screen's pose model (MoveNet Lightning through @vladmandic/human, on the
 * WebAssembly backend, with the screen's own configuration) on still frames in a page of
 * `browser`, so a test can check that the model really finds the figure of a generated clip.
 * Each frame goes the camera panel's way (detect-body.ts: prepared by frame-prep.ts, then the
 * model), so the angles read here are the panel's. The page is served from node_modules and
 * the web app's source through routes on a made-up origin: nothing is fetched from anywhere,
 * and no server is needed.
 */

const ORIGIN = "http://pose-probe.invalid";

const require = createRequire(import.meta.url);

function packageFolder(name: string): string {
  const entry = require.resolve(name);
  return entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
}

const CAMERA_FOLDER = path.resolve(import.meta.dirname, "../apps/web/src/features/battles/camera");
/** The camera panel's own per-frame code, served as JavaScript (types stripped). */
const CAMERA_MODULES = ["detect-body.ts", "frame-prep.ts"];

/** URL path on the probe's origin -> file on disk. */
function probeFiles(): Map<string, string> {
  const human = packageFolder("@vladmandic/human");
  const wasm = packageFolder("@tensorflow/tfjs-backend-wasm");
  return new Map([
    ["/human.esm.js", path.join(human, "dist", "human.esm.js")],
    ["/model/movenet-lightning.json", path.join(human, "models", "movenet-lightning.json")],
    ["/model/movenet-lightning.bin", path.join(human, "models", "movenet-lightning.bin")],
    ...CAMERA_MODULES.map((name) => [`/camera/${name}`, path.join(CAMERA_FOLDER, name)] as const),
    ...["", "-simd", "-threaded-simd"].map(
      (kind) =>
        [
          `/wasm/tfjs-backend-wasm${kind}.wasm`,
          path.join(wasm, "dist", `tfjs-backend-wasm${kind}.wasm`),
        ] as const,
    ),
  ]);
}

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript",
  ".json": "application/json",
  ".bin": "application/octet-stream",
  ".wasm": "application/wasm",
  ".ts": "text/javascript",
};

async function served(file: string): Promise<string | Buffer> {
  if (path.extname(file) !== ".ts") return readFile(file);
  return (await transformWithOxc(await readFile(file, "utf8"), file)).code;
}

/** The keypoints the model finds in each JPEG (an empty list where it finds no body). */
export async function probePoses(
  browser: Browser,
  jpegs: readonly Buffer[],
): Promise<Keypoint[][]> {
  const files = probeFiles();
  const page = await browser.newPage();
  try {
    await page.route(`${ORIGIN}/**`, async (route: Route) => {
      const { pathname } = new URL(route.request().url());
      const file = files.get(pathname);
      if (pathname === "/") {
        await route.fulfill({
          contentType: "text/html",
          body: "<!doctype html><title>probe</title>",
        });
      } else if (file) {
        const body = await served(file);
        await route.fulfill({ contentType: CONTENT_TYPES[path.extname(file)], body });
      } else {
        await route.fulfill({ status: 404 });
      }
    });
    await page.goto(`${ORIGIN}/`);
    const config = poseModelConfig({
      modelBasePath: `${ORIGIN}/model/`,
      wasmPath: `${ORIGIN}/wasm/`,
    });
    return await page.evaluate(
      async ({ config, images }) => {
        const { Human } = (await import(
          `${location.origin}/human.esm.js`
        )) as typeof import("@vladmandic/human");
        const { detectBody } = (await import(
          `${location.origin}/camera/detect-body.ts`
        )) as typeof import("../apps/web/src/features/battles/camera/detect-body.ts");
        const human = new Human(config);
        await human.load();
        const canvas = document.createElement("canvas");
        const prepared = document.createElement("canvas");
        const found: Keypoint[][] = [];
        for (const base64 of images) {
          const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/jpeg" }));
          canvas.width = bitmap.width;
          canvas.height = bitmap.height;
          canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
          found.push(await detectBody(human, canvas, prepared));
        }
        return found;
      },
      { config, images: jpegs.map((jpeg) => jpeg.toString("base64")) },
    );
  } finally {
    await page.close();
  }
}
