import path from "node:path";
import { describe, expect, it } from "vitest";
import { readRouteScreens } from "../../vite-plugins/route-preloads.ts";
import { isTabActive } from "./nav-tabs.tsx";
import { NAV_TABS, ROUTES, routeForPath } from "./routes.ts";

describe("the route table", () => {
  it("gives every tab's address the modules its screen loads, for the page to preload", () => {
    const screens = readRouteScreens(path.resolve(import.meta.dirname, "../.."));
    for (const tab of NAV_TABS) {
      // An address with a parameter (/messages/:peerId) preloads as an unknown one does.
      for (const address of [tab.href, ...tab.alsoActiveOn].filter((a) => !a.includes(":"))) {
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
    expect(routeForPath("/messages/42")?.path).toBe("/messages");
    // Messages is a section of the Social screen: its tab stays current there.
    const social = NAV_TABS.find((tab) => tab.label === "nav.social");
    if (!social) throw new Error("no Social tab");
    expect(isTabActive(social, "/messages")).toBe(true);
    expect(isTabActive(social, "/messages/42")).toBe(true);
    expect(isTabActive(social, "/messages/")).toBe(false);
    expect(routeForPath("/user/42/more")).toBeUndefined();
    expect(routeForPath("/nowhere")).toBeUndefined();
  });

  it("lists the tabs in the navigation's order", () => {
    expect(NAV_TABS.map((tab) => tab.label)).toEqual([
      "nav.dashboard",
      "nav.inventory",
      "nav.dungeons",
      "nav.quests",
      "nav.shop",
      "nav.social",
      "nav.guild",
    ]);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });
});
