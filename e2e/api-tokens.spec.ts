import AxeBuilder from "@axe-core/playwright";
import { expect, seedReadyHunter, test } from "./fixtures.ts";

test("a token made in settings reads the hunter from another client, and stops once revoked", async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  const hunter = await seedReadyHunter(page);
  await page.goto("/settings");
  const panel = page.getByRole("region", { name: "API tokens" });
  await panel.getByLabel("Token name").fill("Step counter");
  await panel.getByRole("radio", { name: /^Read Reads/ }).check();
  await panel.getByRole("button", { name: "Make token" }).click();
  const shown = panel.getByTestId("new-access-token");
  await expect(shown).toHaveText(/^rg_/);
  const token = (await shown.textContent()) ?? "";

  const copy = panel.getByRole("button", { name: "Copy token" });
  expect((await copy.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  const noHorizontalScroll = await page.evaluate(
    () => document.documentElement.scrollWidth <= window.innerWidth,
  );
  expect(noHorizontalScroll).toBe(true);
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual(
    [],
  );

  // Another client: no cookie, only the token.
  const me = await request.get(`${baseURL}/api/auth/user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(200);
  expect((await me.json()).id).toBe(hunter.id);

  await panel.getByRole("button", { name: "Done" }).click();
  await expect(shown).toHaveCount(0);
  await panel.getByRole("button", { name: "Revoke token: Step counter" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(panel.getByText("No tokens yet.")).toBeVisible();
  const after = await request.get(`${baseURL}/api/auth/user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
  await context.close();
});

test("/api/docs renders the reference from this server alone", async ({ page, baseURL }) => {
  const elsewhere: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).origin !== new URL(baseURL ?? "").origin) elsewhere.push(sent.url());
  });
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /RepGate API/ }).first()).toBeVisible();
  await expect(page.getByText("/api/user/tokens").first()).toBeVisible();
  expect(elsewhere).toEqual([]);
});
