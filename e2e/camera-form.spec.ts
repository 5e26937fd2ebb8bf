import { launchFilming } from "../footage/filming.ts";
import { clipDepths } from "../footage/timeline.ts";
import { writeClip } from "../footage/write-clip.ts";
import { expect, seedReadyHunter, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

/** A 360 x 640 phone: the smallest screen the battle is played on. */
const PHONE = { width: 360, height: 640 };

test("a push-up that does not go low enough is refused, and the phone says so in large letters", async ({
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  // Drawing the clip, loading the model and playing 2 reps take a while on 2 shared cores.
  test.setTimeout(150_000);
  const clip = testInfo.outputPath("full-then-shallow.mjpeg");
  // One full push-up seen from the side (the elbows bent to 70°), then one that stops at 106°.
  await writeClip(
    browser,
    clip,
    "pushupSide",
    clipDepths({
      reps: 1,
      shallowReps: 1,
      leadSeconds: 5,
      repSeconds: 3,
      tailSeconds: 45,
    }),
  );

  const cameraBrowser = await launchFilming(playwright, clip);
  try {
    const context = await cameraBrowser.newContext({
      baseURL,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      permissions: ["camera"],
    });
    const page = await context.newPage();
    await seedReadyHunter(page);
    await new BattleScreen(page).countHeavyAttackWithCamera();

    const count = page.getByRole("status").filter({ hasText: /^\d+ \/ 6$/ });
    const cue = page.getByTestId("form-cue");
    await expect(count).toHaveText("1 / 6", { timeout: 60_000 });
    await expect(cue).toContainText("Go lower", { timeout: 30_000 });
    await expect(cue).toContainText("That rep did not count.");
    // The figure then leaves the picture: the cue stays, and the short rep never counts.
    await page.waitForTimeout(3000);
    await expect(count).toHaveText("1 / 6");
    await expect(cue).toContainText("Go lower");

    // Readable at arm's length: large letters, wholly on the 360 px screen.
    await cue.scrollIntoViewIfNeeded();
    const fontPx = await cue.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
    expect(fontPx).toBeGreaterThanOrEqual(24);
    // The words themselves (the battle panel around them is a little wider than the phone).
    const [left, right] = await cue.evaluate((node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const edges = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of Array.from(range.getClientRects())) {
          edges[0] = Math.min(edges[0] ?? 0, rect.left);
          edges[1] = Math.max(edges[1] ?? 0, rect.right);
        }
      }
      return edges;
    });
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await cameraBrowser.close();
  }
});
