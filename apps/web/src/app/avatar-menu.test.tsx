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
      "Credits",
      "Logout",
    ]);
    await userEvent.click(screen.getByRole("menuitem", { name: "Settings" }));
    expect(window.location.pathname).toBe("/settings");
  });
});
