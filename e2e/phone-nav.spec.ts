import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, seedReadyHunter, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

// Below 640 px the main destinations are a tab bar along the bottom edge, the rest in its More
// sheet (apps/web/src/app/bottom-tab-bar.tsx); from 640 px the navigation bar's tabs on top.

const PHONE = { width: 360, height: 640 };

/** The bottom tab bar (the top bar's tabs are hidden on a phone, so one "Main" is visible). */
const tabBar = (page: Page) => page.locator("nav[data-phone-tab-bar]");
const topTabs = (page: Page) => page.locator("header").getByRole("navigation", { name: "Main" });

/** What each destination shows once it is open. */
const BAR: [label: string, path: RegExp, shown: (page: Page, name: string) => Locator][] = [
  ["Dashboard", /\/$/, (page, name) => page.getByRole("heading", { name })],
  ["Inventory", /\/inventory$/, (page) => page.getByRole("heading", { name: "Inventory" })],
  ["Dungeons", /\/dungeons$/, (page) => page.getByRole("heading", { name: "Active Dungeons" })],
  ["Quests", /\/quests$/, (page) => page.getByRole("heading", { name: "Hunter Quests" })],
];
const MORE: typeof BAR = [
  ["Shop", /\/shop$/, (page) => page.getByRole("heading", { name: "Hunter's Market" })],
  ["Social", /\/leaderboard$/, (page) => page.getByRole("heading", { name: "Social", level: 1 })],
  ["Guild", /\/guild$/, (page) => page.getByRole("heading", { name: "Guild", level: 1 })],
  ["Profile", /\/profile$/, (page, name) => page.getByRole("heading", { name })],
  ["Settings", /\/settings$/, (page) => page.getByRole("heading", { name: "Settings", level: 1 })],
  [
    "Exercise Guide",
    /\/exercises$/,
    (page) => page.getByRole("heading", { name: "Exercise Guide", level: 1 }),
  ],
  ["Credits", /\/credits$/, (page) => page.getByRole("heading", { name: "Credits", level: 1 })],
];

async function expectNoSideways(page: Page) {
  expect(
    await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY),
  ).toBeLessThanOrEqual(PHONE.width);
}

/** Every one of `targets` (the visible ones) is at least 44 px high, and inside the screen's width. */
async function expectThumbSized(targets: Locator, what: string) {
  const boxes = [];
  for (const target of await targets.all()) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    const name = (await target.getAttribute("aria-label")) ?? (await target.textContent());
    boxes.push({ name: `${what}: ${name?.trim()}`, box });
  }
  expect(boxes.length, what).toBeGreaterThan(0);
  for (const { name, box } of boxes) {
    expect(box, name).not.toBeNull();
    expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0, name).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width, name).toBe(
      true,
    );
  }
}

/** The text fields and drop-downs a screen shows. */
const fields = (page: Page) =>
  page.locator(
    "main input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=range]), main select",
  );

test.describe("on a 360 x 640 phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("every main destination is a tap away on the bottom bar or in More, with no sideways scroll", async ({
    page,
  }, testInfo) => {
    const hunter = await seedReadyHunter(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: hunter.hunterName })).toBeVisible();
    // The top bar keeps the brand, the bell and the account menu; its tabs give way to the bar.
    await expect(topTabs(page)).toBeHidden();
    await expect(page.getByRole("button", { name: /^Notifications/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    const bar = tabBar(page);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("listitem")).toHaveCount(5);
    await expectThumbSized(bar.locator("a, button"), "tab bar");
    await page.screenshot({ path: testInfo.outputPath("home-360.png") });

    for (const [label, path, shown] of BAR) {
      await bar.getByRole("link", { name: label }).tap();
      await expect(page).toHaveURL(path);
      await expect(shown(page, hunter.hunterName)).toBeVisible();
      await expect(bar.locator("a[aria-current=page]")).toHaveText(label);
      await expectNoSideways(page);
    }
    await page.screenshot({ path: testInfo.outputPath("quests-360.png") });

    for (const [label, path, shown] of MORE) {
      await bar.getByRole("button", { name: "More" }).tap();
      const sheet = page.getByRole("dialog", { name: "More" });
      await expect(sheet).toBeVisible();
      if (label === "Shop") {
        // Every destination the bar has no room for, each a thumb's size, none off the screen.
        await expect(sheet.getByRole("link")).toHaveText(MORE.map(([name]) => name));
        await expectThumbSized(sheet.getByRole("link"), "More sheet");
        await page.screenshot({ path: testInfo.outputPath("more-sheet-360.png") });
        const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
        expect(axe.violations.map((v) => v.id)).toEqual([]);
      }
      await sheet.getByRole("link", { name: label }).tap();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(path);
      await expect(shown(page, hunter.hunterName)).toBeVisible();
      await expectNoSideways(page);
      // No tab of the bar claims the screen; in the sheet, its own link is marked.
      await expect(bar.locator("a[aria-current=page]")).toHaveCount(0);
    }
    await bar.getByRole("button", { name: "More" }).tap();
    await expect(
      page.getByRole("dialog", { name: "More" }).locator("a[aria-current=page]"),
    ).toHaveText("Credits");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "More" })).toBeHidden();
  });

  test("tabs, fields, the leaderboard's search and filters are a thumb's size", async ({
    page,
  }, testInfo) => {
    const hunter = await seedReadyHunter(page);

    await page.goto("/inventory");
    await expect(page.getByRole("heading", { name: "Inventory" })).toBeVisible();
    await expectThumbSized(page.getByRole("tab"), "inventory tabs");
    await page.screenshot({ path: testInfo.outputPath("inventory-360.png") });

    await page.goto("/shop");
    await expect(page.getByRole("heading", { name: "Hunter's Market" })).toBeVisible();
    await expectThumbSized(page.getByRole("tab"), "market tabs");

    // The profile's four tabs, Settings included, fit the phone's width.
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: hunter.hunterName })).toBeVisible();
    await expectThumbSized(
      page.getByRole("tablist", { name: "Profile" }).getByRole("tab"),
      "profile tabs",
    );
    await expectThumbSized(fields(page), "profile fields");
    await page.screenshot({ path: testInfo.outputPath("profile-360.png") });
    await page.getByRole("tab", { name: "Settings" }).tap();
    await expect(page.getByRole("tab", { name: "Settings" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    await page.goto("/leaderboard");
    await expect(page.getByRole("heading", { name: "Social", level: 1 })).toBeVisible();
    await expectThumbSized(
      page.getByRole("textbox", { name: "Search hunters" }),
      "leaderboard search",
    );
    await expectThumbSized(page.getByRole("combobox", { name: /^(Rank|Period)$/ }), "filters");
    await expectThumbSized(page.getByRole("button", { name: "Clear Filters" }), "clear");

    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expectThumbSized(fields(page), "settings fields");
  });

  test("the end of a long page scrolls clear of the bar; every rank's colour reads", async ({
    page,
  }, testInfo) => {
    await seedReadyHunter(page);
    await page.goto("/dungeons");
    await expect(page.getByRole("heading", { name: "Active Dungeons" })).toBeVisible();
    // Gates of several ranks (the list starts at the hunter's own), each badge in its rank's
    // colour, every one with AA contrast.
    await page.getByLabel("Gate rank").selectOption("all");
    await expect(page.locator("[data-rank]").first()).toBeVisible();
    const ranks = await page
      .locator("[data-rank]")
      .evaluateAll((badges) => badges.map((badge) => badge.getAttribute("data-rank")));
    expect(new Set(ranks).size).toBeGreaterThan(1);
    await page.screenshot({ path: testInfo.outputPath("dungeons-360.png") });
    const contrast = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
    expect(contrast.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement?.scrollHeight ?? 0));
    const barTop = (await tabBar(page).boundingBox())?.y ?? 0;
    expect(barTop).toBeGreaterThan(PHONE.height - 80);
    // Where the page's content ends: above the bar, its bottom padding making the room.
    const contentEnd = await page.evaluate(() => {
      const main = document.querySelector("main");
      if (!main) return Number.POSITIVE_INFINITY;
      return (
        main.getBoundingClientRect().bottom -
        Number.parseFloat(getComputedStyle(main).paddingBottom)
      );
    });
    expect(contentEnd).toBeLessThanOrEqual(barTop);
  });

  test("Settings is in the account menu", async ({ page }) => {
    await seedReadyHunter(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Account menu" }).tap();
    await page.getByRole("menuitem", { name: "Settings" }).tap();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  });

  test("a battle has the whole screen: no tab bar over its controls", async ({ page }) => {
    await seedReadyHunter(page);
    await page.goto("/");
    await expect(tabBar(page)).toBeVisible();
    await new BattleScreen(page).enterCombatDungeon();
    await expect(tabBar(page)).toHaveCount(0);
    const runAway = await page.getByRole("button", { name: "Run Away" }).boundingBox();
    expect((runAway?.y ?? PHONE.height) + (runAway?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    // The way home stays in the top bar.
    await page.getByRole("link", { name: "RepGate" }).tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(tabBar(page)).toBeVisible();
  });
});

test.describe("on a 1280 x 800 desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the navigation bar keeps its tabs on top and shows no bottom bar", async ({
    page,
  }, testInfo) => {
    const hunter = await seedReadyHunter(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: hunter.hunterName })).toBeVisible();
    const tabs = topTabs(page);
    await expect(tabs.getByRole("link")).toHaveText([
      "Dashboard",
      "Inventory",
      "Dungeons",
      "Quests",
      "Shop",
      "Social",
      "Guild",
    ]);
    for (const link of await tabs.getByRole("link").all()) await expect(link).toBeInViewport();
    await expect(tabBar(page)).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath("home-1280.png") });

    await tabs.getByRole("link", { name: "Inventory" }).click();
    await expect(page.getByRole("heading", { name: "Inventory" })).toBeVisible();
    await expect(tabs.locator("a[aria-current=page]")).toHaveText("Inventory");
    await page.screenshot({ path: testInfo.outputPath("inventory-1280.png") });

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  });
});
