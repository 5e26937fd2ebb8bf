import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, PASSWORD, type SeededHunter, seedReadyHunter, test } from "./fixtures.ts";

// Issue 43: an invitation answered on one device is answered in every open bell of the hunter,
// at once. Two hunters on phones (360 x 640); B has two, one on each instance of the app.

const PHONE = { width: 360, height: 640 };

async function phone(browser: Browser, baseURL?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, ...(baseURL ? { baseURL } : {}) });
  return context.newPage();
}

/** The same hunter signed in on another phone (a session of its own). */
async function signIn(page: Page, hunter: SeededHunter): Promise<void> {
  const login = await page.request.post("/api/auth/login", {
    data: { email: hunter.email, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
}

function bellOf(page: Page) {
  return page.getByRole("button", { name: /^notifications/i });
}

function invitationIn(page: Page) {
  return page
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("listitem")
    .filter({ hasText: "Party Invitation" });
}

/** Opens the bell (its code may still be loading: the stand-in does not open) and waits for the item. */
async function openBell(page: Page) {
  await expect(async () => {
    if (!(await invitationIn(page).isVisible())) await bellOf(page).click();
    await expect(invitationIn(page)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test("an invitation accepted on one phone loses its buttons in the other phone's open bell", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const second = process.env.E2E_SECOND_BASE_URL;
  if (!second) throw new Error("playwright.config.ts sets E2E_SECOND_BASE_URL");
  const a = await phone(browser);
  const b1 = await phone(browser);
  const b2 = await phone(browser, second);
  await seedReadyHunter(a);
  const hunterB = await seedReadyHunter(b1);
  await signIn(b2, hunterB);
  await b1.goto("/");
  await b2.goto("/");
  await expect(bellOf(b1)).toHaveAccessibleName("Notifications");
  await expect(bellOf(b2)).toHaveAccessibleName("Notifications");

  // A invites B; both of B's phones ring (the socket, not the 30 s poll).
  expect((await a.request.post("/api/party", { data: { name: "Twin Army" } })).ok()).toBe(true);
  const invited = await a.request.post("/api/party/invite", { data: { inviteeId: hunterB.id } });
  expect(invited.ok()).toBe(true);
  for (const page of [b1, b2]) {
    await expect(bellOf(page)).toHaveAccessibleName("Notifications, 1 unread", { timeout: 8_000 });
    await openBell(page);
    await expect(invitationIn(page).getByRole("button", { name: "Accept" })).toBeVisible();
  }

  await invitationIn(b1).getByRole("button", { name: "Accept", exact: true }).click();
  await expect(invitationIn(b1).getByText("Accepted")).toBeVisible();

  // The other phone, its bell still open, hears it within seconds: buttons gone, not unread.
  const other = invitationIn(b2);
  await expect(other.getByText("Accepted")).toBeVisible({ timeout: 5_000 });
  await expect(other.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await expect(other.getByRole("button", { name: "Decline" })).toHaveCount(0);
  await expect(other.getByText("(unread)")).toHaveCount(0);
  await expect(bellOf(b2)).toHaveAccessibleName("Notifications");
  await expect(b2.getByTestId("notification-badge")).toHaveCount(0);

  const axe = await new AxeBuilder({ page: b2 })
    .include("[data-radix-popper-content-wrapper]")
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await b2.screenshot({ path: "test-results/bell-resolution-phone.png" });
});
