import { expect, seedReadyHunter, setHunterNumbers, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

test("reps deal damage, a dungeon is cleared, and the rewards reach the dashboard", async ({
  page,
}) => {
  await page.clock.install();
  const hunter = await seedReadyHunter(page);
  const battle = new BattleScreen(page);
  await battle.enterCombatDungeon();

  const before = await battle.monsterHpValue();
  await battle.lightAttack();
  await expect.poll(() => battle.monsterHpValue()).toBeLessThan(before);

  // A hunter this strong fells each monster with one light attack; the rest of the run is
  // about the flow between monsters, not the arithmetic (unit-tested in packages/game).
  await setHunterNumbers(hunter.id, { strength: 5000 });
  const cleared = page.getByRole("heading", { name: "Dungeon Cleared!" });
  const nextEnemy = page.getByRole("heading", { name: "Next Enemy Approaching" });
  for (let monster = 0; monster < 10 && !(await cleared.isVisible()); monster += 1) {
    await battle.lightAttack();
    await battle.untilShown(nextEnemy.or(cleared));
    if (await nextEnemy.isVisible()) {
      await page.clock.fastForward("00:31");
      await battle.attackReady();
    }
  }
  await expect(cleared).toBeVisible();
  await battle.dismissSystemWindows();
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page.getByRole("heading", { name: hunter.hunterName })).toBeVisible();
  const dungeonsCleared = page.getByText("Dungeons Cleared").locator("..");
  await expect(dungeonsCleared).toContainText("1");
});

test("a hurt hunter drinks a potion in battle", async ({ page }) => {
  const hunter = await seedReadyHunter(page);
  await setHunterNumbers(hunter.id, { player_current_hp: 40 });
  const battle = new BattleScreen(page);
  await battle.enterCombatDungeon();
  expect(await battle.playerHpValue()).toBe(40);

  await page.getByRole("button", { name: "Items", exact: true }).click();
  await page.getByRole("button", { name: /Minor Healing Potion/ }).click();
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(
    dialog.getByText("Are you sure you want to use Minor Healing Potion?"),
  ).toBeVisible();
  await expect(dialog.getByText("This will restore 50 HP.")).toBeVisible();
  await dialog.getByRole("button", { name: "Use Item" }).click();
  await expect.poll(() => battle.playerHpValue()).toBe(90);
});

test("a nimble hunter runs away and is sent home", async ({ page }) => {
  const hunter = await seedReadyHunter(page);
  // Agility this high makes an escape 90% likely; a failed one only costs a little HP.
  await setHunterNumbers(hunter.id, { agility: 200 });
  const battle = new BattleScreen(page);
  await battle.enterCombatDungeon();

  const runAway = page.getByRole("button", { name: "Run Away" });
  const home = page.getByText("Dungeons Cleared");
  for (let attempt = 0; attempt < 8 && (await runAway.isVisible()); attempt += 1) {
    // After an escape the fight stays on screen until it goes home (3 s): a click then may
    // find the button on its way out, which is not a failed escape, so it is given 3 s.
    await runAway.click({ timeout: 3_000 }).catch(() => {});
    await expect(runAway.or(home)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(home).toBeVisible();
  const active = await page.request.get("/api/battles/active");
  expect(await active.json()).toBeNull();
});

test("a double tap on a dungeon's Enter enters once and lands on the battle", async ({ page }) => {
  await seedReadyHunter(page);
  await page.goto("/dungeons");
  const card = page
    .locator("article")
    .filter({ hasText: "Combat" })
    .filter({ hasText: "E-Rank" })
    .first();
  const entries: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && /\/api\/dungeons\/[^/]+\/enter$/.test(r.url()))
      entries.push(r.url());
  });
  await card.getByRole("button", { name: /^Enter/ }).dblclick();
  await expect(page).toHaveURL(/\/battle$/);
  await expect(page.getByRole("button", { name: "Attack" })).toBeVisible();
  await expect(page.getByText("Failed to Enter Dungeon")).toHaveCount(0);
  expect(entries).toHaveLength(1);
});

test("no code is downloaded in the middle of a battle", async ({ page }) => {
  await seedReadyHunter(page);
  const battle = new BattleScreen(page);
  await battle.enterCombatDungeon();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const before = await battle.monsterHpValue();
  await battle.lightAttack();
  await expect.poll(() => battle.monsterHpValue()).toBeLessThan(before);
  expect(scripts).toEqual([]);
});
