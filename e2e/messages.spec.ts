import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, rowsOnTestServer, seedReadyHunter, test } from "./fixtures.ts";

// Issue 43: direct messages are conversations. A on a phone and B on a desktop write to each
// other; both see both messages in one thread, live, and B's unread badge clears on reading.

async function hunterIn(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const hunter = await seedReadyHunter(page);
  return { page, hunter };
}

function thread(page: Page) {
  return page.getByRole("log", { name: /^Conversation with / });
}

/** The thread's messages as a screen reader reads them, oldest first. */
function linesOf(page: Page) {
  return thread(page).getByRole("listitem");
}

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual(
    [],
  );
}

test("two hunters write to each other in one thread, live, and reading clears the badge", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const a = await hunterIn(browser, { width: 360, height: 640 });
  const b = await hunterIn(browser, { width: 1280, height: 800 });
  const sent = await a.page.request.post("/api/friends/request", {
    data: { friendId: b.hunter.id },
  });
  expect(sent.ok()).toBe(true);
  const { friendshipId } = (await sent.json()) as { friendshipId: string };
  expect((await b.page.request.post(`/api/friends/accept/${friendshipId}`)).ok()).toBe(true);

  // B waits in the Messages section of Social: nothing to read yet, no badge.
  await b.page.goto("/messages");
  await expect(b.page.getByText(/No conversations yet/)).toBeVisible();
  const socialB = b.page.getByRole("navigation", { name: "Main" }).getByRole("link", {
    name: /^Social/,
  });
  await expect(socialB).toHaveAccessibleName("Social");

  // A opens the conversation from the friends list on the phone and writes.
  await a.page.goto("/profile");
  await a.page.getByRole("link", { name: `Message ${b.hunter.hunterName}` }).click();
  await expect(a.page).toHaveURL(new RegExp(`/messages/${b.hunter.id}$`));
  await a.page.getByRole("textbox", { name: "Message" }).fill("Raid at nine?");
  await a.page.keyboard.press("Enter");
  await expect(linesOf(a.page)).toHaveText([/You: Raid at nine\?/]);

  // B's list and badge follow over the socket: one conversation, one unread.
  const row = b.page
    .getByRole("list", { name: "Conversations" })
    .getByRole("link", { name: new RegExp(a.hunter.hunterName) });
  await expect(row).toContainText("Raid at nine?");
  await expect(row).toContainText("1 unread");
  await expect(socialB).toHaveAccessibleName(/^Social\s*,\s*1 unread conversation$/);

  // Opening it reads it: the badge clears, on B's screen at once.
  await row.click();
  await expect(b.page).toHaveURL(new RegExp(`/messages/${a.hunter.id}$`));
  await expect(linesOf(b.page)).toHaveText([new RegExp(`${a.hunter.hunterName}: Raid at nine\\?`)]);
  await expect(socialB).toHaveAccessibleName("Social");
  await expect(row).not.toContainText("unread");

  // B answers; A, still in the thread, sees it arrive below their own.
  await b.page.getByRole("textbox", { name: "Message" }).fill("On my way");
  await b.page.keyboard.press("Enter");
  await expect(linesOf(b.page)).toHaveText([
    new RegExp(`${a.hunter.hunterName}: Raid at nine\\?`),
    /You: On my way/,
  ]);
  await expect(linesOf(a.page)).toHaveText([
    /You: Raid at nine\?/,
    new RegExp(`${b.hunter.hunterName}: On my way`),
  ]);
  // A had it on screen: read there, so A's navigation shows nothing unread.
  await expect(a.page.getByRole("button", { name: /^More/ })).toHaveAccessibleName("More");

  // The newest message is in view on the phone, under the field's row.
  await expect(linesOf(a.page).last()).toBeInViewport();
  await a.page.screenshot({ path: "test-results/messages-phone.png" });
  // On the phone the list is one tap back, the thread's last line and no unread count on it.
  await a.page.getByRole("link", { name: "All conversations" }).click();
  await expect(a.page).toHaveURL(/\/messages$/);
  await expect(a.page.getByRole("list", { name: "Conversations" }).getByRole("link")).toHaveText([
    new RegExp(`${b.hunter.hunterName}.*On my way$`),
  ]);
  await a.page.screenshot({ path: "test-results/messages-phone-list.png" });
  await b.page.screenshot({ path: "test-results/messages-desktop.png" });
  await expectNoAxeViolations(a.page);
  await expectNoAxeViolations(b.page);
});

test("a long thread opens at its newest, pages older messages in above, and does not pull a reader who scrolled up", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const a = await hunterIn(browser, { width: 1280, height: 800 });
  const b = await hunterIn(browser, { width: 1280, height: 800 });
  const sent = await a.page.request.post("/api/friends/request", {
    data: { friendId: b.hunter.id },
  });
  const { friendshipId } = (await sent.json()) as { friendshipId: string };
  expect((await b.page.request.post(`/api/friends/accept/${friendshipId}`)).ok()).toBe(true);
  // 40 earlier messages from A, a minute apart (more than the sending limit lets pass at once).
  await rowsOnTestServer(
    `INSERT INTO direct_messages (sender_id, recipient_id, body, created_at, read_at)
     SELECT $1, $2, 'Old note ' || n, now() - (41 - n) * interval '1 minute', now()
     FROM generate_series(1, 40) AS n`,
    [a.hunter.id, b.hunter.id],
  );

  await b.page.goto(`/messages/${a.hunter.id}`);
  // The newest page (30) first, its last line in view.
  await expect(linesOf(b.page)).toHaveCount(30);
  await expect(linesOf(b.page).last()).toContainText("Old note 40");
  await expect(linesOf(b.page).last()).toBeInViewport();
  await b.page.getByRole("button", { name: "Load older messages" }).click();
  await expect(linesOf(b.page)).toHaveCount(40);
  await expect(linesOf(b.page).first()).toContainText("Old note 1");
  await expect(b.page.getByRole("button", { name: "Load older messages" })).toHaveCount(0);

  // B scrolls to the top; A's new message does not pull B down, a button offers it.
  await thread(b.page).evaluate((box) => {
    box.scrollTop = 0;
  });
  expect(
    (
      await a.page.request.post("/api/friends/message", {
        data: { friendId: b.hunter.id, message: "Still there?" },
      })
    ).ok(),
  ).toBe(true);
  await expect(linesOf(b.page).last()).toContainText("Still there?");
  await expect(linesOf(b.page).last()).not.toBeInViewport();
  await b.page.getByRole("button", { name: "New messages" }).click();
  await expect(linesOf(b.page).last()).toBeInViewport();
});
