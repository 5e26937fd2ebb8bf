import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import {
  expect,
  rowsOnTestServer,
  type SeededHunter,
  seedReadyHunter,
  setHunterNumbers,
  test,
  toast,
} from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

/** A fresh signed-in hunter in a browser context of its own, at the given width. */
async function hunterIn(
  browser: Browser,
  width = 1280,
): Promise<{ page: Page; hunter: SeededHunter }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const hunter = await seedReadyHunter(page);
  return { page, hunter };
}

function partyPanel(page: Page) {
  return page.locator('section[aria-labelledby="party-panel-title"]');
}

async function createParty(page: Page, name: string) {
  await page.goto("/");
  const panel = partyPanel(page);
  await panel.getByLabel("Party Name").fill(name);
  await panel.getByRole("button", { name: "Create Party" }).click();
  await expect(panel.getByText(name)).toBeVisible();
}

/**
 * Opens the bell and presses `action` on the notification titled `title`. The socket may bring
 * the notification (and re-render the list) just as the bell opens, so this tries again.
 */
async function answerNotification(page: Page, title: string, action: string) {
  const bell = page.getByRole("button", { name: /notifications/i });
  const item = page.getByRole("listitem").filter({ hasText: title }).first();
  await expect(async () => {
    if (!(await item.isVisible())) await bell.click();
    await item.getByRole("button", { name: action, exact: true }).click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Closes the bell's popover if it is open (a notification's action may leave it open). */
async function closeNotifications(page: Page) {
  const popover = page.locator("[data-radix-popper-content-wrapper]");
  await expect(async () => {
    if (await popover.isVisible())
      await page.getByRole("button", { name: /notifications/i }).click();
    await expect(popover).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

test("two hunters form a party, confirm a dungeon and clear it together", async ({ browser }) => {
  test.setTimeout(120_000);
  const leader = await hunterIn(browser);
  const member = await hunterIn(browser);
  await leader.page.clock.install();
  await member.page.clock.install();

  await createParty(leader.page, "Shadow Army");
  const panel = partyPanel(leader.page);
  await panel.getByLabel("Invite Hunter").fill(member.hunter.hunterName);
  await panel.getByRole("button", { name: "Send Invitation" }).click();
  await expect(toast(leader.page, "Party Invitation Sent")).toBeVisible();

  await member.page.goto("/");
  await answerNotification(member.page, "Party Invitation", "Accept");
  await closeNotifications(member.page);
  await expect(partyPanel(member.page).getByText(leader.hunter.hunterName)).toBeVisible();
  // The leader's panel hears of the new member over the socket.
  await expect(panel.getByText(member.hunter.hunterName)).toBeVisible();

  // Strong enough that every hit fells the party's monster (HP x 2) at once.
  await setHunterNumbers(leader.hunter.id, { strength: 5000 });
  await setHunterNumbers(member.hunter.id, { strength: 5000 });

  const select = panel.getByLabel("Party Dungeon");
  const eRank = select.locator("option", { hasText: "(rank E)" }).first();
  await select.selectOption({ value: (await eRank.getAttribute("value")) ?? "" });
  await panel.getByRole("button", { name: "Enter Dungeon" }).click();
  await expect(toast(leader.page, "Party Confirmation Sent")).toBeVisible();
  // The leader (whose yes came first) looks elsewhere; the party's start brings them in.
  await leader.page.getByRole("link", { name: "Inventory" }).first().click();
  await expect(leader.page).toHaveURL(/\/inventory$/);

  // The member sees the leader's request at once, on any screen, as a dialog with the time
  // left to answer (the bell has it too).
  const asked = member.page.getByRole("dialog", { name: /^Enter .+\?$/ });
  await expect(asked).toBeVisible();
  await expect(asked).toContainText(`${leader.hunter.hunterName} wants the party to enter`);
  const clock = asked.getByText(/^0[12]:[0-5]\d$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? "");
  await asked.getByRole("button", { name: "Confirm" }).click();
  await expect(member.page).toHaveURL(/\/battle$/);
  await expect(leader.page).toHaveURL(/\/battle$/);
  await closeNotifications(member.page);
  // Back on the dashboard while the party fights, the leader is offered the way in, not a new entry.
  await leader.page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(panel.getByRole("link", { name: "Join Party Battle" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Enter Dungeon" })).toHaveCount(0);
  await panel.getByRole("link", { name: "Join Party Battle" }).click();
  await expect(leader.page).toHaveURL(/\/battle$/);
  for (const { page } of [leader, member]) {
    await expect(page.getByText("Party Monster HP")).toBeVisible();
  }

  // The hunters take turns; each hit is seen on both screens, and both claim each monster.
  const screens = [new BattleScreen(leader.page), new BattleScreen(member.page)];
  const cleared = (page: Page) => page.getByRole("heading", { name: "Dungeon Cleared!" });
  const nextEnemy = (page: Page) => page.getByRole("heading", { name: "Next Enemy Approaching" });
  for (let monster = 0; monster < 10 && !(await cleared(leader.page).isVisible()); monster += 1) {
    await screens[monster % 2]?.lightAttack();
    for (const [i, { page }] of [leader, member].entries()) {
      // A claim's System windows (level up, dungeon cleared) hide the screen until closed.
      const screen = screens[i] as BattleScreen;
      await screen.untilShown(nextEnemy(page).or(cleared(page)));
    }
    if (await nextEnemy(leader.page).isVisible()) {
      // The server keeps a party's 30 s from the moment its monster fell: move the fall back.
      await rowsOnTestServer(
        `UPDATE party_encounters SET slain_at = slain_at - interval '30 seconds'
         WHERE party_id = (SELECT party_id FROM users WHERE id = $1) AND slain_at IS NOT NULL`,
        [leader.hunter.id],
      );
      for (const [i, { page }] of [leader, member].entries()) {
        await page.clock.fastForward("00:31");
        await (screens[i] as BattleScreen).attackReady();
      }
    }
  }
  await expect(cleared(leader.page)).toBeVisible();
  await expect(cleared(member.page)).toBeVisible();
});

test("the party panel passes axe at 360 px", async ({ browser }) => {
  const { page } = await hunterIn(browser, 360);
  await page.goto("/");
  const panel = partyPanel(page);
  await expect(panel.getByRole("button", { name: "Create Party" })).toBeVisible();
  const empty = await new AxeBuilder({ page })
    .include('section[aria-labelledby="party-panel-title"]')
    .analyze();
  expect(empty.violations.map((v) => v.id)).toEqual([]);
  await createParty(page, "Solo Leveling");
  await expect(panel.getByRole("list", { name: "Party members" })).toBeVisible();
  const full = await new AxeBuilder({ page })
    .include('section[aria-labelledby="party-panel-title"]')
    .analyze();
  expect(full.violations.map((v) => v.id)).toEqual([]);
});
