import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, seedReadyHunter, test } from "./fixtures.ts";

/** A fresh signed-in hunter in a context of its own (axe needs a page from newContext). */
async function hunterPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await seedReadyHunter(page);
  return page;
}

/** The violations of the named axe rules, as "rule: selectors", so a failure says where. */
async function violationsOf(page: Page, rules: string[]): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(rules).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

test("the dungeon list keeps its heading order", async ({ browser }) => {
  const page = await hunterPage(browser);
  await page.goto("/dungeons");
  await expect(page.getByRole("article").first()).toBeVisible();
  expect(await violationsOf(page, ["heading-order"])).toEqual([]);
});

test("the market keeps its heading order on every tab", async ({ browser }) => {
  const page = await hunterPage(browser);
  await page.goto("/shop");
  await expect(page.getByRole("article").first()).toBeVisible();
  expect(await violationsOf(page, ["heading-order"])).toEqual([]);
  await page.getByRole("tab", { name: "Potions" }).click();
  await expect(page.getByRole("button", { name: /^Buy .*Potion/ }).first()).toBeVisible();
  expect(await violationsOf(page, ["heading-order"])).toEqual([]);
});

test("/quests has no two landmarks of one name when two quests share a section name", async ({
  browser,
}) => {
  const page = await hunterPage(browser);
  // The daily quest and a custom strength quest both have a 'Strength Training' section.
  const generated = await page.request.post("/api/quests/custom", {
    data: { statType: "strength", difficulty: "easy" },
  });
  expect(generated.ok()).toBe(true);
  await page.goto("/quests");
  await expect(page.getByText("Strength Training (Easy)")).toBeVisible();
  expect(await violationsOf(page, ["landmark-unique"])).toEqual([]);
  // Still named, as groups of tasks.
  await expect(page.getByRole("group", { name: "Strength Training" })).toHaveCount(2);
});
