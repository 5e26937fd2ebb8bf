import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import pg from "pg";
import { expect, seedReadyHunter, setHunterNumbers, test, toast } from "./fixtures.ts";
import { e2eDatabaseUrl } from "./test-database-url.ts";

async function hunterIn(browser: Browser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const hunter = await seedReadyHunter(page);
  return { page, hunter };
}

async function setInDungeon(userId: string, inDungeon: boolean) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query("UPDATE users SET in_dungeon = $2 WHERE id = $1", [userId, inDungeon]);
  } finally {
    await client.end();
  }
}

function friendList(page: Page) {
  return page.getByRole("list", { name: "Friend list" });
}

test("two hunters befriend, message, see presence, open each other's profile; one reawakens", async ({
  browser,
}) => {
  const a = await hunterIn(browser);
  const b = await hunterIn(browser);

  // A picks an avatar: the server's re-encoded WebP is shown, from our own route.
  await a.page.goto("/profile");
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQm/AfK2IYWhIAr+9rQV8JYcwAAAAASUVORK5CYII=",
    "base64",
  );
  await a.page
    .locator('input[type="file"]')
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(toast(a.page, "Profile Updated")).toBeVisible();
  await expect(
    a.page.locator(`img[src^="/api/users/${a.hunter.id}/avatar?v="]`).first(),
  ).toBeVisible();

  // A finds B by name and asks.
  await a.page.getByRole("button", { name: "Add Friend" }).click();
  await a.page.getByLabel("Hunter name", { exact: true }).fill(b.hunter.hunterName);
  await a.page.getByRole("button", { name: "Send Request" }).click();
  await expect(toast(a.page, "Friend Request Sent")).toBeVisible();

  // B accepts from the pending list.
  await b.page.goto("/profile");
  const pending = b.page
    .getByRole("region", { name: /Friends/ })
    .getByRole("listitem")
    .filter({
      hasText: a.hunter.hunterName,
    });
  await pending.getByRole("button", { name: "Accept" }).click();
  await expect(friendList(b.page).getByText(a.hunter.hunterName)).toBeVisible();
  // A's list follows over the socket (friendsChanged), without a reload.
  await expect(friendList(a.page).getByText(b.hunter.hunterName)).toBeVisible();
  await expect(friendList(a.page).getByText("Online")).toBeVisible();

  // A messages B from the list: the conversation opens. B's bell rings at once, and its Reply
  // opens the same conversation, where B answers.
  await friendList(a.page)
    .getByRole("link", { name: `Message ${b.hunter.hunterName}` })
    .click();
  await expect(a.page).toHaveURL(new RegExp(`/messages/${b.hunter.id}$`));
  await a.page.getByRole("textbox", { name: "Message" }).fill("Raid at nine?");
  await a.page.keyboard.press("Enter");
  await expect(a.page.getByRole("log").getByText("Raid at nine?")).toBeVisible();
  const bellB = b.page.getByRole("button", { name: /Notifications, \d+ unread/ });
  await expect(bellB).toBeVisible({ timeout: 8_000 });
  await bellB.click();
  await expect(b.page.getByText("Raid at nine?")).toBeVisible();
  await b.page.getByRole("link", { name: "Reply" }).first().click();
  await expect(b.page).toHaveURL(new RegExp(`/messages/${a.hunter.id}$`));
  const reply = b.page.getByRole("textbox", { name: "Message" });
  await reply.fill("On my way");
  await expect(b.page.getByText("9/500")).toBeVisible();
  await reply.press("Enter");
  await expect(a.page.getByRole("log").getByText("On my way")).toBeVisible({ timeout: 8_000 });
  await a.page.goto("/profile");

  // Presence: B enters a dungeon; A sees it on the next read of the list.
  await setInDungeon(b.hunter.id, true);
  await a.page.reload();
  await expect(friendList(a.page).getByText("In dungeon")).toBeVisible();
  await setInDungeon(b.hunter.id, false);

  // Each opens the other's profile: one button, Unfriend, since they are friends.
  await friendList(a.page).getByRole("link", { name: b.hunter.hunterName, exact: true }).click();
  await expect(a.page).toHaveURL(new RegExp(`/user/${b.hunter.id}$`));
  await expect(a.page.getByRole("heading", { name: b.hunter.hunterName })).toBeVisible();
  await expect(a.page.getByRole("button", { name: "Unfriend" })).toBeVisible();
  await b.page.goto(`/user/${a.hunter.id}`);
  await expect(b.page.getByRole("heading", { name: a.hunter.hunterName })).toBeVisible();
  await expect(b.page.getByRole("button", { name: "Unfriend" })).toBeVisible();
  await expect(b.page.getByText(a.hunter.email)).toHaveCount(0);

  // A reawakens: 50,000 gold, then the assessment.
  await setHunterNumbers(a.hunter.id, { gold: 60_000 });
  await a.page.goto("/profile");
  await a.page.getByRole("button", { name: "Reawaken" }).click();
  await a.page.getByRole("alertdialog").getByRole("button", { name: "Reawaken" }).click();
  await expect(a.page).toHaveURL(/\/assessment$/);
});

test("an unknown hunter's profile says so", async ({ browser }) => {
  const { page } = await hunterIn(browser);
  await page.goto("/user/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("The requested hunter profile could not be found.")).toBeVisible();
});

test("the profile and another hunter's profile pass axe at 360 px", async ({ browser }) => {
  const { page } = await hunterIn(browser, 360);
  const other = await hunterIn(browser, 360);
  for (const path of ["/profile", `/user/${other.hunter.id}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const found = results.violations.map(
      (v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
    expect(found).toEqual([]);
  }
  // Each tab of the profile, too (the activity charts come as their own chunk).
  await page.goto("/profile");
  for (const tab of ["Achievements", "Activity", "Settings"]) {
    await page.getByRole("tab", { name: tab }).click();
    if (tab === "Activity")
      await expect(page.getByText("Reps per day (last 30 days)")).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((v) => `${tab} ${v.id}`)).toEqual([]);
  }
});
