import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Browser } from "@playwright/test";
import type { Affine, Point } from "./rig.ts";

/**
 * The one place frames are drawn: pieces of a photo, each cut along an outline and moved by an
 * affine transform, on a canvas in Chromium (this machine has no ffmpeg), encoded as JPEG.
 * Every exercise's footage is a list of these pictures; the poses are worked out in Node.
 */

/** A piece of the photo: what lies inside `outline` (photo px), drawn moved by `place`. */
export interface Piece {
  outline: readonly Point[];
  /** Photo px -> frame px. */
  place: Affine;
  /**
   * Drawn only where it is lighter than what is under it: the photo's dark background inside
   * a loose outline then hides nothing (an arm cut with some of the room around it, in front
   * of the trunk).
   */
  lighten?: boolean;
  /** Paints the outline with the room's black instead: a limb's place in the photo, emptied. */
  erase?: boolean;
  /** Paints the outline with this CSS colour instead of the photo: a floor, a wall. */
  paint?: string;
}

/** How the camera sees the scene: for footage that is not ideal (the accuracy suite's clips). */
export interface CameraLook {
  /** Flip left and right, as a front camera's preview does. */
  mirror?: boolean;
  /** Multiplies every pixel's brightness: under 1 is a darker room. */
  light?: number;
  /** Standard deviation of the grey noise added to each pixel, 0..255. */
  noise?: number;
  /** Moves the whole scene, in frame px (a figure drifting out of frame). */
  shift?: Point;
  /** Turns the whole scene clockwise about the frame's centre, degrees (a camera on a slant). */
  roll?: number;
}

export interface Picture {
  width: number;
  height: number;
  /** Drawn in order, later ones over earlier ones; none is an empty room. */
  pieces: readonly Piece[];
  look?: CameraLook;
}

/** @vladmandic/human's assets/screenshot-vrm.jpg: a full-body figure, standing, facing us. */
function figurePhotoPath(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve("@vladmandic/human");
  return path.join(
    entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)),
    "assets",
    "screenshot-vrm.jpg",
  );
}

/** Draws each picture as a JPEG in a page of `browser`, returns the JPEG bytes. */
export async function drawPictures(
  browser: Browser,
  pictures: readonly Picture[],
): Promise<Buffer[]> {
  const photo = `data:image/jpeg;base64,${(await readFile(figurePhotoPath())).toString("base64")}`;
  const page = await browser.newPage();
  try {
    const jpegs = await page.evaluate(
      async ({ photo, pictures }) => {
        const image = new Image();
        image.src = photo;
        await image.decode();
        const canvas = document.createElement("canvas");
        const context = canvas.getContext("2d", { willReadFrequently: true });
        if (!context) throw new Error("no 2d context");
        // A seeded generator (Park-Miller), so the same clip has the same noise every run. No
        // named functions in here: tsx would wrap them in a helper the page does not have.
        let seed = 1;
        const out: string[] = [];
        for (const { width, height, pieces, look } of pictures) {
          canvas.width = width;
          canvas.height = height;
          context.setTransform(1, 0, 0, 1, 0, 0);
          context.fillStyle = "#000";
          context.fillRect(0, 0, width, height);
          const [dx, dy] = look?.shift ?? [0, 0];
          const camera = new DOMMatrix(look?.mirror ? [-1, 0, 0, 1, width, 0] : [1, 0, 0, 1, 0, 0]);
          camera.translateSelf(width / 2 + dx, height / 2 + dy);
          camera.rotateSelf(look?.roll ?? 0);
          camera.translateSelf(-width / 2, -height / 2);
          for (const { outline, place, lighten, erase, paint } of pieces) {
            context.save();
            context.globalCompositeOperation = lighten ? "lighten" : "source-over";
            context.setTransform(camera.multiply(new DOMMatrix([...place])));
            context.beginPath();
            for (const [x, y] of outline) context.lineTo(x, y);
            context.closePath();
            context.clip();
            context.fillStyle = paint ?? "#000";
            if (erase || paint) context.fillRect(-10_000, -10_000, 20_000, 20_000);
            else context.drawImage(image, 0, 0);
            context.restore();
          }
          const light = look?.light ?? 1;
          const noise = look?.noise ?? 0;
          if (light !== 1 || noise > 0) {
            const pixels = context.getImageData(0, 0, width, height);
            const data = pixels.data;
            for (let i = 0; i < data.length; i += 4) {
              // Box-Muller: normally distributed grain, the same on the three channels.
              let grain = 0;
              if (noise > 0) {
                seed = (seed * 16_807) % 2_147_483_647;
                const u = seed / 2_147_483_647;
                seed = (seed * 16_807) % 2_147_483_647;
                grain =
                  noise *
                  Math.sqrt(-2 * Math.log(u)) *
                  Math.cos((2 * Math.PI * seed) / 2_147_483_647);
              }
              for (let c = 0; c < 3; c += 1) data[i + c] = (data[i + c] ?? 0) * light + grain;
            }
            context.putImageData(pixels, 0, 0);
          }
          out.push(canvas.toDataURL("image/jpeg", 0.9));
        }
        return out;
      },
      { photo, pictures },
    );
    return jpegs.map((url) => Buffer.from(url.slice(url.indexOf(",") + 1), "base64"));
  } finally {
    await page.close();
  }
}
