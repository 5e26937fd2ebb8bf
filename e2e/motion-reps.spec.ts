import { expect, seedReadyHunter, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";
import { PhoneMotion } from "./phone-motion.ts";

test("the phone's motion counts push-ups into the same attack the server resolves", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await seedReadyHunter(page);
  const battle = new BattleScreen(page);
  await battle.enterCombatDungeon();
  const phone = await PhoneMotion.attach(page);
  const before = await battle.monsterHpValue();

  await page.getByRole("button", { name: "Attack", exact: true }).click();
  await page.getByRole("button", { name: /heavy/i }).click();
  await page.getByRole("button", { name: "Count with motion" }).click();
  await phone.rest(1000);
  await expect(page.getByText("Hold the phone against your chest")).toBeVisible();

  const count = page.getByRole("status").filter({ hasText: /^\d+ \/ 6$/ });
  await phone.pushups(4);
  await expect(count).toHaveText("4 / 6");
  // Holding still counts nothing.
  await phone.rest(2000);
  await expect(count).toHaveText("4 / 6");

  await phone.pushups(2);
  await expect.poll(() => battle.monsterHpValue()).toBeLessThan(before);
});
