import { test } from "./fixtures.ts";
import { expectFootageCounted, writeCheckedClip } from "./footage-battle.ts";

const REPS_IN_CLIP = 3;

test('sit-ups filmed from the side are counted exactly, and a half sit-up is refused with "Sit up higher"', async ({
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  // Drawing and checking the clip, loading the model and playing 4 reps on 2 shared cores.
  test.setTimeout(180_000);
  const clip = testInfo.outputPath("situp-side.mjpeg");
  await writeCheckedClip(browser, clip, "situpSide", REPS_IN_CLIP);
  await expectFootageCounted(playwright, baseURL, clip, "situpSide", REPS_IN_CLIP);
});
