import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, seedReadyHunter, setHunterNumbers, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

/** Kept by CI as artifacts, so a reviewer sees the screens without running anything. */
const SHOTS = "test-results/screens";

/** The fighter's link, from the box the share control shows. */
async function shareLink(page: Page): Promise<string> {
  await page.getByRole("button", { name: /^(Share watch link|New watch link)$/ }).click();
  const box = page.getByRole("textbox", { name: "Watch link" });
  await expect(box).toHaveValue(/\/watch\/[A-Za-z0-9_-]{43}$/);
  return box.inputValue();
}

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

test.describe("watching a fight from a link", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a stranger with no cookie sees the hits, a revoked link, and the summary; the fighter sees '1 watching'", async ({
    page,
    browser,
  }) => {
    const hunter = await seedReadyHunter(page);
    const battle = new BattleScreen(page);
    await battle.enterCombatDungeon();
    const link = await shareLink(page);
    await expect(page.getByTestId("watcher-count")).toHaveText("0 watching");

    // The watcher: a browser context of its own, no cookie, on the other instance of the app.
    const watcherContext = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const watcher = await watcherContext.newPage();
    const second = process.env.E2E_SECOND_BASE_URL ?? "";
    const path = new URL(link).pathname;
    await watcher.goto(`${second}${path}`);
    await expect(watcher.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(watcher.getByText("No hits yet.")).toBeVisible();
    await expect(watcher.getByText("Live", { exact: true })).toBeVisible();
    await expect(page.getByTestId("watcher-count")).toHaveText("1 watching");
    await page.getByTestId("watcher-count").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/watch-fight-fighter-1280.png` });
    await expectNoAxeViolations(page);

    // A hit on the fighter's screen reaches the watcher, with the hunter's name and figure.
    await battle.lightAttack();
    const hits = watcher.getByTestId("watched-hits");
    await expect(hits).toContainText(`${hunter.hunterName} hit for`);
    await watcher.screenshot({ path: `${SHOTS}/watch-fight-360.png` });
    await expectNoAxeViolations(watcher);
    await watcher.setViewportSize({ width: 1280, height: 800 });
    await watcher.screenshot({ path: `${SHOTS}/watch-fight-1280.png` });
    await expectNoAxeViolations(watcher);
    await watcher.setViewportSize({ width: 360, height: 640 });

    // Revoked: the watcher is told, the fighter's count is gone.
    await page.getByRole("button", { name: "Revoke link" }).click();
    await expect(watcher.getByRole("heading", { name: "This link was revoked" })).toBeVisible();
    await expect(page.getByTestId("watcher-count")).toHaveCount(0);
    await expectNoAxeViolations(watcher);

    // A new link; the fight ends with the next blow, and the watcher sees its summary.
    const again = await shareLink(page);
    await watcher.goto(`${second}${new URL(again).pathname}`);
    await expect(watcher.getByTestId("watched-hits")).toContainText(hunter.hunterName);
    await expect(page.getByTestId("watcher-count")).toHaveText("1 watching");
    await setHunterNumbers(hunter.id, { strength: 5000 });
    await battle.lightAttack();
    await expect(watcher.getByRole("heading", { name: "This fight has ended" })).toBeVisible();
    await expect(watcher.getByText("Victory! The monster was defeated.")).toBeVisible();
    await expect(watcher.getByText("Ended", { exact: true })).toBeVisible();
    await watcher.screenshot({ path: `${SHOTS}/watch-fight-ended-360.png`, fullPage: true });
    await expectNoAxeViolations(watcher);

    // The watcher never had a cookie.
    expect(await watcherContext.cookies()).toEqual([]);
    await watcherContext.close();
  });
});
