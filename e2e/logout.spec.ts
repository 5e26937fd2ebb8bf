import type { Page } from "@playwright/test";
import { expect, seedReadyHunter, test } from "./fixtures.ts";

// docs/decisions/018: GET /api/logout signs out only a navigation our own pages (or the hunter)
// started; Chromium's Fetch Metadata is what tells them apart.

async function signedIn(page: Page): Promise<boolean> {
  return (await page.request.get("/api/auth/user")).status() === 200;
}

/** Another site, served by the browser's router (no network, no DNS). */
const ELSEWHERE = "http://elsewhere.test";

test("another site's link and image do not sign a hunter out; the page's button does", async ({
  page,
  baseURL,
}) => {
  await seedReadyHunter(page);
  await page.route(`${ELSEWHERE}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><a href="${baseURL}/api/logout">Free gold</a>
             <img src="${baseURL}/api/logout" alt="">`,
    }),
  );
  // The page's load waits for its image request to finish.
  await page.goto(`${ELSEWHERE}/`);
  expect(await signedIn(page)).toBe(true);

  await page.getByRole("link", { name: "Free gold" }).click();
  await expect(page.getByRole("heading", { name: "Log out?" })).toBeVisible();
  expect(await signedIn(page)).toBe(true);

  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page.getByRole("button", { name: "Awaken", exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");
  expect(await signedIn(page)).toBe(false);
});

test("an image on our own pages does not sign out; leaving through the address does", async ({
  page,
}) => {
  const hunter = await seedReadyHunter(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: hunter.hunterName })).toBeVisible();

  // What a picture field pointing at the address would make every viewer's browser request.
  const loaded = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const image = new Image();
        image.onload = () => resolve("load");
        image.onerror = () => resolve("error");
        image.src = "/api/logout";
        document.body.append(image);
      }),
  );
  expect(loaded).toBe("error"); // an HTML page, not an image
  expect(await signedIn(page)).toBe(true);

  // The spec's client leaves this way (a failed logout, the acceptance screen's "No").
  await page.evaluate(() => {
    window.location.href = "/api/logout";
  });
  await expect(page.getByRole("button", { name: "Awaken", exact: true })).toBeVisible();
  expect(await signedIn(page)).toBe(false);
});

test("the address typed by the hunter signs out", async ({ page }) => {
  await seedReadyHunter(page);
  await page.goto("/api/logout");
  await expect(page.getByRole("button", { name: "Awaken", exact: true })).toBeVisible();
  expect(await signedIn(page)).toBe(false);
});
