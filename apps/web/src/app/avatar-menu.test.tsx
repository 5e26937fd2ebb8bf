import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { makeUser, mockFetch, renderWithProviders } from "../test/render.tsx";
import { AvatarMenu } from "./avatar-menu.tsx";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the account menu", () => {
  it("leads to Settings as well as Profile, so Settings is not only a profile tab", async () => {
    mockFetch(({ path }) => (path === "/api/auth/user" ? { body: makeUser() } : undefined));
    renderWithProviders(<AvatarMenu initiallyOpen />);
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Profile",
      "Settings",
      "Muted & Blocked",
      "Credits",
      "Logout",
    ]);
    await userEvent.click(screen.getByRole("menuitem", { name: "Settings" }));
    expect(window.location.pathname).toBe("/settings");
  });

  it("leads to the muted and blocked hunters' list in Settings", async () => {
    mockFetch(({ path }) => (path === "/api/auth/user" ? { body: makeUser() } : undefined));
    renderWithProviders(<AvatarMenu initiallyOpen />);
    await userEvent.click(await screen.findByRole("menuitem", { name: "Muted & Blocked" }));
    expect(window.location.pathname).toBe("/settings");
    expect(window.location.hash).toBe("#blocked-hunters");
  });
});
