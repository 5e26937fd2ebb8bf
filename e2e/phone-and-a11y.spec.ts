import AxeBuilder from "@axe-core/playwright";
import { expect, seedHunter, seedReadyHunter, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

const PHONE = { width: 360, height: 740 };

async function expectNoSideways(page: import("@playwright/test").Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectNoSeriousViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test.describe("on a 360 px phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("the landing page fits and is accessible", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Awaken", exact: true })).toBeVisible();
    await expectNoSideways(page);
    await expectNoSeriousViolations(page);
  });

  test("the dashboard fits, its tabs are reachable, and it is accessible", async ({ page }) => {
    const hunter = await seedReadyHunter(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: hunter.hunterName })).toBeVisible();
    await expectNoSideways(page);
    await page.getByRole("link", { name: "Guild" }).first().scrollIntoViewIfNeeded();
    await expect(page.getByRole("link", { name: "Guild" }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe("on a 360 px phone in battle", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("the '+1 Rep' target is huge, the screen fits, and it is accessible", async ({ page }) => {
    await seedReadyHunter(page);
    await new BattleScreen(page).enterCombatDungeon();
    await expectNoSideways(page);
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Attack", exact: true }).click();
    await page.getByRole("button", { name: /light/i }).click();
    const box = await page.getByRole("button", { name: "+1 Rep" }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(PHONE.height * 0.3);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(PHONE.width * 0.8);
  });
});

test("the assessment wizard works from the keyboard alone", async ({ page }) => {
  await page.goto("/");
  await seedHunter(page, { accept: true });
  await page.goto("/assessment");
  const pushups = page.getByLabel("Push-ups");
  await pushups.focus();
  await page.keyboard.type("100");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Sit-ups")).toBeFocused();
});
