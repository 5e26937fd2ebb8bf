import type { Browser, BrowserType } from "@playwright/test";
import { FORM_CUE_TEXT } from "@repgate/game/content/form-cues";
import { FORM_LIMITS } from "@repgate/game/sensing/pose-form";
import { MIN_KEYPOINT_SCORE, POSE_RULES } from "@repgate/game/sensing/pose-reps";
import { launchFilming } from "../footage/filming.ts";
import { FOOTAGE, type FootageName } from "../footage/footage.ts";
import { readPoses } from "../footage/read-poses.ts";
import { type ClipPlan, clipDepths } from "../footage/timeline.ts";
import { writeClip } from "../footage/write-clip.ts";
import { expect, seedReadyHunter } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

/**
 * Footage of one exercise, filmed by the battle screen's camera counter: `reps` full reps and
 * then a half one (the footage's shallow depth). Before filming, the real model looks at every
 * distinct picture of the clip, so footage the model stops recognising fails here, with its
 * scores and angles, and not as a miscount.
 */

const EXERCISE_BUTTONS = { pushups: "Push-ups", squats: "Squats", situps: "Sit-ups" } as const;

/** Draws the clip and checks what the model reads in each of its pictures. */
export async function writeCheckedClip(
  browser: Browser,
  file: string,
  footage: FootageName,
  reps: number,
) {
  const { exercise, shallowDepth } = FOOTAGE[footage];
  const plan: ClipPlan = {
    reps,
    shallowReps: 1,
    shallowDepth,
    // Generous, so 2 busy cores still see every phase of every rep.
    leadSeconds: 5,
    repSeconds: 3,
    tailSeconds: 45,
  };
  const depths = clipDepths(plan);
  const clip = await writeClip(browser, file, footage, depths);
  // Each picture in the order the camera shows them: what the model reads depends a little on
  // the frame before (Human keeps a keypoint that moved under 0.5% where it was, with its score).
  const shown = depths.filter(
    (depth, i): depth is number => depth !== null && depth !== depths[i - 1],
  );
  const jpegOf = new Map(clip.poses.map((pose) => [pose.depth, pose.jpeg]));
  const readings = await readPoses(
    browser,
    exercise,
    shown.map((depth) => ({ depth, jpeg: jpegOf.get(depth) ?? Buffer.alloc(0) })),
  );
  const rule = POSE_RULES[exercise];
  const report = JSON.stringify(readings);
  for (const reading of readings) {
    expect(reading.seen, report).toBe(true);
    expect(reading.weakestScore, report).toBeGreaterThanOrEqual(MIN_KEYPOINT_SCORE);
    if (reading.depth === 0)
      expect(reading.angle, report).toBeGreaterThanOrEqual(rule.extendedAbove);
    if (reading.depth === 1) expect(reading.angle, report).toBeLessThanOrEqual(rule.flexedBelow);
  }
  // The half rep comes last: not deep enough to count, deep enough to be told so.
  const half = readings.findLast((reading) => reading.depth === shallowDepth)?.angle;
  expect(half, report).toBeGreaterThan(rule.flexedBelow);
  expect(half, report).toBeLessThanOrEqual(FORM_LIMITS[exercise].shallowBelow);
}

/**
 * Plays `clip` to the camera counter of a heavy attack (6 reps) and checks that exactly
 * `reps` are counted and the shallow one after them is refused with the exercise's cue.
 */
export async function expectFootageCounted(
  playwright: { chromium: BrowserType },
  baseURL: string | undefined,
  clip: string,
  footage: FootageName,
  reps: number,
) {
  const { exercise } = FOOTAGE[footage];
  const cameraBrowser = await launchFilming(playwright, clip);
  try {
    const context = await cameraBrowser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      permissions: ["camera"],
    });
    const page = await context.newPage();
    await seedReadyHunter(page);
    await new BattleScreen(page).countHeavyAttackWithCamera();
    const choice = page.getByRole("button", { name: EXERCISE_BUTTONS[exercise], exact: true });
    await choice.click();
    await expect(choice).toHaveAttribute("aria-pressed", "true");

    const count = page.getByRole("status").filter({ hasText: /^\d+ \/ 6$/ });
    const cue = page.getByTestId("form-cue");
    await expect(count).toHaveText(`${reps} / 6`, { timeout: 60_000 });
    await expect(cue).toContainText(FORM_CUE_TEXT[exercise].goLower, { timeout: 30_000 });
    await expect(cue).toContainText("That rep did not count.");
    // The figure then leaves the picture: nothing more counts.
    await expect(page.getByTestId("camera-hint")).toContainText("Step back", { timeout: 15_000 });
    await page.waitForTimeout(3000);
    await expect(count).toHaveText(`${reps} / 6`);
  } finally {
    await cameraBrowser.close();
  }
}
