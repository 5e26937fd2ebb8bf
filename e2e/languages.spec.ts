import type { Browser, Page } from "@playwright/test";
import { accentLetters } from "../apps/web/vite-plugins/pseudo-locale.ts";
import { expect, seedReadyHunter, test } from "./fixtures.ts";

const PHONE = { width: 360, height: 640 };

/** A phone whose app is in the pseudo-locale: every string accented and 40% longer. */
async function pseudoPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem("repgate:language", "en-XA"));
  return context.newPage();
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Matches an English message as the pseudo-locale shows it: accented, then padded. */
function pseudo(english: string): RegExp {
  const accented = accentLetters(english);
  return new RegExp(`^${accented.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} ·`);
}

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

  // The dungeons and the battle speak the pseudo-locale too: found by their accented words.
  await page.goto("/dungeons");
  await expect(page.getByRole("heading", { name: pseudo("Active Dungeons") })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  const card = page
    .locator("article")
    .filter({ hasText: pseudo("Combat").source.slice(1) })
    .filter({ has: page.locator('[data-rank="E"]') })
    .first();
  await card.getByRole("button", { name: pseudo("Enter") }).click();
  await expect(page).toHaveURL(/\/battle$/);
  await page.getByRole("button", { name: pseudo("Attack") }).click();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  // The rep counter: the move, its count, four counting toggles and the exercises in one row each.
  await page
    .locator('[aria-labelledby="combat-title"]')
    .getByRole("listitem")
    .first()
    .getByRole("button")
    .click();
  await expect(page.getByRole("button", { name: pseudo("+1 Rep") })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});
