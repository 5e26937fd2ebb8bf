import type { Locator, Page } from "@playwright/test";
import {
  expect,
  fillChatFloodWindow,
  seedGuildChat,
  seedReadyHunter,
  setHunterNumbers,
  test,
  toast,
  uniqueHunterName,
} from "./fixtures.ts";

/** Pixels between the list's visible end and its last message (0 when at the bottom). */
function distanceFromBottom(list: Locator): Promise<number> {
  return list.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
}

async function send(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
}

// A guild's chat: only these two hunters read it, so parallel specs cannot add to it.
test("the chat opens at the newest message, follows it at the bottom, marks it when scrolled up, and keeps refused text", async ({
  page,
  browser,
}) => {
  const alice = await seedReadyHunter(page);
  await setHunterNumbers(alice.id, { gold: 10_000 });
  const created = await page.request.post("/api/guilds", {
    data: { name: uniqueHunterName("Chat"), insignia: "🛡️" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const guildId = ((await created.json()) as { guild: { id: string } }).guild.id;
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const bob = await seedReadyHunter(other);
  expect((await other.request.post("/api/guilds/join", { data: { guildId } })).status()).toBe(200);
  await seedGuildChat(guildId, bob.id, 40);

  await page.goto("/guild");
  await other.goto("/guild");
  const list = page.getByRole("list", { name: "Guild messages" });
  const marker = page.getByRole("button", { name: "New messages" });

  // Opens at the newest message, in a list long enough to scroll.
  await expect(list.getByText("Old message 40", { exact: true })).toBeVisible();
  expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight * 2)).toBe(true);
  await expect.poll(() => distanceFromBottom(list)).toBeLessThanOrEqual(16);

  // At the bottom, it follows the hunter's own message; the box empties once it is stored.
  await send(page, "My own message");
  await expect(list.getByText("My own message", { exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
  await expect.poll(() => distanceFromBottom(list)).toBeLessThanOrEqual(16);

  // ... and another hunter's.
  await send(other, "Bob says hi");
  await expect(list.getByText("Bob says hi", { exact: true })).toBeVisible();
  await expect.poll(() => distanceFromBottom(list)).toBeLessThanOrEqual(16);
  await expect(marker).toHaveCount(0);

  // Scrolled up to read: a new message does not pull the reader down, the marker appears.
  await list.evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect.poll(() => distanceFromBottom(list)).toBeGreaterThan(100);
  await send(other, "While you were reading");
  await expect(marker).toBeVisible();
  expect(await list.evaluate((el) => el.scrollTop)).toBe(0);
  await marker.click();
  await expect.poll(() => distanceFromBottom(list)).toBeLessThanOrEqual(16);
  await expect(list.getByText("While you were reading", { exact: true })).toBeVisible();
  await expect(marker).toHaveCount(0);

  // Refused by the flood limit: the reason shows and the typed text stays in the box.
  await fillChatFloodWindow(alice.id);
  await send(page, "Refused but kept");
  await expect(toast(page, "You are sending messages too fast. Wait a few seconds.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Refused but kept");
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
  await expect(list.getByText("Refused but kept", { exact: true })).toHaveCount(0);
  await otherContext.close();
});

// A guild's chat again, so only these two read it.
test("a hunter who deletes their account takes their messages out of an open chat, live", async ({
  page,
  browser,
}) => {
  const alice = await seedReadyHunter(page);
  await setHunterNumbers(alice.id, { gold: 10_000 });
  const created = await page.request.post("/api/guilds", {
    data: { name: uniqueHunterName("Gone"), insignia: "🛡️" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const guildId = ((await created.json()) as { guild: { id: string } }).guild.id;
  const other = await (await browser.newContext()).newPage();
  const bob = await seedReadyHunter(other);
  expect((await other.request.post("/api/guilds/join", { data: { guildId } })).status()).toBe(200);

  await page.goto("/guild");
  await other.goto("/guild");
  await send(page, "I stay");
  await send(other, "Remember me");
  const list = page.getByRole("list", { name: "Guild messages" });
  const line = list.getByRole("listitem").filter({ hasText: "Remember me" });
  await expect(line.getByRole("link", { name: bob.hunterName })).toBeVisible();

  const deleted = await other.request.delete("/api/user/account", {
    data: { password: bob.password },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);
  await expect(line).toHaveCount(0);
  await expect(list).not.toContainText(bob.hunterName);
  await expect(list.getByRole("listitem").filter({ hasText: "I stay" })).toBeVisible();
});
