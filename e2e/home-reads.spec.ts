import type { Page } from "@playwright/test";
import { expect, seedReadyHunter, test, waitForHunterDay } from "./fixtures.ts";
import { NAMED_READ, recordReads } from "./page-reads.ts";

// A signed-in page names the reads its screen starts, so the browser asks for them with the
// page instead of after the scripts (apps/server/src/lib/http/signed-in-page.ts; the URLs come from
// the route table, apps/web/vite-plugins/route-reads.ts). A named read the app then asks for
// differently (another address, mode or credentials) is downloaded a second time and the
// preload for nothing: the home would wait as long as if nothing were named.

// The service worker downloads every script once the first screen is shown; the zone is the
// one the hunter is stored with, so the app has no reason to send it.
test.use({ serviceWorkers: "block", timezoneId: "UTC" });

test("the home names its reads in its page, and each is requested once", async ({ page }) => {
  const hunter = await seedReadyHunter(page);
  await waitForHunterDay(hunter.id);
  const name = (p: Page) => p.getByRole("heading", { name: hunter.hunterName });

  // What the home reads by itself, from a page that names no read.
  await page.route(
    (url) => url.pathname === "/",
    async (handle) => {
      const response = await handle.fetch();
      const html = (await response.text()).replace(NAMED_READ, "");
      await handle.fulfill({ response, body: html });
    },
  );
  const own = recordReads(page);
  await page.goto("/");
  await expect(name(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.close();

  const html = await (await page.context().request.get("/")).text();
  const named = [...html.matchAll(NAMED_READ)].map((m) =>
    (m[1] as string).replaceAll("&amp;", "&"),
  );
  // The dashboard's lists and cards, and the bell's count in the frame around it.
  expect(named.length).toBeGreaterThanOrEqual(5);
  for (const address of named) expect(own.get(address), `${address} is read by the home`).toBe(1);

  // With them, the home makes exactly the same reads, each once: the app took the answers the
  // page asked for (the signed-in hunter included, named by every page).
  const opened = await page.context().newPage();
  const reads = recordReads(opened);
  await opened.goto("/");
  await expect(name(opened)).toBeVisible();
  await opened.waitForLoadState("networkidle");
  expect(Object.fromEntries(reads)).toEqual(Object.fromEntries(own));
  for (const [address, count] of reads) expect(count, address).toBe(1);
});
