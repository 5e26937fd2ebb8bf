import type { Browser, Page } from "@playwright/test";
import { expect, seedReadyHunter, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

/**
 * The README's two pictures: the home and a battle on a phone. Every e2e run takes them (CI keeps
 * test-results/screens as artifacts); `npm run screens` runs this spec alone with
 * README_SCREENS=1 and writes them over the committed copies in docs/images/.
 */
const SHOTS = process.env.README_SCREENS === "1" ? "docs/images" : "test-results/screens";
const PHONE = { width: 360, height: 640 };

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
}

test("a newcomer sees the home and a battle on a phone", async ({ browser }) => {
  const page = await phonePage(browser);
  const hunter = await seedReadyHunter(page);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: hunter.hunterName })).toBeVisible();
  await expect(page.getByText("Daily Quest").first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/home-phone.png` });

  const battle = new BattleScreen(page);
  await battle.enterCombatDungeon();
  const before = await battle.monsterHpValue();
  await page.getByRole("button", { name: "Attack", exact: true }).click();
  await page.getByRole("button", { name: /light/i }).click();
  for (let rep = 0; rep < 3; rep += 1) {
    // The server refuses attacks faster than 250 ms per rep.
    await page.waitForTimeout(350);
    await page.getByRole("button", { name: "+1 Rep" }).tap();
  }
  await expect.poll(() => battle.monsterHpValue()).toBeLessThan(before);
  await expect(page.getByRole("button", { name: "Attack", exact: true })).toBeVisible();
  // The entry's toast would cover the top of the picture; it leaves by itself.
  await expect(page.getByText("Dungeon Entered!")).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/battle-phone.png` });
});
