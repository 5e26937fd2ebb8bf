import {
  expect,
  PASSWORD,
  seedHunter,
  seedReadyHunter,
  test,
  toast,
  uniqueEmail,
} from "./fixtures.ts";
import { LandingPage } from "./pages/landing-page.ts";

test("sign-in and sign-up show the spec's validation toasts", async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();

  await page.getByRole("button", { name: "Already a Hunter? Log In" }).click();
  await landing.fillLogin("", "");
  await expect(landing.toast("Please enter both email and password.")).toBeVisible();

  await landing.fillLogin(uniqueEmail("nobody"), "wrong-password");
  await expect(landing.toast("Login Failed")).toBeVisible();
  await expect(landing.toast("Invalid email or password.")).toBeVisible();

  await page.getByRole("button", { name: "Cancel" }).click();
  await landing.awaken({ email: "", hunterName: "", password: "" });
  await expect(landing.toast("Please fill in all fields.")).toBeVisible();

  const dialog = page.getByRole("dialog", { name: "Awaken Your Hunter Powers" });
  await dialog.getByLabel("Email Address").fill("not an email");
  await dialog.getByLabel("Hunter Name").fill("Validator");
  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Awaken Hunter" }).click();
  await expect(landing.toast("Please enter a valid email address.")).toBeVisible();

  await dialog.getByLabel("Email Address").fill(uniqueEmail());
  await dialog.getByLabel("Password", { exact: true }).fill("12345");
  await dialog.getByRole("button", { name: "Awaken Hunter" }).click();
  await expect(landing.toast("Password must be at least 6 characters long.")).toBeVisible();
});

test("a taken email is refused with the server's message", async ({ page }) => {
  const taken = await seedHunter(page);
  await page.context().clearCookies();
  const landing = new LandingPage(page);
  await landing.open();
  await landing.awaken({ email: taken.email, hunterName: "Copycat", password: PASSWORD });
  await expect(landing.toast("Registration Failed")).toBeVisible();
  await expect(landing.toast("A hunter with this email already exists.")).toBeVisible();
});

test("?error=registration_failed shows the toast and leaves the address clean", async ({
  page,
}) => {
  await page.goto("/?error=registration_failed");
  await expect(
    toast(page, "There was an issue with your registration. Please try again or contact support."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("/api/login opens the login card", async ({ page }) => {
  await page.goto("/api/login");
  await expect(page.getByRole("region", { name: "Hunter Login" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("answering No deletes the account and signs out", async ({ page }) => {
  const hunter = await seedHunter(page);
  await page.goto("/");
  await page.getByRole("button", { name: "No", exact: true }).click();
  await expect(page.getByRole("button", { name: "Awaken", exact: true })).toBeVisible();

  const landing = new LandingPage(page);
  await landing.logIn(hunter.email, hunter.password);
  await expect(landing.toast("Login Failed")).toBeVisible();
});

test("the onboarding steps hold on every path, in order", async ({ page }) => {
  await seedHunter(page);
  await page.goto("/dungeons");
  await expect(page.getByRole("button", { name: "Yes", exact: true })).toBeVisible();

  await page.request.patch("/api/user/accept-player");
  await page.goto("/quests");
  await expect(page.getByLabel("Push-ups")).toBeVisible();
});

test("unknown paths show the 404 page", async ({ page }) => {
  await seedHunter(page, { accept: true, assess: true, profile: true, className: "Mage" });
  await page.goto("/no-such-gate");
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
});

test("a returning hunter never sees the landing page flash while the session is read", async ({
  page,
}) => {
  const hunter = await seedReadyHunter(page);
  // Slow the read of who is signed in, so a flash would last long enough to be seen.
  await page.route("**/api/auth/user", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen = () => document.body?.innerText.includes("Already a Hunter? Log In");
    const observer = new MutationObserver(() => {
      if (seen()) (window as unknown as { sawLanding: boolean }).sawLanding = true;
    });
    document.addEventListener("DOMContentLoaded", () =>
      observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
    );
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: hunter.hunterName })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sawLanding?: boolean }).sawLanding),
  ).toBe(undefined);
  // Signed out, the same address shows the landing page at once.
  await page.context().clearCookies();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Already a Hunter? Log In" })).toBeVisible();
});
