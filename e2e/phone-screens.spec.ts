import type { Browser, Locator, Page } from "@playwright/test";
import { expect, seedReadyHunter, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

const PHONE = { width: 360, height: 740 };

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
}

/**
 * True when the whole element is inside the visible screen, no scrolling needed: below the
 * sticky navigation bar and above the bottom edge.
 */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const nav = await locator.page().locator("header").first().boundingBox();
  if (!box) return false;
  const top = nav ? nav.y + nav.height : 0;
  return (
    box.y >= top &&
    box.y + box.height <= PHONE.height &&
    box.x >= 0 &&
    box.x + box.width <= PHONE.width
  );
}

test("on a phone, the monster's HP, the result and the menu stay on screen between attacks", async ({
  browser,
}) => {
  const page = await phonePage(browser);
  await seedReadyHunter(page);
  const battle = new BattleScreen(page);
  await battle.enterCombatDungeon();
  const before = await battle.monsterHpValue();

  await page.getByRole("button", { name: "Attack", exact: true }).click();
  await page.getByRole("button", { name: /light/i }).click();
  // The rep counter fills the screen: the page scrolls down to it, as a hunter sees it.
  const rep = page.getByRole("button", { name: "+1 Rep" });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect.poll(() => onScreen(rep)).toBe(true);
  for (let i = 0; i < 3; i += 1) {
    // The server refuses reps faster than 250 ms apart.
    await page.waitForTimeout(350);
    await rep.tap();
  }
  await expect.poll(() => battle.monsterHpValue()).toBeLessThan(before);

  const monsterBar = page.getByRole("progressbar").first();
  const result = page.getByText(/^.+: \d+ damage$/).first();
  const attack = page.getByRole("button", { name: "Attack", exact: true });
  await expect(attack).toBeVisible();
  await page.waitForTimeout(500);
  expect(await onScreen(monsterBar)).toBe(true);
  expect(await onScreen(result)).toBe(true);
  expect(await onScreen(attack)).toBe(true);
  expect(await onScreen(page.getByRole("button", { name: "Run Away" }))).toBe(true);

  // Nothing on the battle screen is wider than the phone, in any counting mode (the mode bar
  // once pushed the whole column 22 px past the edge).
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
  await page.getByRole("button", { name: "Attack", exact: true }).click();
  await page.getByRole("button", { name: /light/i }).click();
  await page.getByRole("button", { name: "Count with camera" }).click();
  await expect(page.getByRole("button", { name: "Squats" })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
});

test("on a phone, the market's Equipment tab is filtered and the locked tiers are collapsed", async ({
  browser,
}) => {
  const page = await phonePage(browser);
  await seedReadyHunter(page);
  await page.goto("/shop");
  const ownTier = page.locator("details").filter({ hasText: "E-Rank gear" });
  await expect(ownTier).toHaveAttribute("open", "");
  // An E-rank hunter: every other tier is locked, collapsed, and lays out no cards.
  const locked = page.locator("details:not([open])");
  await expect(locked).toHaveCount(5);
  await expect(locked.getByRole("article")).toHaveCount(0);
  const tall = await page.evaluate(() => document.documentElement.scrollHeight);
  // It was about 32,000 px with every card laid out.
  expect(tall).toBeLessThan(10_000);

  await page.getByLabel("Slot").selectOption("ring");
  await expect(ownTier.getByRole("article")).toHaveCount(3);
  for (const name of await ownTier.getByRole("article").getByRole("heading").allTextContents()) {
    expect(name).toMatch(/Ring/);
  }
});

test("on a phone, the inventory grid is right below the paper-doll and Chests is in reach", async ({
  browser,
}) => {
  const page = await phonePage(browser);
  await seedReadyHunter(page);
  await page.goto("/inventory");
  const doll = page.getByRole("group", { name: "Equipment slots" });
  const grid = page.getByRole("list", { name: "Gear items" });
  await expect(grid).toBeVisible();
  const dollBox = await doll.boundingBox();
  const gridBox = await grid.boundingBox();
  // Once about 1,000 px apart: now only the tab row and a panel edge lie between them.
  expect((gridBox?.y ?? 0) - ((dollBox?.y ?? 0) + (dollBox?.height ?? 0))).toBeLessThan(150);
  const chests = page.getByRole("tab", { name: "Chests" });
  expect(await onScreen(chests)).toBe(true);
  await chests.click();
  await expect(page.getByRole("list", { name: "Chests items" })).toBeVisible();
});

test("on a phone, the first screenful of home holds today's quest and the next dungeon", async ({
  browser,
}) => {
  const page = await phonePage(browser);
  await seedReadyHunter(page);
  await page.goto("/");
  const daily = page.getByRole("region", { name: "Daily Quest" });
  const firstDungeon = page
    .getByRole("region", { name: "Available Dungeons" })
    .getByRole("listitem")
    .first();
  await expect(daily).toBeVisible();
  await expect(firstDungeon).toBeVisible();
  // Both whole, within thumb reach, before any scrolling; the profile comes after them.
  expect(await onScreen(daily)).toBe(true);
  expect(await onScreen(firstDungeon)).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
