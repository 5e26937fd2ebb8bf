import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, seedReadyHunter, setHunterNumbers, test } from "./fixtures.ts";

/** A real 8x8 PNG: the server decodes and re-encodes the insignia, so it must be an image. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGNocDiAFTEMLQkAcvNgAZ9WlLEAAAAASUVORK5CYII=",
  "base64",
);

/** A unique hunter name of the full 32 characters, with no space to break it at. */
function longestName(): string {
  return `Shadow${randomBytes(13).toString("hex")}`;
}

async function renameTo(page: Page, hunterName: string) {
  const renamed = await page.request.patch("/api/user/profile", { data: { hunterName } });
  expect(renamed.status(), await renamed.text()).toBe(200);
}

/** Shown whole: nothing clipped, nothing hidden behind an ellipsis. */
async function expectWhole(element: Locator) {
  const clipped = await element.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(clipped).toBe(false);
}

/** On one line: no taller than its own line height. */
async function expectOneLine(element: Locator) {
  const lines = await element.evaluate((el) => {
    const height = el.getBoundingClientRect().height;
    const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight);
    return height / lineHeight;
  });
  expect(lines).toBeLessThan(1.5);
}

test("at 1280 px the friend and party lists show whole names, and level, rank and HP on one line", async ({
  page,
  browser,
}, testInfo) => {
  await seedReadyHunter(page);
  const name = longestName();
  expect(name).toHaveLength(32);
  await renameTo(page, name);
  const other = await (await browser.newContext()).newPage();
  const friend = await seedReadyHunter(other);
  const friendName = longestName();
  await renameTo(other, friendName);
  const asked = await page.request.post("/api/friends/request", { data: { friendId: friend.id } });
  const { friendshipId } = (await asked.json()) as { friendshipId: string };
  expect((await other.request.post(`/api/friends/accept/${friendshipId}`)).status()).toBe(200);
  expect((await page.request.post("/api/party", { data: { name: "Long Names" } })).status()).toBe(
    201,
  );

  await page.goto("/social");
  const party = page.locator('section[aria-labelledby="party-panel-title"]');
  const member = party.getByRole("list", { name: "Party members" }).getByRole("listitem");
  await expect(member.getByText(name, { exact: true })).toBeVisible();
  await expectWhole(member.getByText(name, { exact: true }));
  await expectOneLine(member.getByText("Lv 1 · E", { exact: true }));
  await expectOneLine(member.getByText(/^HP \d+\/\d+$/));

  const friends = page.getByRole("list", { name: "Friend list" });
  const link = friends.getByRole("link", { name: friendName, exact: true });
  await expect(link).toBeVisible();
  await expectWhole(link);
  await expectOneLine(friends.getByText(/^Lv \d+ · Rank [A-Z]+$/));
  await page.screenshot({ path: testInfo.outputPath("lists-1280.png"), fullPage: true });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the guild wizard's rank buttons stay inside their cards with ten ranks", async ({
    page,
  }, testInfo) => {
    const owner = await seedReadyHunter(page);
    await setHunterNumbers(owner.id, { gold: 10_000 });
    await page.goto("/guild");
    await page.getByRole("button", { name: "Create Guild" }).click();
    const wizard = page.getByRole("dialog", { name: "Create a Guild" });
    await wizard.getByLabel("Guild Name").fill(`Ranks ${randomBytes(3).toString("hex")}`);
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByLabel("Guild Insignia").setInputFiles({
      name: "crest.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await wizard.getByRole("button", { name: "Next" }).click();
    const addRank = wizard.getByRole("button", { name: "Add Rank" });
    while (await addRank.isVisible()) await addRank.click();
    const remove = wizard.getByRole("button", { name: "Remove Rank 10" });
    await expect(remove).toBeVisible();
    await remove.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("wizard-ranks-360.png") });
    for (const card of await wizard.getByRole("listitem").all()) {
      const box = await card.boundingBox();
      for (const button of await card.getByRole("button").all()) {
        const inside = await button.boundingBox();
        if (!box || !inside) throw new Error("not laid out");
        expect(inside.x + inside.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
    }
  });
});
