import type { Browser, Page } from "@playwright/test";
import { expect, seedReadyHunter, test } from "./fixtures.ts";

const PHONE = { width: 360, height: 640 };

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

test("on a 360x640 phone, the Dungeons page starts at the hunter's rank and is short", async ({
  browser,
}, testInfo) => {
  const page = await phonePage(browser);
  await seedReadyHunter(page);
  await page.goto("/dungeons");
  const filter = page.getByLabel("Gate rank");
  await expect(filter).toHaveValue("E");
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  // A new hunter is E-rank: E gates only.
  for (const text of await cards.allTextContents()) expect(text).toMatch(/E-Rank/);
  const mine = await pageHeight(page);
  const mineCards = await cards.count();
  await page.screenshot({ path: testInfo.outputPath("dungeons-mine.png"), fullPage: true });

  await filter.selectOption("all");
  await expect.poll(() => pageHeight(page)).toBeGreaterThan(mine);
  const all = await pageHeight(page);
  const allCards = await cards.count();
  testInfo.annotations.push({
    type: "page heights",
    description: `E ${mine} px (${mineCards} gates), all ${all} px (${allCards} gates)`,
  });
  // It was 9,140 px with every rank's gates. How many gates of each rank are open varies with
  // the spawner, so the page is held to what it must be: no longer than the whole list less
  // every other rank's cards.
  const otherRanks = await cards
    .filter({ hasNotText: "E-Rank" })
    .evaluateAll((found) =>
      found.reduce((sum, card) => sum + card.getBoundingClientRect().height, 0),
    );
  expect(mine).toBeLessThanOrEqual(all - otherRanks + 1);

  // An S-rank gate (combat or movement, whichever the spawner opened) asks first, naming the
  // danger; Cancel enters nothing.
  await filter.selectOption("S");
  await expect(cards.first()).toContainText("S-Rank");
  const gate = cards.first();
  await gate.getByRole("button", { name: /^Enter/ }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("This S-Rank gate is 5 ranks above your E-Rank.");
  await page.screenshot({ path: testInfo.outputPath("dungeons-danger.png") });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/dungeons$/);
});

test("on a 360x640 phone, the shop's Equipment tab shows a page of wares, and more on request", async ({
  browser,
}, testInfo) => {
  const page = await phonePage(browser);
  await seedReadyHunter(page);
  await page.goto("/shop");
  const ownTier = page.locator("details").filter({ hasText: "E-Rank gear" });
  await expect(ownTier.getByRole("article")).toHaveCount(6);
  const short = await pageHeight(page);
  await page.screenshot({ path: testInfo.outputPath("shop-equipment.png") });
  testInfo.annotations.push({ type: "page height", description: `${short} px` });
  // It was 7,294 px with the whole E-rank tier laid out.
  expect(short).toBeLessThan(4000);
  await ownTier.getByRole("button", { name: /^Show 6 more of E-Rank gear/ }).click();
  await expect(ownTier.getByRole("article")).toHaveCount(12);
});
