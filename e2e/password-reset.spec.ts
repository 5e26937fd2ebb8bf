import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, seedReadyHunter, test } from "./fixtures.ts";

interface SinkMail {
  subject: string;
  text: string;
}

/** The mails the sink (e2e/smtp-sink.mjs) has received for `to`, waiting for `count`. */
async function mailsTo(to: string, count = 1): Promise<SinkMail[]> {
  const base = process.env.E2E_MAIL_URL;
  if (!base) throw new Error("playwright.config.ts sets E2E_MAIL_URL");
  let mails: SinkMail[] = [];
  await expect
    .poll(
      async () => {
        const reply = await fetch(`${base}/mails?to=${encodeURIComponent(to)}`);
        mails = (await reply.json()) as SinkMail[];
        return mails.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}

test("a hunter who forgot the password gets a mail, sets a new one, lands home, and their other browser is signed out", async ({
  page,
  browser,
}) => {
  const second = process.env.E2E_SECOND_BASE_URL;
  if (!second) throw new Error("playwright.config.ts sets E2E_SECOND_BASE_URL");

  // Another browser, signed in as the hunter on the other instance.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  const hunter = await seedReadyHunter(other);
  await other.goto(`${second}/`);
  await expect(other.getByRole("heading", { name: hunter.hunterName })).toBeVisible();

  // This browser is signed out and the password is forgotten.
  await page.goto("/");
  await page.getByRole("button", { name: "Already a Hunter? Log In" }).click();
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const card = page.getByRole("region", { name: "Reset Password" });
  await card.getByLabel("Email").fill(hunter.email);
  await card.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(card.getByRole("status")).toHaveText(
    "If an account exists for that email, a link to reset the password is on its way. It works for 30 minutes.",
  );

  const [mail] = await mailsTo(hunter.email);
  expect(mail?.subject).toBe("Reset your RepGate password");
  const link = /https?:\/\/\S+#reset=[A-Za-z0-9_-]+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no reset link in: ${mail?.text}`);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set a New Password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("a-brand-new-secret");
  await page.getByLabel("Repeat new password").fill("a-brand-new-secret");
  await page.getByRole("button", { name: "Set Password" }).click();

  // Home, signed in, with the token gone from the address.
  await expect(page.getByRole("heading", { name: hunter.hunterName })).toBeVisible();
  expect(new URL(page.url()).hash).toBe("");
  expect(new URL(page.url()).pathname).toBe("/");

  // The other browser's session ended with the reset: its tab goes to the landing page.
  await expect(other.getByRole("button", { name: "Already a Hunter? Log In" })).toBeVisible({
    timeout: 15_000,
  });

  // The link works once; the new password signs in and the old one does not.
  const again = await page.request.post("/api/auth/password-reset/confirm", {
    data: { token: link.split("#reset=")[1], newPassword: "yet-another-secret" },
  });
  expect(again.status()).toBe(409);
  const login = (password: string) =>
    other.request.post("/api/auth/login", { data: { email: hunter.email, password } });
  expect((await login(hunter.password)).status()).toBe(401);
  expect((await login("a-brand-new-secret")).status()).toBe(200);
  await elsewhere.close();
});

async function expectFitsAndAccessible(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("settings fit, are accessible, and work from the keyboard", async ({ page, browser }) => {
    const elsewhere = await browser.newContext();
    const hunter = await seedReadyHunter(page);
    // A second session of the same hunter, to end from the list.
    const login = await elsewhere.request.post("/api/auth/login", {
      data: { email: hunter.email, password: hunter.password },
    });
    expect(login.ok()).toBe(true);

    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    const sessions = page.getByRole("region", { name: "Sessions" });
    await expect(sessions.getByText("This device")).toBeVisible();
    await expect(sessions.getByRole("button", { name: /^End session/ })).toHaveCount(1);
    // The export is saved as the hunter's file (a POST, counted against the hourly allowance).
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data" }).click();
    expect((await download).suggestedFilename()).toMatch(/^repgate-.+-\d{4}-\d{2}-\d{2}\.json$/);
    await expectFitsAndAccessible(page);

    // Keyboard only: a wrong current password gets a readable message.
    await page.getByLabel("Current password").focus();
    await page.keyboard.type("not-my-password");
    await page.keyboard.press("Tab"); // the show/hide toggle
    await page.keyboard.press("Tab");
    await page.keyboard.type("a-new-secret");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Your current password is not correct.");

    // 'Sign out everywhere else' ends the other session.
    await sessions.getByRole("button", { name: "Sign out everywhere else" }).focus();
    await page.keyboard.press("Enter");
    await expect(sessions.getByRole("button", { name: /^End session/ })).toHaveCount(0);
    expect((await elsewhere.request.get("/api/auth/user")).status()).toBe(401);
    await elsewhere.close();
  });

  test("the reset screen fits and is accessible, and says when a link is not valid", async ({
    page,
  }) => {
    await page.goto("/#reset=not-a-real-token");
    await expect(page.getByRole("heading", { name: "Set a New Password" })).toBeVisible();
    await expectFitsAndAccessible(page);
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-secret");
    await page.getByLabel("Repeat new password").fill("a-brand-new-secret");
    await page.getByRole("button", { name: "Set Password" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "This reset link is not valid. Ask for a new one.",
    );
  });
});
