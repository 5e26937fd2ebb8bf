import { writeFile } from "node:fs/promises";
import type { Browser } from "@playwright/test";
import { type CameraLook, drawPictures } from "./draw-pictures.ts";
import { FOOTAGE, type FootageName } from "./footage.ts";
import type { Depth } from "./timeline.ts";

/** The empty room: what the camera sees once the figure has gone. */
const EMPTY = -1;

/**
 * Draws one JPEG per frame of `depths` (each distinct depth once), as `footage` shows it
 * through `look`. Returns the frames and the distinct pictures with their depths.
 */
async function drawClip(
  browser: Browser,
  footage: FootageName,
  depths: readonly Depth[],
  look?: CameraLook,
) {
  const { draw } = FOOTAGE[footage];
  const distinct = [...new Set(depths.map((depth) => depth ?? EMPTY))];
  const pictures = distinct.map((depth) => {
    const picture = draw(depth === EMPTY ? 0 : depth);
    return { ...picture, pieces: depth === EMPTY ? [] : picture.pieces, look };
  });
  const jpegs = await drawPictures(browser, pictures);
  const byDepth = new Map(distinct.map((depth, i) => [depth, jpegs[i] ?? Buffer.alloc(0)]));
  return {
    frames: depths.map((depth) => byDepth.get(depth ?? EMPTY) ?? Buffer.alloc(0)),
    /** Each distinct pose once (the empty room left out), for checking what the model sees. */
    poses: distinct.flatMap((depth, i) =>
      depth === EMPTY ? [] : [{ depth, jpeg: jpegs[i] ?? Buffer.alloc(0) }],
    ),
  };
}

/** Writes the clip to `file` as MJPEG, what Chromium's fake camera plays. */
export async function writeClip(
  browser: Browser,
  file: string,
  footage: FootageName,
  depths: readonly Depth[],
  look?: CameraLook,
) {
  const clip = await drawClip(browser, footage, depths, look);
  await writeFile(file, Buffer.concat(clip.frames));
  return clip;
}
