import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "@playwright/test";
import { damageNumbersShown, recordDamageNumbers } from "./damage-numbers.ts";
import {
  expect,
  rowsOnTestServer,
  type SeededHunter,
  seedReadyHunter,
  setHunterNumbers,
  test,
} from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";
import { phoneScreen, unscrolledBox } from "./phone-screen.ts";

/** Kept by CI as artifacts, so a reviewer sees the screens without running anything. */
const SHOTS = "test-results/screens";
const PHONE = { width: 360, height: 640 };

interface Player {
  page: Page;
  hunter: SeededHunter;
  screen: BattleScreen;
}

async function phoneHunter(browser: Browser): Promise<Player> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.clock.install();
  const hunter = await seedReadyHunter(page);
  return { page, hunter, screen: new BattleScreen(page) };
}

/** A same-origin call from the hunter's own page (their session cookie), as the app makes it. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const { status, json } = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: "include",
        headers: body === undefined ? undefined : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
  if (status >= 400) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
  return json as T;
}

/** Inside the part of the phone's screen nothing covers, without scrolling. */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const frame = await phoneScreen(page);
  const box = await unscrolledBox(locator);
  return box.y >= frame.top - 1 && box.y + box.height <= frame.bottom + 1 && box.x >= 0;
}

/**
 * The party's rest between two monsters, staged: the server keeps the 30 s from the moment the
 * shared monster fell, so the fall is moved 30 s back, and each phone's clock runs 31 s on.
 */
async function restTogether(players: Player[]) {
  await rowsOnTestServer(
    `UPDATE party_encounters SET slain_at = slain_at - interval '30 seconds'
     WHERE party_id = (SELECT party_id FROM users WHERE id = $1) AND slain_at IS NOT NULL`,
    [players[0]?.hunter.id],
  );
  for (const { page } of players) await page.clock.fastForward("00:31");
}

test("two hunters on phones fight as a party: the roster, a teammate's blow, the shared summary", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const leader = await phoneHunter(browser);
  const member = await phoneHunter(browser);
  const players = [leader, member];

  // The party forms and enters a rank-E combat gate (the party panel's own flow is party.spec).
  await leader.page.goto("/");
  await member.page.goto("/");
  await api(leader.page, "POST", "/api/party", { name: "Shadow Army" });
  const { invitationId } = await api<{ invitationId: string }>(
    leader.page,
    "POST",
    "/api/party/invite",
    { inviteeId: member.hunter.id },
  );
  await api(member.page, "POST", `/api/party/invitations/${invitationId}/respond`, {
    status: "accepted",
  });
  const dungeons = await api<{ id: string; type: string; rank: string }[]>(
    leader.page,
    "GET",
    "/api/dungeons",
  );
  const gate = dungeons.find((d) => d.type === "combat" && d.rank === "E");
  const { confirmationId } = await api<{ confirmationId: string }>(
    leader.page,
    "POST",
    "/api/party/dungeon-confirmation",
    { dungeonId: gate?.id },
  );
  await api(member.page, "POST", `/api/party/dungeon-confirmation/${confirmationId}/respond`, {
    confirmed: true,
  });
  for (const { page } of players) {
    // The party's start takes each screen to the fight (partyRunStarted); go there in any case.
    if (!page.url().endsWith("/battle")) await page.goto("/battle");
    await expect(page.getByText("Party Monster HP")).toBeVisible();
  }

  // Each sees the other in the roster, with the HP their battle shows.
  const rosterOf = (page: Page) => page.getByRole("list", { name: "Party" });
  await expect(rosterOf(member.page).getByText(leader.hunter.hunterName)).toBeVisible();
  await expect(rosterOf(leader.page).getByText(member.hunter.hunterName)).toBeVisible();
  await expect(rosterOf(member.page)).toContainText("100/100");

  // The leader strikes; the member's screen shows the blow under the leader's name. The number
  // rises for 1.1 s, then is gone: it is recorded as it appears.
  await recordDamageNumbers(member.page);
  await leader.screen.lightAttack();
  const blows = async () =>
    (await damageNumbersShown(member.page))
      .map((n) => n.text)
      .filter((text) => text.startsWith(`${leader.hunter.hunterName}: `));
  await expect.poll(async () => (await blows()).length).toBeGreaterThan(0);
  expect((await blows())[0]).toMatch(new RegExp(`^${leader.hunter.hunterName}: [1-9]\\d*$`));
  await member.page.screenshot({ path: `${SHOTS}/party-teammate-hit-360.png` });
  // The blow's line under the leader's name (a critical one says so first).
  await expect(
    member.page.getByText(new RegExp(`${leader.hunter.hunterName}: (Critical hit! )?Jab hits`)),
  ).toBeVisible();
  // Glanceable on the phone: the monster's HP, the roster and the menu with no scroll.
  for (const { page } of players) {
    await expect(page.getByRole("button", { name: "Attack", exact: true })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await onScreen(page, page.getByRole("progressbar").first())).toBe(true);
    expect(await onScreen(page, rosterOf(page))).toBe(true);
    expect(await onScreen(page, page.getByRole("button", { name: "Attack", exact: true }))).toBe(
      true,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  }
  await leader.page.screenshot({ path: `${SHOTS}/party-roster-360.png` });
  await leader.page.setViewportSize({ width: 1280, height: 800 });
  await expect(rosterOf(leader.page)).toBeVisible();
  await leader.page.screenshot({ path: `${SHOTS}/party-roster-1280.png` });
  await leader.page.setViewportSize(PHONE);
  const axe = await new AxeBuilder({ page: member.page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // Strong enough now that every blow fells the party's monster: on to the end of the gate.
  await setHunterNumbers(leader.hunter.id, { strength: 5000 });
  const cleared = (page: Page) => page.getByRole("heading", { name: "Dungeon Cleared!" });
  const nextEnemy = (page: Page) => page.getByRole("heading", { name: "Next Enemy Approaching" });
  for (let monster = 0; monster < 10 && !(await cleared(leader.page).isVisible()); monster += 1) {
    await leader.screen.lightAttack();
    for (const { page, screen } of players) {
      await expect(nextEnemy(page).or(cleared(page)).or(screen.systemWindow())).toBeVisible();
      // Windows may come one after another (an achievement, then the level up): each is
      // dismissed as it comes, until what follows the monster shows.
      await expect(async () => {
        await screen.dismissSystemWindows();
        await expect(nextEnemy(page).or(cleared(page))).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
    }
    if (await nextEnemy(leader.page).isVisible()) {
      await restTogether(players);
      // A level up's window may come after the next monster's screen: closed as it comes.
      for (const { screen } of players) await screen.attackReady();
    }
  }

  // The shared summary: both hunters, on both phones.
  for (const { page, screen } of players) {
    // The cleared dungeon's own System window may come after its screen: closed as it comes.
    await screen.untilShown(cleared(page));
    const party = page.getByRole("table", { name: "Party" });
    await expect(party.getByText(leader.hunter.hunterName)).toBeVisible();
    await expect(party.getByText(member.hunter.hunterName)).toBeVisible();
  }
  await member.page.screenshot({ path: `${SHOTS}/party-cleared-summary-360.png`, fullPage: true });
});
