import { execFileSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, seedReadyHunter, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";
import { e2eDatabaseUrl } from "./test-database-url.ts";

/** Kept by CI as artifacts, so a reviewer sees the screens without running anything. */
const SHOTS = "test-results/screens";

async function hunterOn(browser: Browser, viewport: { width: number; height: number }) {
  const phone = viewport.width < 640;
  const context = await browser.newContext({ viewport, hasTouch: phone, isMobile: phone });
  const page = await context.newPage();
  await seedReadyHunter(page);
  return page;
}

/** The operator's command, as `npm run admin -- gate-break E now 1` runs it (the build's own). */
function scheduleGateBreakNow(): void {
  execFileSync("node", ["apps/server/dist/admin.js", "gate-break", "E", "now", "1"], {
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl() },
    stdio: "pipe",
  });
}

function gateBreakCard(page: Page) {
  return page.getByRole("region", { name: /^Gate Break:/ });
}

async function bossHp(page: Page): Promise<number> {
  const bar = gateBreakCard(page).getByRole("progressbar");
  return Number(await bar.getAttribute("aria-valuenow"));
}

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

test("two hunters see a Gate Break open and its one HP bar fall live as one of them fights", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const fighter = await hunterOn(browser, { width: 360, height: 640 });
  const watcher = await hunterOn(browser, { width: 1280, height: 800 });
  await fighter.goto("/");
  await watcher.goto("/");
  for (const page of [fighter, watcher]) {
    await expect(page.getByRole("button", { name: /notifications/i })).toBeVisible();
  }
  // The socket opens just after the first screen (its code loads with it).
  await fighter.waitForTimeout(1_500);

  // The operator opens one now: the queue's job opens it and both open apps hear it.
  scheduleGateBreakNow();
  for (const page of [fighter, watcher]) {
    const window = page.getByRole("dialog").filter({ hasText: "[System] Notification" });
    await expect(window.getByText("Gate Break!")).toBeVisible({ timeout: 30_000 });
    await window.getByRole("button", { name: "OK" }).click();
    await expect(gateBreakCard(page).getByRole("button", { name: "Join" })).toBeVisible();
  }
  const full = await bossHp(watcher);
  expect(full).toBeGreaterThan(0);
  await watcher.screenshot({ path: `${SHOTS}/world-boss-home-1280.png` });
  await fighter.screenshot({ path: `${SHOTS}/world-boss-home-360.png` });
  await expectNoAxeViolations(watcher);
  await expectNoAxeViolations(fighter);

  // One tap opens the fight; the watcher's bar falls without a reload, as the socket tells it.
  await gateBreakCard(fighter).getByRole("button", { name: "Join" }).click();
  await expect(fighter).toHaveURL(/\/battle$/);
  await new BattleScreen(fighter).lightAttack();
  await expect.poll(() => bossHp(watcher), { timeout: 10_000 }).toBeLessThan(full);
  const fallen = await bossHp(watcher);
  await expect(gateBreakCard(watcher).getByTestId("world-boss-hp")).toContainText(
    fallen.toLocaleString("en-US"),
  );
  // The fighter is on the watcher's list of contributors (the list reads again on a reload).
  await watcher.reload();
  await expect(gateBreakCard(watcher).getByRole("listitem")).toHaveCount(1);
});
