import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, seedReadyHunter, setHunterNumbers, test, toast } from "./fixtures.ts";

const SHOTS = "test-results/screens";

/** A unique hunter name of the full 32 characters, with no space to break it at. */
function longestName(): string {
  return `Shadow${randomBytes(13).toString("hex")}`;
}

async function renameTo(page: Page, hunterName: string) {
  const renamed = await page.request.patch("/api/user/profile", { data: { hunterName } });
  expect(renamed.status(), await renamed.text()).toBe(200);
}

/**
 * Nothing on the page is wider than the phone: no sideways scrolling. (A mobile browser widens
 * its layout viewport to fit what overflows, so the phone's own 360 px is the measure.)
 */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

test.describe("social screens on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a guild member's view fits the phone, with long names whole and unbroken", async ({
    page,
    browser,
  }) => {
    const owner = await (await browser.newContext()).newPage();
    const founder = await seedReadyHunter(owner);
    await renameTo(owner, longestName());
    await setHunterNumbers(founder.id, { gold: 10_000 });
    const created = await owner.request.post("/api/guilds", {
      data: { name: `Long Guild Name For Phones ${randomBytes(3).toString("hex")}`, insignia: "🛡️" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const guildId = ((await created.json()) as { guild: { id: string } }).guild.id;

    await seedReadyHunter(page);
    const name = longestName();
    await renameTo(page, name);
    expect((await page.request.post("/api/guilds/join", { data: { guildId } })).status()).toBe(200);
    await page.goto("/guild");
    const members = page.locator('section[aria-labelledby="guild-members-heading"]');
    const shown = members.getByText(name, { exact: true });
    await expect(shown).toBeVisible();
    // One line, never broken mid-word; the whole name in its title.
    const lines = await shown.evaluate(
      (el) =>
        el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(lines).toBeLessThan(1.5);
    await expect(shown).toHaveAttribute("title", name);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/guild-member-360.png`, fullPage: true });
  });

  test("the profile's tabs fit the phone, Settings included", async ({ page }) => {
    await seedReadyHunter(page);
    await renameTo(page, longestName());
    await page.goto("/profile");
    const settings = page.getByRole("tab", { name: "Settings" });
    await expect(settings).toBeVisible();
    const box = await settings.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    await settings.click();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/profile-settings-360.png`, fullPage: true });
  });

  test("a muted hunter's profile offers Unmute, and Add Friend once unmuted", async ({
    page,
    browser,
  }) => {
    const other = await (await browser.newContext()).newPage();
    const muted = await seedReadyHunter(other);
    await seedReadyHunter(page);
    const mute = await page.request.put(`/api/blocks/${muted.id}`, { data: { kind: "mute" } });
    expect(mute.status(), await mute.text()).toBe(200);

    await page.goto(`/user/${muted.id}`);
    await expect(page.getByRole("button", { name: "Unmute" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Friend" })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "Unmute" }).click();
    await expect(toast(page, `${muted.hunterName} is unmuted.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Friend" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Unmute" })).toHaveCount(0);
    const blocks = (await (await page.request.get("/api/blocks")).json()) as unknown[];
    expect(blocks).toEqual([]);
  });
});
