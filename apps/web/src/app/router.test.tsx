import type { User } from "@repgate/contracts/user";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeUser, mockFetch, renderWithProviders } from "../test/render.tsx";
import { AppRouter } from "./router.tsx";

function serveUser(user: User | null) {
  return mockFetch(({ path }) => {
    if (path === "/api/auth/user") {
      return user ? { body: user } : { status: 401, body: { message: "Not logged in" } };
    }
    if (path === "/api/notifications") return { body: [] };
    if (path === "/api/user-classes") return { body: [] };
    return undefined;
  });
}

describe("AppRouter gates", () => {
  it("shows the landing when logged out, whatever the path", async () => {
    window.history.replaceState(null, "", "/dungeons");
    serveUser(null);
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole("button", { name: "Awaken" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  it("asks a new hunter to accept the Player role on every path", async () => {
    window.history.replaceState(null, "", "/quests");
    serveUser(makeUser({ hasAcceptedPlayer: false, hasCompletedAssessment: false }));
    renderWithProviders(<AppRouter />);
    expect(
      await screen.findByText(
        "You have acquired the qualifications to become a Player. Do you accept?",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Yes" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "No" })).toBeTruthy();
  });

  it("shows the assessment before the profile", async () => {
    serveUser(
      makeUser({ hasCompletedAssessment: false, hasCompletedProfile: false, userClass: null }),
    );
    renderWithProviders(<AppRouter />);
    expect(await screen.findByText("Fitness Assessment")).toBeTruthy();
  });

  it("shows profile completion when the class is missing, starting on the class step", async () => {
    serveUser(makeUser({ hasCompletedProfile: true, userClass: null }));
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole("heading", { name: "Choose Your Class" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Confirm Class" }).hasAttribute("disabled")).toBe(
      true,
    );
  });

  it("starts profile completion on 'Hunter Profile Ready' when the profile is not done", async () => {
    serveUser(makeUser({ hasCompletedProfile: false, userClass: null }));
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole("heading", { name: "Hunter Profile Ready" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Continue to Class Selection" })).toBeTruthy();
  });

  it("routes an onboarded hunter: home, placeholders and the 404 page", async () => {
    serveUser(makeUser());
    renderWithProviders(<AppRouter />);
    // The first render loads the layout's and the home screen's chunks (compiled on demand here).
    expect(
      await screen.findByRole("heading", { name: "Jinwoo" }, { timeout: 10_000 }),
    ).toBeTruthy();
    // The navigation bar's tabs and, for a phone, the bottom tab bar (CSS shows one of them).
    expect(screen.getAllByRole("navigation", { name: "Main" })).toHaveLength(2);
  });

  it("shows '404 Page Not Found' for an unknown path", async () => {
    window.history.replaceState(null, "", "/no-such-gate");
    serveUser(makeUser());
    renderWithProviders(<AppRouter />);
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeTruthy();
  });

  it("routes /guild to the guild screen, not a placeholder", async () => {
    window.history.replaceState(null, "", "/guild");
    mockFetch(({ path }) => {
      if (path === "/api/auth/user") return { body: makeUser() };
      if (path === "/api/notifications") return { body: [] };
      if (path === "/api/guild/my-guild") {
        return { body: { guild: null, members: [], ranks: [], announcements: [], myRank: null } };
      }
      if (path === "/api/guilds/available") return { body: [] };
      return undefined;
    });
    renderWithProviders(<AppRouter />);
    expect(
      await screen.findByRole("heading", { name: "Join the Guild System" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByText(/Guild opens soon/)).toBeNull();
  });

  it("keeps the welcome toast when logging in swaps the landing for the dashboard", async () => {
    let loggedIn = false;
    mockFetch(({ path }) => {
      if (path === "/api/auth/login") {
        loggedIn = true;
        return { body: makeUser() };
      }
      if (path === "/api/auth/user") {
        return loggedIn ? { body: makeUser() } : { status: 401, body: { message: "No" } };
      }
      if (path === "/api/notifications") return { body: [] };
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<AppRouter />);
    await user.click(await screen.findByRole("button", { name: "Already a Hunter? Log In" }));
    await user.type(screen.getByLabelText("Email"), "jinwoo@example.com");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByRole("heading", { name: "Jinwoo" })).toBeTruthy();
    expect(await screen.findByText("Welcome back, Hunter!")).toBeTruthy();
  });
});
