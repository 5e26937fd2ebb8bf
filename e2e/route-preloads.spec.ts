import type { Page } from "@playwright/test";
import { expect, seedReadyHunter, test } from "./fixtures.ts";

// A signed-in hunter's page names its screen's scripts as low-priority module preloads
// (apps/server/src/lib/signed-in-page.ts, from the table in apps/web/vite-plugins/route-preloads.ts).
// The table must match what each screen really loads: a missing script is a round trip lost on
// a phone, an extra one a download for nothing.

// The service worker downloads every script once the first screen is shown.
test.use({ serviceWorkers: "block" });

const SCREEN_PRELOAD = /<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g;

/** Each script the page requests, by path, with how many times it was requested. */
function recordScripts(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on("request", (request) => {
    if (request.resourceType() !== "script") return;
    const { pathname } = new URL(request.url());
    scripts.set(pathname, (scripts.get(pathname) ?? 0) + 1);
  });
  return scripts;
}

const SCREENS: [string, (page: Page, hunterName: string) => ReturnType<Page["getByRole"]>][] = [
  ["/", (page, hunterName) => page.getByRole("heading", { name: hunterName })],
  ["/dungeons", (page) => page.getByRole("article").first()],
  ["/inventory", (page) => page.getByRole("heading", { name: "Inventory" })],
  ["/profile", (page, hunterName) => page.getByRole("heading", { name: hunterName })],
  ["/quests", (page) => page.getByRole("heading", { name: "Hunter Quests" })],
  ["/shop", (page) => page.getByRole("heading", { name: "Hunter's Market" })],
  ["/social", (page) => page.getByRole("heading", { name: "Social", level: 1 })],
  ["/guild", (page) => page.getByRole("heading", { name: "Guild", level: 1 })],
  ["/settings", (page) => page.getByRole("heading", { name: "Settings", level: 1 })],
];

for (const [route, shown] of SCREENS) {
  test(`a signed-in page at ${route} preloads exactly the scripts its screen loads`, async ({
    page,
  }) => {
    const hunter = await seedReadyHunter(page);

    // What the screen loads when its page names nothing beyond its own scripts.
    await page.route(
      (url) => url.pathname === route,
      async (handle) => {
        const response = await handle.fetch();
        const html = (await response.text()).replace(SCREEN_PRELOAD, "");
        await handle.fulfill({ response, body: html });
      },
    );
    const withoutPreloads = recordScripts(page);
    await page.goto(route);
    await expect(shown(page, hunter.hunterName)).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.unrouteAll();

    const html = await (await page.request.get(route)).text();
    const preloaded = [...html.matchAll(SCREEN_PRELOAD)].map((m) => m[1] as string);
    const ownScripts = [...html.replace(SCREEN_PRELOAD, "").matchAll(/"(\/assets\/[^"]+\.js)"/g)];
    const screenScripts = [...withoutPreloads.keys()].filter(
      (src) => !ownScripts.some((m) => m[1] === src),
    );
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.sort()).toEqual(screenScripts.sort());

    // With them, the screen opens and each script is downloaded once: the page's imports take
    // the preloaded modules.
    const opened = await page.context().newPage();
    const withPreloads = recordScripts(opened);
    await opened.goto(route);
    await expect(shown(opened, hunter.hunterName)).toBeVisible();
    await opened.waitForLoadState("networkidle");
    for (const src of preloaded) expect(withPreloads.get(src), src).toBe(1);
  });
}
