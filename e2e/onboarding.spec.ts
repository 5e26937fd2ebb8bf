import { expect, PASSWORD, test, uniqueEmail, uniqueHunterName } from "./fixtures.ts";
import { LandingPage } from "./pages/landing-page.ts";
import { OnboardingFlow } from "./pages/onboarding-flow.ts";

test("a newcomer signs up, is assessed, picks a class and lands on the dashboard", async ({
  page,
}) => {
  const landing = new LandingPage(page);
  const onboarding = new OnboardingFlow(page);
  const email = uniqueEmail("newcomer");
  const hunterName = uniqueHunterName("Sung");

  await landing.open();
  await landing.awaken({ email, hunterName, password: PASSWORD });
  await expect(landing.toast("Welcome, Hunter!")).toBeVisible();

  await onboarding.accept();
  // The assessment gate holds on every path until it is finished.
  await expect(page.getByLabel("Push-ups")).toBeVisible();
  const next = page.getByRole("button", { name: "Next", exact: true });
  await expect(next).toBeDisabled();
  await onboarding.assess();
  await expect(landing.toast("Assessment Complete!")).toBeVisible();

  await onboarding.chooseClass("Assassin");
  await expect(page.getByRole("heading", { name: hunterName })).toBeVisible();
  // 130 push-ups (tier 2), 95 sit-ups (tier 1), 200 s plank (tier 1) and daily training score
  // 5 + 2 + 2 + 8 = 17: rank E, as the server decided.
  await expect(page.getByText("Assassin").first()).toBeVisible();
  await expect(page.getByText("Dungeons Cleared")).toBeVisible();
  await expect(page.getByText("Quests Completed")).toBeVisible();
  await expect(page.getByText("Global Rank")).toBeVisible();
  // A new hunter's first daily quest waits on the dashboard.
  await expect(page.getByText("Active Quests")).toBeVisible();
  await expect(page.getByText(/Daily Quest/).first()).toBeVisible();
});

test("a hunter logs out and back in", async ({ page }) => {
  const landing = new LandingPage(page);
  const onboarding = new OnboardingFlow(page);
  const email = uniqueEmail("returning");
  const hunterName = uniqueHunterName("Cha");
  await landing.open();
  await landing.awaken({ email, hunterName, password: PASSWORD });
  await onboarding.accept();
  await onboarding.assess();
  await onboarding.chooseClass("Tank");
  await expect(page.getByRole("heading", { name: hunterName })).toBeVisible();

  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Awaken", exact: true })).toBeVisible();

  await landing.logIn(email, PASSWORD);
  await expect(landing.toast("Welcome back, Hunter!")).toBeVisible();
  await expect(page.getByRole("heading", { name: hunterName })).toBeVisible();
});

test("a double tap on Awaken Hunter signs up once; the browser's Back in the assessment keeps the answers", async ({
  page,
}) => {
  const landing = new LandingPage(page);
  const onboarding = new OnboardingFlow(page);
  await landing.open();
  await page.getByRole("button", { name: "Awaken", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Awaken Your Hunter Powers" });
  await dialog.getByLabel("Email Address").fill(uniqueEmail("double"));
  await dialog.getByLabel("Hunter Name").fill(uniqueHunterName("Twice"));
  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  const registrations: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/auth/register"))
      registrations.push(r.url());
  });
  await dialog.getByRole("button", { name: "Awaken Hunter" }).dblclick();
  await expect(landing.toast("Welcome, Hunter!")).toBeVisible();
  await expect(page.getByText("Registration Failed")).toHaveCount(0);
  expect(registrations).toHaveLength(1);

  await onboarding.accept();
  const next = page.getByRole("button", { name: "Next", exact: true });
  await page.getByLabel("Push-ups").fill("130");
  await next.click();
  await page.getByLabel("Sit-ups").fill("95");
  await next.click();
  await expect(page.getByText("Step 3 of 4")).toBeVisible();
  await page.goBack();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await expect(page.getByLabel("Sit-ups")).toHaveValue("95");
  await page.goBack();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expect(page.getByLabel("Push-ups")).toHaveValue("130");
  // A reload keeps them too.
  await page.goForward();
  await page.reload();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await expect(page.getByLabel("Sit-ups")).toHaveValue("95");
});
