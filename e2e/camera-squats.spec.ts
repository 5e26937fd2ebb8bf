import { test } from "./fixtures.ts";
import { expectFootageCounted, writeCheckedClip } from "./footage-battle.ts";

const REPS_IN_CLIP = 3;

for (const [footage, view] of [
  ["squatFront", "from the front"],
  ["squatSide", "from the side"],
] as const) {
  test(`squats filmed ${view} are counted exactly, and a half squat is refused with "Go lower"`, async ({
    browser,
    playwright,
    baseURL,
  }, testInfo) => {
    // Drawing and checking the clip, loading the model and playing 4 reps on 2 shared cores.
    test.setTimeout(180_000);
    const clip = testInfo.outputPath(`${footage}.mjpeg`);
    await writeCheckedClip(browser, clip, footage, REPS_IN_CLIP);
    await expectFootageCounted(playwright, baseURL, clip, footage, REPS_IN_CLIP);
  });
}
