/**
 * What the camera panel does to a frame before the pose model sees it: the two things a
 * phone's camera leaves to us in a dim room.
 *
 * - **Scaled down by averaging.** MoveNet Lightning reads a 192 px square; Human shrinks the
 *   frame with a bilinear resize, which picks four pixels per output pixel and keeps a dim
 *   room's sensor grain at full strength. Drawing the frame onto a canvas near the model's size
 *   with the browser's high-quality downscale averages every source pixel instead, which
 *   divides the grain's standard deviation by the scale (2.5 for a 480 px frame) and loses
 *   nothing the model could read.
 * - **Brightened to a normal exposure.** A dim frame keeps its shapes but loses contrast,
 *   and the model stops finding the body (bench/reps-accuracy.ts, low light). The frame is
 *   scaled so its bright end (the 99th percentile of luminance, so a few hot pixels do not
 *   decide it) reaches BRIGHT_TARGET, at most MAX_GAIN times: an auto-exposure, as a camera
 *   would do given time. A frame already bright enough is left as it is.
 */

/** The longest side the model gets, px: over MoveNet Lightning's 192, so no detail is lost. */
const PREPARED_SIZE = 256;
const BRIGHT_TARGET = 235;
const MAX_GAIN = 3;
/** Gains under this are left out: a normal room's frame is drawn untouched. */
const MIN_GAIN = 1.15;

interface PreparedFrame {
  canvas: HTMLCanvasElement;
  /** Source px per prepared px: multiply the model's coordinates by it. */
  scale: number;
}

/** The luminance under which `share` of the pixels fall, 0..255. */
function luminancePercentile(data: Uint8ClampedArray, share: number): number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < data.length; i += 4) {
    const luminance =
      0.299 * (data[i] as number) +
      0.587 * (data[i + 1] as number) +
      0.114 * (data[i + 2] as number);
    const level = Math.round(luminance);
    histogram[level] = (histogram[level] as number) + 1;
  }
  const wanted = (data.length / 4) * share;
  let seen = 0;
  for (let level = 0; level < 256; level += 1) {
    seen += histogram[level] as number;
    if (seen >= wanted) return level;
  }
  return 255;
}

export function prepareFrame(
  source: HTMLVideoElement | HTMLCanvasElement,
  canvas: HTMLCanvasElement,
): PreparedFrame {
  const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
  const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
  const scale = Math.max(1, Math.max(width, height) / PREPARED_SIZE);
  canvas.width = Math.round(width / scale);
  canvas.height = Math.round(height / scale);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return { canvas, scale };
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  const bright = luminancePercentile(image.data, 0.99);
  const gain = Math.min(MAX_GAIN, BRIGHT_TARGET / Math.max(1, bright));
  if (gain < MIN_GAIN) return { canvas, scale };
  const data = image.data;
  for (let i = 0; i < data.length; i += 4) {
    data[i] = (data[i] as number) * gain;
    data[i + 1] = (data[i + 1] as number) * gain;
    data[i + 2] = (data[i + 2] as number) * gain;
  }
  context.putImageData(image, 0, 0);
  return { canvas, scale };
}
