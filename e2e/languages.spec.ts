import type { Browser, Page } from "@playwright/test";
import { expect, seedReadyHunter, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

const PHONE = { width: 360, height: 640 };

/** A phone whose app is in the pseudo-locale: every string accented and 40% longer. */
async function pseudoPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem("repgate:language", "en-XA"));
  return context.newPage();
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a Korean browser gets the landing page in Korean, with <html lang="ko">', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "ko-KR" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(page.getByRole("button", { name: "각성", exact: true })).toBeVisible();
  await expect(page.getByText("시스템 알림")).toBeVisible();
  await context.close();
});

test("in the pseudo-locale, a 360 px phone shows the landing page, home and a battle without sideways scrolling", async ({
  browser,
}) => {
  const page = await pseudoPhone(browser);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
  // The pitch, accented and lengthened: the text came from the catalogue.
  await expect(page.getByText(/Ñötífíçátíöñ fröm thé Sýstém/)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.getByRole("button", { name: /Ålréádý á Hüñtér/ }).click();
  await expect(page.getByRole("heading", { name: /Hüñtér Lögíñ/ })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

  await seedReadyHunter(page);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
  await expect(page.getByRole("main")).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

  await new BattleScreen(page).enterCombatDungeon();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});
