import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  seedReadyHunter,
  setHunterNumbers,
  test,
  toast,
  uniqueHunterName,
} from "./fixtures.ts";

/** A real 8x8 PNG: the server decodes and re-encodes the insignia, so it must be an image. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGNocDiAFTEMLQkAcvNgAZ9WlLEAAAAASUVORK5CYII=",
  "base64",
);

test("a hunter creates a guild through the wizard; another joins, gets a rank and is kicked", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await seedReadyHunter(page);
  await setHunterNumbers(owner.id, { gold: 10_000 });
  const guildName = uniqueHunterName("Guild");

  await page.goto("/guild");
  await expect(page.getByRole("heading", { name: "Join the Guild System" })).toBeVisible();
  await page.getByRole("button", { name: "Create Guild" }).click();
  const wizard = page.getByRole("dialog", { name: "Create a Guild" });
  await expect(wizard.getByRole("button", { name: "Next" })).toBeDisabled();
  await wizard.getByLabel("Guild Name").fill(guildName);
  await wizard.getByLabel("Description (optional)").fill("Hunters of the dawn.");
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByLabel("Guild Insignia").setInputFiles({
    name: "crest.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(wizard.getByRole("img", { name: `${guildName} insignia` })).toBeVisible();
  await wizard.getByRole("button", { name: "Next" }).click();
  await expect(wizard.getByLabel("Your Rank Name")).toHaveValue("Guild Master");
  await wizard.getByRole("button", { name: "Next" }).click();
  await expect(wizard.getByText("10,000 Gold")).toBeVisible();
  await wizard.getByRole("button", { name: "Create Guild" }).click();
  await expect(toast(page, "Guild Created!")).toBeVisible();
  await expect(page.getByRole("heading", { name: guildName })).toBeVisible();
  await expect(page.getByText("Level 1 Guild")).toBeVisible();
  const me = await (await page.request.get("/api/auth/user")).json();
  expect(me.gold).toBe(0);

  // The member is on a phone.
  const joinerContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const joinerPage = await joinerContext.newPage();
  const joiner = await seedReadyHunter(joinerPage);
  await joinerPage.goto("/guild");
  await joinerPage.getByRole("button", { name: `Join ${guildName}` }).click();
  await expect(toast(joinerPage, "Guild Joined!")).toBeVisible();
  await expect(joinerPage.getByRole("heading", { name: guildName })).toBeVisible();
  await expect(joinerPage.getByRole("button", { name: "Leave Guild" })).toBeVisible();
  await expect(joinerPage.getByRole("button", { name: "Manage Guild" })).toHaveCount(0);

  // No reload from here on: every member's guild screen hears the guild's room.
  await page.getByRole("button", { name: "Send Announcement" }).click();
  const announcement = page.getByRole("dialog", { name: "Send Guild Announcement" });
  await announcement.getByLabel("Announcement").fill("Raid at dawn");
  await announcement.getByRole("button", { name: "Send Announcement" }).click();
  await expect(toast(page, "Announcement Sent")).toBeVisible();
  await expect(joinerPage.getByText("Raid at dawn")).toBeVisible();

  await page.getByRole("button", { name: "Manage Guild" }).click();
  const manage = page.getByRole("dialog", { name: "Manage Guild" });
  await manage.getByRole("tab", { name: "Members" }).click();
  await manage.getByLabel(`Rank of ${joiner.hunterName}`).selectOption({ label: "Admin" });
  await expect(toast(page, "Rank Updated")).toBeVisible();
  await expect(joinerPage.getByRole("button", { name: "Send Announcement" })).toBeVisible();

  await manage.getByRole("button", { name: `Kick ${joiner.hunterName}` }).click();
  const asked = page.getByRole("alertdialog", { name: `Kick ${joiner.hunterName}?` });
  await asked.getByRole("button", { name: "Kick", exact: true }).click();
  await expect(toast(page, "Member Kicked")).toBeVisible();
  // The kick's hunterChanged event reaches the kicked hunter's socket.
  await expect(joinerPage.getByRole("heading", { name: "Join the Guild System" })).toBeVisible();
  // They are told, live, in their bell.
  await joinerPage.getByRole("button", { name: /notifications/i }).click();
  const bell = joinerPage.locator("[data-radix-popper-content-wrapper]");
  await expect(bell.getByText("Kicked from Guild (unread)")).toBeVisible();
  await joinerPage.keyboard.press("Escape");
  // And one click from the list does not take them back in.
  await joinerPage.getByRole("button", { name: `Join ${guildName}` }).click();
  await expect(
    toast(
      joinerPage,
      "You were kicked from this guild. You can join it again only by accepting an invitation from it.",
    ),
  ).toBeVisible();
  await expect(joinerPage.getByRole("heading", { name: "Join the Guild System" })).toBeVisible();
  await joinerContext.close();
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the guild screens fit and are accessible", async ({ page }) => {
    const owner = await seedReadyHunter(page);
    await setHunterNumbers(owner.id, { gold: 10_000 });
    const guildName = uniqueHunterName("Guild");
    const axe = async () => {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === "serious" || v.impact === "critical",
      );
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    };

    await page.goto("/guild");
    await expect(page.getByRole("heading", { name: "Join the Guild System" })).toBeVisible();
    await axe();
    // The wizard with the keyboard alone.
    await page.getByRole("button", { name: "Create Guild" }).focus();
    await page.keyboard.press("Enter");
    const wizard = page.getByRole("dialog", { name: "Create a Guild" });
    await wizard.getByLabel("Guild Name").fill(guildName);
    await axe();
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByLabel("Guild Insignia").setInputFiles({
      name: "crest.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await expect(wizard.getByRole("img", { name: `${guildName} insignia` })).toBeVisible();
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("button", { name: "Edit Member" }).click();
    await expect(wizard.getByText("Requires Level 3").first()).toBeVisible();
    await axe();
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("button", { name: "Create Guild" }).click();
    await expect(toast(page, "Guild Created!")).toBeVisible();
    await expect(page.getByRole("heading", { name: guildName })).toBeVisible();
    await axe();
    await page.getByRole("button", { name: "Manage Guild" }).click();
    await page
      .getByRole("dialog", { name: "Manage Guild" })
      .getByRole("tab", { name: "Ranks" })
      .click();
    await axe();
  });
});
