import type { Browser, Page } from "@playwright/test";
import { expect, seedReadyHunter, test } from "./fixtures.ts";

const PHONE = { width: 360, height: 640 };

/** A 360 px phone whose app speaks `language` (picked in this browser, as Settings does). */
async function phoneIn(browser: Browser, language: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addInitScript(
    (picked) => localStorage.setItem("repgate:language", picked),
    language,
  );
  return context.newPage();
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("in Spanish, a 360 px phone shows the daily quest, the exercise guide and an item's rarity in Spanish without sideways scrolling", async ({
  browser,
}, testInfo) => {
  const page = await phoneIn(browser, "es");
  await seedReadyHunter(page);

  await page.goto("/quests");
  const daily = page.getByRole("article", { name: "Misión diaria: Entrenamiento de fuerza" });
  await expect(daily).toBeVisible();
  await expect(daily.getByText(/^Haz \d+ flexiones\./)).toBeVisible();
  await expect(daily.getByText(/^Corre \d+(,\d)? km\.$/)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: testInfo.outputPath("quests-es-360.png"), fullPage: true });

  await daily
    .getByRole("link", { name: /Flexiones/ })
    .last()
    .tap();
  await expect(page.getByRole("heading", { name: "Flexiones", level: 1 })).toBeVisible();
  await expect(
    page.getByText("Dobla los codos hasta que el pecho quede a un puño del suelo."),
  ).toBeVisible();
  await expect(page.getByText(/Pecho, Hombros, Tríceps, Core$/)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: testInfo.outputPath("guide-es-360.png"), fullPage: true });

  // New hunters start with a Healing Potion: its details name its rarity.
  await page.goto("/inventory");
  await page.getByRole("tab", { name: "Pociones" }).tap();
  await page.getByRole("button", { name: "Poción de curación" }).first().tap();
  await expect(page.locator('[data-rarity="common"]')).toHaveText("común");
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});

test("in the pseudo-locale, a 360 px phone shows the quests page and the exercise guide without sideways scrolling", async ({
  browser,
}, testInfo) => {
  const page = await phoneIn(browser, "en-XA");
  await seedReadyHunter(page);

  await page.goto("/quests");
  // The pseudo-locale lengthens the app's messages; the tables' words stay English.
  const daily = page.getByRole("article", { name: "Daily Quest: Strength Training" });
  await expect(daily).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: testInfo.outputPath("quests-pseudo-360.png"), fullPage: true });

  await page.goto("/exercises/squats");
  await expect(page.getByRole("heading", { name: "Squats", level: 1 })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});
