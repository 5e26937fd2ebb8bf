import AxeBuilder from "@axe-core/playwright";
import { expect, seedReadyHunter, test } from "./fixtures.ts";

const PHONE = { width: 360, height: 640 };

test("on a 360x640 phone, a quest task opens its exercise's guide, and the battle's counter does too", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await seedReadyHunter(page);

  await page.goto("/quests");
  const daily = page.locator("article").filter({ hasText: /daily/i }).first();
  await daily.getByRole("link", { name: "How to do Squats" }).tap();
  await expect(page).toHaveURL(/\/exercises\/squats$/);
  await expect(page.getByRole("heading", { name: "Squats", level: 1 })).toBeVisible();
  // The figure moves (an SVG animation of the joints), and the counter's own words are there.
  const figure = page.getByRole("img", { name: "Squats: one rep, moving" });
  await expect(figure).toBeVisible();
  await expect(figure.locator("animate").first()).toBeAttached();
  await expect(page.getByText("Stand all the way up", { exact: true })).toBeVisible();
  await expect(page.getByText("Chair squats")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("guide-360.png"), fullPage: true });

  // Back to the list, then to the battle: the rep counter links to the chosen exercise.
  await page.getByRole("link", { name: "All exercises" }).tap();
  await expect(page.getByRole("link", { name: /Push-ups/ })).toBeVisible();
  await page.goto("/dungeons");
  await page
    .getByRole("article")
    .filter({ hasText: "Combat" })
    .first()
    .getByRole("button", { name: /^Enter/ })
    .tap();
  await expect(page).toHaveURL(/\/battle$/);
  await page.getByRole("button", { name: "Attack", exact: true }).tap();
  await page.getByRole("button", { name: /light/i }).tap();
  await page.getByRole("button", { name: "Sit-ups", exact: true }).tap();
  await page.getByRole("link", { name: "How to do Sit-ups" }).tap();
  await expect(page).toHaveURL(/\/exercises\/situps$/);
  await expect(page.getByRole("heading", { name: "Sit-ups", level: 1 })).toBeVisible();
  await context.close();
});
