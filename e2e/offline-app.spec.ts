import { expect, seedReadyHunter, test } from "./fixtures.ts";

/** Waits until the service worker serves this page (it claims the page it installed from). */
async function waitForServiceWorker(page: import("@playwright/test").Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test("the installed app opens offline to a clear screen and reconnects by itself", async ({
  page,
  context,
}) => {
  const hunter = await seedReadyHunter(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: hunter.hunterName })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  for (const path of ["/", "/quests"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
  }

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "Quests" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);
});

test("the service worker never answers for the API", async ({ page, context }) => {
  await seedReadyHunter(page);
  await page.goto("/");
  await waitForServiceWorker(page);
  await context.setOffline(true);
  // Online the API answered; offline no stored copy may stand in for it.
  const outcome = await page.evaluate(() =>
    fetch("/api/auth/user").then(
      (r) => `answered ${r.status}`,
      () => "network error",
    ),
  );
  expect(outcome).toBe("network error");
  await context.setOffline(false);
});

test("the manifest makes the app installable with our own icons", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await page.request.get(String(href))).json();
  expect(manifest).toMatchObject({ name: "RepGate", display: "standalone", start_url: "/" });
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await page.request.get(icon.src);
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toContain(icon.type);
  }
  const sizes = (manifest.icons as { sizes: string }[]).map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
});
