// Rep-counting accuracy on generated footage of known count (issue 29). For each exercise,
// BENCH_CLIPS clips (default 20) of the seeded suite in bench/reps-suite.ts: slow, fast and
// mixed tempo (reps of 0.6 to 3 s), pauses at the top and bottom, partial reps that must not
// count, the figure drifting partly out of frame, mirrored, noise, low light, and all at once.
// Each clip's frames are drawn in headless Chromium (/usr/bin/chromium, CPU only) and fed one
// by one, timed as a 30 fps camera delivers them, 10 read a second (BENCH_READ_FPS), to the
// camera panel's per-frame path: the bundled pose model (Human, MoveNet Lightning, WebAssembly)
// and the production counter (countFrame -> stepPoseReps). Not run: the camera capture itself
// and React's rendering. Prints per exercise the exact-count rate, the MAE and
// off-by-one accuracy (as the RepCount benchmark reports them), and exits non-zero when an
// exercise misses the budget: exact on at least 95% of clips, MAE at most 0.1.
import { cpus, loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../test-support/chromium.ts";
import { FIGURES } from "./reps-figures.ts";
import type { PageClip, PageResult } from "./reps-page.ts";
import { startPageServer } from "./reps-page-server.ts";
import { CLIP_FPS, makeSuite } from "./reps-suite.ts";
import { accuracyOf, accuracyTable, type ClipResult, withinBudget } from "./reps-table.ts";

const PORT = Number(process.env.BENCH_PORT ?? 39_106);
const CLIPS = Number(process.env.BENCH_CLIPS ?? 20);
const SEED = Number(process.env.BENCH_SEED ?? 29);
/**
 * Frames read a second. The camera panel reads the newest frame each time the model is free:
 * 10 a second is the pose budget's slowest (100 ms a frame, bench/pose-model.ts) and the fewest
 * looks at each rep the counter must cope with; 30 reads every frame (three times the work).
 */
const READ_FPS = Number(process.env.BENCH_READ_FPS ?? 10);
const READ_EVERY = Math.max(1, Math.round(CLIP_FPS / READ_FPS));
/** A comma-separated list of exercises (table rows) to run; all when unset. */
const ONLY = process.env.BENCH_ONLY?.split(",");
/** A comma-separated list of clip numbers (1-based, as printed) to run; all when unset. */
const PICK = process.env.BENCH_PICK?.split(",").map(Number);

const started = performance.now();
const server = await startPageServer(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows: { name: string; accuracy: ReturnType<typeof accuracyOf> }[] = [];
const misses: string[] = [];
let frames = 0;
let inferenceMs = 0;
try {
  const page = await browser.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  await page.goto(server.url);
  await page.waitForFunction(() => window.repsBench !== undefined);
  const loadMs = await page.evaluate(() => window.repsBench?.loadMs());
  console.log(`pose model loaded in ${Math.round(loadMs ?? 0)} ms`);
  for (const figure of FIGURES) {
    if (ONLY && !ONLY.some((name) => figure.name.includes(name))) continue;
    const results: ClipResult[] = [];
    for (const [i, clip] of makeSuite(figure.name, CLIPS, SEED, figure.jointSpan).entries()) {
      if (PICK && !PICK.includes(i + 1)) continue;
      const pictures = await figure.draw(browser, clip.depths);
      const input: PageClip = {
        exercise: figure.exercise,
        fps: CLIP_FPS,
        readEvery: READ_EVERY,
        seed: clip.seed,
        pictures: pictures.map((jpeg) => jpeg.toString("base64")),
        frames: clip.frames,
        effects: clip.effects,
      };
      const result = (await page.evaluate(
        (clip) => window.repsBench?.countClip(clip),
        input,
      )) as PageResult;
      frames += result.read;
      inferenceMs += result.inferenceMs * result.read;
      results.push({ ...clip, counted: result.counted });
      const line = `${clip.name} (${clip.variation}): ${result.counted} of ${clip.expected} reps, ${clip.partials} partial (${result.shortReps} refused with a cue), fastest rep ${clip.fastestRepSeconds.toFixed(2)} s, joints seen in ${(result.seenShare * 100).toFixed(0)}% of ${result.read} frames read, ${result.inferenceMs.toFixed(0)} ms a frame`;
      if (result.counted !== clip.expected) misses.push(line);
      if (process.env.BENCH_VERBOSE) {
        console.log(`${line}\n  depths ${clip.depths.join(" ")}\n  ${result.trace.join(" ")}`);
      }
    }
    const accuracy = accuracyOf(results);
    rows.push({ name: figure.name, accuracy });
    // Progress: a full run takes a while on shared cores.
    console.log(
      `${figure.name}: ${results.length} clips, exact ${(accuracy.exact * 100).toFixed(0)}%, ${((performance.now() - started) / 60_000).toFixed(1)} min so far`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}

const minutes = (performance.now() - started) / 60_000;
console.log(
  `\nRep counting on generated footage (${CLIP_FPS} fps, ${CLIP_FPS / READ_EVERY} frames read a second): ${frames} frames read, seed ${SEED}, ${(inferenceMs / Math.max(1, frames)).toFixed(0)} ms a frame (model and counter), ${minutes.toFixed(1)} min; ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}\n`,
);
console.log(accuracyTable(rows));
if (misses.length > 0) console.log(`\nMiscounted clips:\n${misses.join("\n")}`);
if (rows.length === 0 || !rows.every((row) => withinBudget(row.accuracy))) process.exitCode = 1;
