import type { Page } from "@playwright/test";
import { expect, seedReadyHunter, test, waitForHunterDay } from "./fixtures.ts";
import { NAMED_READ, recordReads } from "./page-reads.ts";

// A signed-in hunter's page names its screen's scripts as low-priority module preloads, and the
// reads it starts as fetch preloads (apps/server/src/lib/http/signed-in-page.ts, from the route table
// by apps/web/vite-plugins/route-preloads.ts and route-reads.ts). They must match what each
// screen really loads: a missing script is a round trip lost on a phone, an extra one a
// download for nothing, and a read asked for differently than named is downloaded twice.

// The service worker downloads every script once the first screen is shown; the zone is the
// one the hunter is stored with, so the app has no reason to send it.
test.use({ serviceWorkers: "block", timezoneId: "UTC" });

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
  test(`a signed-in page at ${route} preloads exactly the scripts its screen loads, and its reads`, async ({
    page,
  }) => {
    const hunter = await seedReadyHunter(page);
    await waitForHunterDay(hunter.id);

    // What the screen loads when its page names nothing beyond its own scripts.
    await page.route(
      (url) => url.pathname === route,
      async (handle) => {
        const response = await handle.fetch();
        const html = (await response.text()).replace(SCREEN_PRELOAD, "").replace(NAMED_READ, "");
        await handle.fulfill({ response, body: html });
      },
    );
    const withoutPreloads = recordScripts(page);
    const ownReads = recordReads(page);
    await page.goto(route);
    await expect(shown(page, hunter.hunterName)).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.unrouteAll();

    const html = await (await page.request.get(route)).text();
    const preloaded = [...html.matchAll(SCREEN_PRELOAD)].map((m) => m[1] as string);
    const ownScripts = [...html.replace(SCREEN_PRELOAD, "").matchAll(/"(\/assets\/[^"]+\.js)"/g)];
    // A game picture's glyph (glyph-<name>.js) is fetched once the data naming it has arrived:
    // what the hunter owns or the shop sells, which no page can know to preload.
    const screenScripts = [...withoutPreloads.keys()].filter(
      (src) => !ownScripts.some((m) => m[1] === src) && !src.startsWith("/assets/glyph-"),
    );
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.sort()).toEqual(screenScripts.sort());
    // The home downloads the shared code it renders with, not what only other screens share
    // (decision 050): on a phone its largest paint waits for every byte of it.
    if (route === "/")
      expect(screenScripts.filter((src) => /common-screens/.test(src))).toEqual([]);
    // Every read it names is one the screen makes (at least the bell's, in the frame).
    const named = [...html.matchAll(NAMED_READ)].map((m) =>
      (m[1] as string).replaceAll("&amp;", "&"),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const address of named) expect(ownReads.get(address), address).toBeGreaterThan(0);

    // With them, the screen opens and each script is downloaded once: the page's imports take
    // the preloaded modules.
    const opened = await page.context().newPage();
    const withPreloads = recordScripts(opened);
    const reads = recordReads(opened);
    await opened.goto(route);
    await expect(shown(opened, hunter.hunterName)).toBeVisible();
    await opened.waitForLoadState("networkidle");
    for (const src of preloaded) expect(withPreloads.get(src), src).toBe(1);
    // And each named read is requested once, the app's read taking the page's answer; a read
    // the screen itself repeats (the dungeon list's poll) is only checked for its address.
    for (const address of named) {
      if (ownReads.get(address) === 1) expect(reads.get(address), address).toBe(1);
    }
  });
}
