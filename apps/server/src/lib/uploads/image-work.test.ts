import type { Sharp } from "sharp";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "../http/errors.ts";
import { IMAGE_QUEUE, IMAGE_WORKERS, imageWorkNow, reencodeImage } from "./image-work.ts";

/** A pipeline whose work ends only when the test says so. */
function heldPipeline() {
  let release: () => void = () => {};
  const done = new Promise<Buffer>((resolve) => {
    release = () => resolve(Buffer.from("ok"));
  });
  const pipeline = () => ({ toBuffer: () => done }) as unknown as Sharp;
  return { pipeline, release };
}

describe("the instance's image allowance", () => {
  it("decodes a few at once, queues a few, and refuses the rest with 503 and Retry-After", async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: "#000" },
    })
      .png()
      .toBuffer();
    const held = Array.from({ length: IMAGE_WORKERS + IMAGE_QUEUE }, heldPipeline);
    const work = held.map((h) => reencodeImage(png, "not an image", h.pipeline));
    await expect
      .poll(() => imageWorkNow())
      .toEqual({ running: IMAGE_WORKERS, waiting: IMAGE_QUEUE });

    const refused = await reencodeImage(png, "not an image", (i) => i).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "unavailable", retryAfterS: 5 });

    for (const h of held) h.release();
    await Promise.all(work);
    expect(imageWorkNow()).toEqual({ running: 0, waiting: 0 });
  });
});
