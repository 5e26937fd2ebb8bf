import { launchFilming } from "../footage/filming.ts";
import { clipDepths } from "../footage/timeline.ts";
import { writeClip } from "../footage/write-clip.ts";
import { expect, seedReadyHunter, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

const PHONE = { width: 360, height: 640 };

test("a 360 px phone paired by the link counts reps with its camera, and they hit the monster on the big screen", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  // Drawing the clip, loading the model and playing the reps take a while on 2 shared cores.
  test.setTimeout(180_000);
  await seedReadyHunter(page);
  const big = new BattleScreen(page);
  await big.enterCombatDungeon();
  await page.getByRole("button", { name: "Use my phone as controller" }).click();
  const link = await page.getByTestId("controller-link").getAttribute("href");
  if (!link) throw new Error("no controller link on the big screen");

  const cameraBrowser = await launchFilming(
    playwright,
    await (async () => {
      const clip = testInfo.outputPath("pushup-side.mjpeg");
      // One rep more than the first move needs (3 for the first attack of a fresh hunter).
      await writeClip(
        browser,
        clip,
        "pushupSide",
        clipDepths({ reps: 4, leadSeconds: 5, repSeconds: 3, tailSeconds: 45 }),
      );
      return clip;
    })(),
  );
  try {
    const phoneContext = await cameraBrowser.newContext({
      baseURL,
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      permissions: ["camera"],
    });
    const phone = await phoneContext.newPage();
    await phone.goto(link);
    await expect(phone.getByText("Connected to the big screen.")).toBeVisible();
    await expect(
      page.getByText("Controller connected: count your reps on the phone."),
    ).toBeVisible();
    const count = phone.getByRole("status").filter({ hasText: /^\d+ \/ \d+$/ });
    const reps = Number(/\/ (\d+)$/.exec((await count.textContent()) ?? "")?.[1]);
    expect(reps).toBeLessThan(4);
    const before = await big.monsterHpValue();

    // The battle screen's own camera counter, on the phone: no tap counts a rep here.
    await phone.getByRole("button", { name: "Count with camera" }).tap();
    await expect(phone.getByText("no camera frame leaves it")).toBeVisible();
    await expect.poll(() => big.monsterHpValue(), { timeout: 90_000 }).toBeLessThan(before);
    await expect(phone.getByRole("status").filter({ hasText: /damage/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("big-screen-1280.png") });
    await phone.screenshot({ path: testInfo.outputPath("phone-camera-360.png") });
  } finally {
    await cameraBrowser.close();
  }
});
