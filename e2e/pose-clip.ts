import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Browser, BrowserType } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";

/**
 * Footage for Chromium's fake camera, made from a still photo: the full-body figure of
 * @vladmandic/human's assets/screenshot-vrm.jpg bends both forearms at the elbows a known number
 * of times (the elbow angle a push-up is counted by). Frames are drawn on a canvas in Chromium
 * itself (no ffmpeg) and written as MJPEG, which Chromium's fake camera plays at 30 frames a
 * second, over and over.
 */

const CLIP_FPS = 30;

/** Where each elbow is in the photo, and the box holding the forearm below it (photo px). */
const FOREARMS = [
  // The figure's right arm, on the image's left: it swings out to the left.
  { elbow: [82, 252], box: [52, 246, 48, 124], direction: 1 },
  { elbow: [214, 255], box: [203, 248, 36, 126], direction: -1 },
] as const;
/** The part of the photo with the figure (the photo's inset of another person is left out). */
const FIGURE = { x: -70, y: 20, width: 420, height: 640 };
const FRAME = { width: 360, height: 480 };

/** Elbow bend in degrees from straight, for each distinct picture; null is an empty room. */
const POSES = [0, 35, 70, 105, null] as const;
type Pose = 0 | 1 | 2 | 3 | 4;
const EMPTY: Pose = 4;

function photoPath(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve("@vladmandic/human");
  return path.join(
    entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)),
    "assets",
    "screenshot-vrm.jpg",
  );
}

/**
 * Draws each pose (elbow bend in degrees, null for the empty room) as a JPEG in a page of
 * `browser`, returns the JPEG bytes. bench/reps-figures.ts asks for bends of its own.
 */
export async function drawPoses(
  browser: Browser,
  poses: readonly (number | null)[] = POSES,
): Promise<Buffer[]> {
  const photo = `data:image/jpeg;base64,${(await readFile(photoPath())).toString("base64")}`;
  const page = await browser.newPage();
  try {
    const jpegs = await page.evaluate(
      async ({ photo, poses, forearms, figure, frame }) => {
        const image = new Image();
        image.src = photo;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = frame.width;
        canvas.height = frame.height;
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no 2d context");
        const scale = Math.min(frame.width / figure.width, frame.height / figure.height);
        const out: string[] = [];
        for (const bend of poses) {
          context.setTransform(1, 0, 0, 1, 0, 0);
          context.fillStyle = "#000";
          context.fillRect(0, 0, frame.width, frame.height);
          if (bend !== null) {
            // Photo coordinates from here on.
            const left = (frame.width - figure.width * scale) / 2;
            context.setTransform(scale, 0, 0, scale, left - figure.x * scale, -figure.y * scale);
            context.drawImage(image, 0, 0);
            for (const { elbow, box, direction } of forearms) {
              const [x, y, w, h] = box;
              context.fillRect(x, y, w, h);
              context.save();
              context.translate(elbow[0], elbow[1]);
              context.rotate((direction * bend * Math.PI) / 180);
              context.translate(-elbow[0], -elbow[1]);
              context.drawImage(image, x, y, w, h, x, y, w, h);
              context.restore();
            }
          }
          out.push(canvas.toDataURL("image/jpeg", 0.9));
        }
        return out;
      },
      { photo, poses: [...poses], forearms: FOREARMS, figure: FIGURE, frame: FRAME },
    );
    return jpegs.map((url) => Buffer.from(url.slice(url.indexOf(",") + 1), "base64"));
  } finally {
    await page.close();
  }
}

export interface ClipPlan {
  /** Full bends: straight, bent past 90°, straight again. */
  reps: number;
  /**
   * Reps after the full ones that stop at a 70° bend, short of the 90° a push-up needs: the
   * counter must refuse them and say "Go lower".
   */
  shallowReps?: number;
  /** Standing straight before the first rep, seconds (the model's first frames are slow). */
  leadSeconds: number;
  /** One rep, seconds: a quarter going down, a third held, a quarter coming up, the rest held. */
  repSeconds: number;
  /** The empty room after the last rep, seconds (the fake camera then starts over). */
  tailSeconds: number;
}

/** The sequence of pictures, one per frame at 30 frames a second. */
function clipTimeline(plan: ClipPlan): Pose[] {
  const frames = (seconds: number) => Math.round(seconds * CLIP_FPS);
  const timeline: Pose[] = [];
  const hold = (pose: Pose, seconds: number) => {
    for (let i = 0; i < frames(seconds); i += 1) timeline.push(pose);
  };
  const move = (from: Pose, to: Pose, seconds: number) => {
    const steps = frames(seconds);
    for (let i = 0; i < steps; i += 1) {
      timeline.push(Math.round(from + ((to - from) * (i + 1)) / steps) as Pose);
    }
  };
  hold(0, plan.leadSeconds);
  for (let rep = 0; rep < plan.reps; rep += 1) {
    move(0, 3, plan.repSeconds / 4);
    hold(3, plan.repSeconds / 3);
    move(3, 0, plan.repSeconds / 4);
    hold(0, plan.repSeconds - (plan.repSeconds / 4) * 2 - plan.repSeconds / 3);
  }
  const SHALLOW: Pose = 2;
  for (let rep = 0; rep < (plan.shallowReps ?? 0); rep += 1) {
    move(0, SHALLOW, plan.repSeconds / 4);
    hold(SHALLOW, plan.repSeconds / 3);
    move(SHALLOW, 0, plan.repSeconds / 4);
    hold(0, plan.repSeconds - (plan.repSeconds / 4) * 2 - plan.repSeconds / 3);
  }
  hold(EMPTY, plan.tailSeconds);
  return timeline;
}

/** Writes the clip to `file` (.mjpeg) and returns how many frames it holds. */
export async function writePoseClip(browser: Browser, file: string, plan: ClipPlan) {
  const jpegs = await drawPoses(browser);
  const timeline = clipTimeline(plan);
  await writeFile(file, Buffer.concat(timeline.map((pose) => jpegs[pose] ?? Buffer.alloc(0))));
  return { frames: timeline.length, jpegs };
}

/**
 * A Chromium of its own whose camera plays `clip`: the fake camera is chosen when Chromium
 * starts, so a test that films needs its own browser (close it when done).
 */
export function launchFilming(playwright: { chromium: BrowserType }, clip: string) {
  return playwright.chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${clip}`,
    ],
  });
}
