import sharp, { type Sharp } from "sharp";
import { AppError } from "../http/errors.ts";

/**
 * Uploaded images (avatars, guild insignia) are decoded by sharp. Decoding a large image costs
 * memory and CPU for as long as it runs; unbounded, ten 12 MB uploads from one hunter slow
 * everyone (issue 25). So, per instance (docs/decisions/020-between-hunters.md):
 * - at most IMAGE_WORKERS images are decoded at once, IMAGE_QUEUE more wait their turn, and
 *   beyond that the upload is refused with 503 and Retry-After. A waiting upload's body is
 *   already in memory (Fastify read it under the route's body limit), so waiting costs no more
 *   than refusing would; the queue bounds how long the wait gets;
 * - the header's dimensions are read first (sharp's metadata(), which does not decode the
 *   pixels) and an image over IMAGE_MAX_PIXELS is refused with 413 before any full decode.
 */
export const IMAGE_WORKERS = 2;
export const IMAGE_QUEUE = 16;
const IMAGE_MAX_PIXELS = 40_000_000;
const IMAGE_BUSY_RETRY_AFTER_S = 5;

let running = 0;
const waiting: (() => void)[] = [];

async function takeTurn(): Promise<void> {
  if (running < IMAGE_WORKERS) {
    running += 1;
    return;
  }
  if (waiting.length >= IMAGE_QUEUE) {
    throw new AppError(
      "unavailable",
      "The server is busy with other pictures. Please try again in a few seconds.",
      { retryAfterS: IMAGE_BUSY_RETRY_AFTER_S },
    );
  }
  // The finishing worker hands its slot over (running stays the same).
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function endTurn(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/**
 * Re-encodes an uploaded image with `pipeline` under the instance's image allowance. Anything
 * sharp cannot read is a 400 with `notAnImage`; too many pixels, a 413.
 */
export async function reencodeImage(
  bytes: Buffer,
  notAnImage: string,
  pipeline: (image: Sharp) => Sharp,
): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError("bad_request", notAnImage);
  await takeTurn();
  try {
    let width: number | undefined;
    let height: number | undefined;
    try {
      ({ width, height } = await sharp(bytes).metadata());
    } catch {
      throw new AppError("bad_request", notAnImage);
    }
    if (!width || !height) throw new AppError("bad_request", notAnImage);
    if (width * height > IMAGE_MAX_PIXELS) {
      throw new AppError(
        "payload_too_large",
        `That image is ${width} × ${height} pixels; the limit is ${IMAGE_MAX_PIXELS / 1_000_000} megapixels. Please choose a smaller one.`,
      );
    }
    try {
      return await pipeline(
        sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error", animated: false }),
      ).toBuffer();
    } catch {
      throw new AppError("bad_request", notAnImage);
    }
  } finally {
    endTurn();
  }
}

/** How many images this instance decodes now and how many wait (for tests and benchmarks). */
export function imageWorkNow(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}
