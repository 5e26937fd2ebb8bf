import { damageNumbersShown, recordDamageNumbers } from "./damage-numbers.ts";
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
      await recordDamageNumbers(page);
      await page.getByRole("button", { name: "Attack", exact: true }).click();
      await page.getByRole("button", { name: /light/i }).click();
      for (let rep = 0; rep < 3; rep += 1) {
        // The server refuses attacks faster than 250 ms per rep.
        await page.waitForTimeout(350);
        await page.getByRole("button", { name: "+1 Rep" }).click();
      }
      const onMonster = async () =>
        (await damageNumbersShown(page)).filter((n) => n.onMonster).map((n) => n.text);
      await expect.poll(async () => (await onMonster()).length).toBeGreaterThan(0);
      await page.screenshot({ path: `${SHOTS}/hit-${size.width}.png` });
      await expect.poll(() => battle.monsterHpValue()).toBeLessThan(before);
      const after = await battle.monsterHpValue();
      // The number is the server's damage: the HP it took away.
      const [damage] = await onMonster();
      expect(Number(damage?.replace(/\D/g, ""))).toBe(before - after);
    });
  });
}
