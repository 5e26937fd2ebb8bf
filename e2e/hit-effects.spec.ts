import { expect, seedReadyHunter, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

/** Kept by CI as artifacts, so a reviewer sees the screens without running anything. */
const SHOTS = "test-results/screens";

for (const size of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`a hit seen at ${size.width} x ${size.height}`, () => {
    test.use({ viewport: size });

    test("the server's damage rises from the monster as its HP drains", async ({ page }) => {
      await seedReadyHunter(page);
      const battle = new BattleScreen(page);
      await battle.enterCombatDungeon();
      const before = await battle.monsterHpValue();
      await page.getByRole("button", { name: "Attack", exact: true }).click();
      await page.getByRole("button", { name: /light/i }).click();
      for (let rep = 0; rep < 3; rep += 1) {
        // The server refuses attacks faster than 250 ms per rep.
        await page.waitForTimeout(350);
        await page.getByRole("button", { name: "+1 Rep" }).click();
      }
      const number = page.getByTestId("monster-figure").getByTestId("damage-number");
      await expect(number).toBeVisible();
      // Read at once: the number fades out and leaves after about a second.
      const shown = await number.textContent({ timeout: 1000 });
      await page.screenshot({ path: `${SHOTS}/hit-${size.width}.png` });
      const after = await battle.monsterHpValue();
      // The number is the server's damage: the HP it took away.
      expect(Number(shown?.replace(/\D/g, ""))).toBe(before - after);
    });
  });
}
