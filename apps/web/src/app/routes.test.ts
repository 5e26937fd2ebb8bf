import path from "node:path";
import { describe, expect, it } from "vitest";
import { readRouteScreens } from "../../vite-plugins/route-preloads.ts";
import { NAV_TABS, ROUTES, routeForPath } from "./routes.ts";

describe("the route table", () => {
  it("gives every tab's address the modules its screen loads, for the page to preload", () => {
    const screens = readRouteScreens(path.resolve(import.meta.dirname, "../.."));
    for (const tab of NAV_TABS) {
      for (const address of [tab.href, ...tab.alsoActiveOn]) {
        expect(screens[address], address).toEqual(
          expect.arrayContaining([expect.stringMatching(/^src\/.+\.tsx$/)]),
        );
      }
    }
    // A battle starts from the dungeon list: its page names the battle screen too.
    expect(screens["/dungeons"]).toContain("src/features/battles/battle-page.tsx");
    // An address with a parameter is one the server cannot list ahead.
    expect(Object.keys(screens).filter((address) => address.includes(":"))).toEqual([]);
  });

  it("finds the screen of an address, its aliases and parameters included", () => {
    expect(routeForPath("/social")?.path).toBe("/leaderboard");
    expect(routeForPath("/user/42")?.path).toBe("/user/:userId");
    expect(routeForPath("/dungeon/7")?.path).toBe("/dungeon/:dungeonId");
    expect(routeForPath("/user/42/more")).toBeUndefined();
    expect(routeForPath("/nowhere")).toBeUndefined();
  });

  it("lists the tabs in the navigation's order", () => {
    expect(NAV_TABS.map((tab) => tab.label)).toEqual([
      "Dashboard",
      "Inventory",
      "Dungeons",
      "Quests",
      "Shop",
      "Social",
      "Guild",
    ]);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });
});
