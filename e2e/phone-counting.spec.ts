import type { Browser, Locator, Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../test-support/chromium.ts";
import { expect, seedReadyHunter, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";
import { PhoneMotion } from "./phone-motion.ts";
import { phoneScreen, unscrolledBox } from "./phone-screen.ts";

const PHONE = { width: 360, height: 640 };

async function phonePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    permissions: ["camera"],
  });
  return context.newPage();
}

/** What a hunter must see while counting, in any mode: HP, the count, the next action, Back. */
function countingEssentials(page: Page, target: number): Record<string, Locator> {
  return {
    "monster HP": page.locator("[data-phone-vitals] [role=progressbar]").first(),
    count: page.getByRole("status").filter({ hasText: new RegExp(`^\\d+ / ${target}$`) }),
    "+1 Rep": page.getByRole("button", { name: "+1 Rep" }),
    Back: page.getByRole("button", { name: "Back" }),
  };
}

/** Every essential wholly on screen, and the page not scrolled away from them. */
async function expectAllOnScreen(page: Page, target: number, mode: string) {
  // Smooth scrolls and the camera's picture settle first.
  await page.waitForTimeout(800);
  for (const [name, locator] of Object.entries(countingEssentials(page, target))) {
    await expect(locator, `${name} in ${mode} mode`).toBeVisible();
    const box = await unscrolledBox(locator);
    const screen = await phoneScreen(page);
    expect(box, `${name} in ${mode} mode`).not.toBeNull();
    if (!box) continue;
    expect(box.y, `${name} below the header in ${mode} mode`).toBeGreaterThanOrEqual(screen.top);
    expect(box.y + box.height, `${name} above the bottom in ${mode} mode`).toBeLessThanOrEqual(
      screen.bottom,
    );
  }
}

test("on a 360x640 phone, every counting mode keeps HP, the count, '+1 Rep' and Back on screen", async ({
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  // A camera of Chromium's own (its test pattern): the picture's size is what matters here.
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  });
  try {
    const page = await phonePage(browser, baseURL);
    await seedReadyHunter(page);
    const battle = new BattleScreen(page);
    await battle.enterCombatDungeon();
    const motion = await PhoneMotion.attach(page);

    await page.getByRole("button", { name: "Attack", exact: true }).click();
    await page.getByRole("button", { name: /heavy/i }).click();
    // Tap mode names the exercise the reps are of.
    await expect(page.getByText(/6 push-ups/i)).toBeVisible();
    await expectAllOnScreen(page, 6, "tap");
    await page.screenshot({ path: testInfo.outputPath("count-tap.png") });

    await page.getByRole("button", { name: "Count with camera" }).click();
    await expect(page.getByTestId("camera-hint")).toBeVisible();
    await expect(page.getByLabel("Your camera, mirrored")).toBeVisible();
    await expectAllOnScreen(page, 6, "camera");
    await page.screenshot({ path: testInfo.outputPath("count-camera.png") });

    await page.getByRole("button", { name: "Count with motion" }).click();
    await motion.rest(500);
    await expect(page.getByText("Hold the phone against your chest")).toBeVisible();
    await expectAllOnScreen(page, 6, "motion");
    await page.screenshot({ path: testInfo.outputPath("count-motion.png") });

    // Nothing is wider than the phone in any mode.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page.getByRole("button", { name: "Tap", exact: true }).click();
  } finally {
    await browser.close();
  }
});

test("on a 360x640 phone, a toast in a battle covers none of the fight's controls", async ({
  browser,
  baseURL,
}, testInfo) => {
  const page = await phonePage(browser, baseURL);
  await seedReadyHunter(page);
  const battle = new BattleScreen(page);
  await battle.enterCombatDungeon();
  // 'Dungeon Entered!' arrives with the battle and stays 5 s.
  const shown = page.locator("li[data-variant]").filter({ hasText: "Dungeon Entered!" });
  await expect(shown).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("battle-toast.png") });
  const toastBox = await shown.boundingBox();
  expect(toastBox).not.toBeNull();
  const controls = ["Attack", "Items", "Magic", "Run Away"].map((name) =>
    page.getByRole("button", { name, exact: true }),
  );
  for (const control of controls) {
    const box = await control.boundingBox();
    if (!box || !toastBox) throw new Error("no box");
    const overlaps =
      box.x < toastBox.x + toastBox.width &&
      toastBox.x < box.x + box.width &&
      box.y < toastBox.y + toastBox.height &&
      toastBox.y < box.y + box.height;
    expect(overlaps, `the toast over ${await control.textContent()}`).toBe(false);
  }
  // Counting too: the toast is not over '+1 Rep'.
  await page.getByRole("button", { name: "Attack", exact: true }).click();
  await page.getByRole("button", { name: /light/i }).click();
  const rep = await page.getByRole("button", { name: "+1 Rep" }).boundingBox();
  const stillShown = await shown.boundingBox();
  if (rep && stillShown) expect(stillShown.y + stillShown.height).toBeLessThanOrEqual(rep.y);
});
