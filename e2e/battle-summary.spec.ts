import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, seedReadyHunter, setHunterNumbers, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

/** Kept by CI as artifacts, so a reviewer sees the screens without running anything. */
const SHOTS = "test-results/screens";

const systemWindow = (page: Page) =>
  page.getByRole("dialog").filter({ hasText: "[System] Notification" });

test.describe("a whole solo fight to its summary on a 360 x 640 phone", () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  test("the rewards land in a System window, then the summary stays until Return Home", async ({
    page,
  }) => {
    await page.clock.install();
    const hunter = await seedReadyHunter(page);
    const battle = new BattleScreen(page);
    await battle.enterCombatDungeon();
    // Strong enough to fell each monster with one light attack: this test is about the end.
    await setHunterNumbers(hunter.id, { strength: 5000 });
    const cleared = page.getByRole("heading", { name: "Dungeon Cleared!" });
    const nextEnemy = page.getByRole("heading", { name: "Next Enemy Approaching" });
    // The cleared dungeon's window: the chest opened, the server's XP and gold.
    const chest = page.getByRole("dialog", { name: "Dungeon Cleared!" });
    for (let monster = 0; monster < 10 && !(await chest.isVisible()); monster += 1) {
      await battle.lightAttack();
      await expect(nextEnemy.or(cleared).or(battle.systemWindow())).toBeVisible();
      if (await chest.isVisible()) break;
      await battle.untilShown(nextEnemy.or(cleared)); // a level-up on the way
      if (await nextEnemy.isVisible()) {
        await page.clock.fastForward("00:31");
        await battle.attackReady();
      }
    }
    await expect(chest).toBeVisible();
    await expect(chest.getByText(/You found .+!|The chest was empty\./)).toBeVisible();
    await expect(chest.getByText(/^\+[\d,]+$/).first()).toBeVisible();
    // The chest's reveal is CSS, on the real clock: let it play (1.4 s) before looking.
    await page.waitForTimeout(1600);
    const ok = chest.getByRole("button", { name: "OK" });
    await expect(ok).toBeFocused();
    const okBox = await ok.boundingBox();
    expect(okBox?.height).toBeGreaterThanOrEqual(44);
    const windowBox = await chest.boundingBox();
    expect(windowBox && windowBox.x >= 0 && windowBox.x + windowBox.width <= 360).toBe(true);
    expect(windowBox && windowBox.y >= 0 && windowBox.y + windowBox.height <= 640).toBe(true);
    await page.screenshot({ path: `${SHOTS}/battle-summary-chest-360.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/battle-summary-chest-1280.png` });
    await page.setViewportSize({ width: 360, height: 640 });
    const inWindow = await new AxeBuilder({ page }).analyze();
    expect(inWindow.violations.map((v) => v.id)).toEqual([]);

    // Escape closes it; any level-up or achievement follows, one at a time.
    await page.keyboard.press("Escape");
    await battle.dismissSystemWindows();
    await expect(systemWindow(page)).toHaveCount(0);
    await expect(cleared).toBeVisible();

    // The summary: no toast over the Dashboard, no redirect; it waits for the hunter.
    const summary = page.getByRole("region", { name: "Dungeon Cleared!" });
    await expect(summary.getByRole("table", { name: "Monsters Slain" })).toBeVisible();
    await expect(summary.getByRole("table", { name: "Party" })).toHaveCount(0);
    const slain = summary.getByRole("table", { name: "Monsters Slain" }).getByRole("row");
    expect(await slain.count()).toBeGreaterThan(2);
    await page.clock.fastForward("00:30");
    await expect(page).toHaveURL(/\/battle$/);
    await page.screenshot({ path: `${SHOTS}/battle-summary-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/battle-summary-1280.png` });
    await page.setViewportSize({ width: 360, height: 640 });
    const onSummary = await new AxeBuilder({ page }).analyze();
    expect(onSummary.violations.map((v) => v.id)).toEqual([]);

    const home = summary.getByRole("link", { name: "Return Home" });
    expect((await home.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await home.click();
    await expect(page.getByRole("heading", { name: hunter.hunterName })).toBeVisible();
    await expect(page.getByText("Dungeons Cleared").locator("..")).toContainText("1");
  });
});
