import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, renderWithProviders } from "../test/render.tsx";
import { BottomTabBar } from "./bottom-tab-bar.tsx";
import { PHONE_NAV } from "./routes.ts";

function openOn(path: string) {
  window.history.replaceState(null, "", path);
  // Reaching for a destination prefetches its reads; nothing here needs an answer.
  mockFetch(() => ({ body: [] }));
  return renderWithProviders(<BottomTabBar nav={PHONE_NAV} />);
}

const bar = () => screen.getByRole("navigation", { name: "Main" });

afterEach(() => window.history.replaceState(null, "", "/"));

/**
 * The sheet's code loads when More is pressed (a deferred control), with the English of the other
 * screens (decision 050): the test runner transforms those modules on first use, which took over
 * 5 s beside ten other test files on two cores.
 */
const SHEET_LOADS = { timeout: 15_000 };

describe("the phone's bottom tab bar", () => {
  it("holds five destinations at most: four screens and More", () => {
    openOn("/");
    const items = within(bar()).getAllByRole("listitem");
    expect(items.length).toBeLessThanOrEqual(5);
    expect(
      within(bar())
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Dashboard", "Inventory", "Dungeons", "Quests"]);
    expect(within(bar()).getByRole("button", { name: "More" })).toBeTruthy();
  });

  it("marks the current screen's tab, and only it", () => {
    openOn("/quests");
    const current = within(bar()).getAllByRole("link", { current: "page" });
    expect(current.map((link) => link.textContent)).toEqual(["Quests"]);
    expect(current[0]?.getAttribute("href")).toBe("/quests");
  });

  it("opens More on every other destination, the current one marked", async () => {
    openOn("/leaderboard");
    const tabs = bar();
    // No tab of the bar itself claims the screen: More is marked instead.
    expect(within(tabs).queryAllByRole("link", { current: "page" })).toEqual([]);
    await userEvent.click(within(tabs).getByRole("button", { name: "More" }));
    const sheet = await screen.findByRole("dialog", { name: "More" }, SHEET_LOADS);
    const links = within(sheet).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Shop", "/shop"],
      ["Social", "/leaderboard"],
      ["Guild", "/guild"],
      ["Profile", "/profile"],
      ["Settings", "/settings"],
      ["Exercise Guide", "/exercises"],
      ["Credits", "/credits"],
    ]);
    expect(within(sheet).getByRole("link", { current: "page" }).textContent).toBe("Social");
  });

  it("closes More when a destination is chosen, and goes there", async () => {
    openOn("/");
    await userEvent.click(within(bar()).getByRole("button", { name: "More" }));
    const sheet = await screen.findByRole("dialog", { name: "More" }, SHEET_LOADS);
    await userEvent.click(within(sheet).getByRole("link", { name: "Settings" }));
    expect(window.location.pathname).toBe("/settings");
    expect(screen.queryByRole("dialog", { name: "More" })).toBeNull();
  });

  it("gives a battle and a dungeon run the whole screen", () => {
    openOn("/battle");
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    window.history.replaceState(null, "", "/dungeon/42");
    openOn("/dungeon/42");
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  it("counts unread conversations on More and on Social in its sheet; Messages keeps Social current", async () => {
    window.history.replaceState(null, "", "/messages/7c1e6c52-8f7a-4a55-9d0e-2b3f4a5b6c7d");
    const unreadMessage = {
      id: "n-1",
      type: "direct_message",
      title: "Message from Cha Hae-In",
      message: "Raid at nine?",
      isRead: false,
      createdAt: "2026-11-28T12:00:00.000Z",
      data: { senderId: "7c1e6c52-8f7a-4a55-9d0e-2b3f4a5b6c7d", senderName: "Cha Hae-In" },
      resolution: null,
      resolvedAt: null,
    };
    mockFetch(({ path }) => ({ body: path === "/api/notifications" ? [unreadMessage] : [] }));
    renderWithProviders(<BottomTabBar nav={PHONE_NAV} />);
    const more = await within(bar()).findByRole("button", {
      name: /^More\s*,\s*1 unread conversation$/,
    });
    await userEvent.click(more);
    const sheet = await screen.findByRole("dialog", { name: "More" }, SHEET_LOADS);
    const social = within(sheet).getByRole("link", { current: "page" });
    expect(social.getAttribute("href")).toBe("/leaderboard");
    expect(social.textContent).toBe("Social1, 1 unread conversation");
  });
});
