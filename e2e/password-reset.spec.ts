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
