import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import * as browser from "../../lib/browser.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { PlayerAcceptance } from "./player-acceptance.tsx";
import { ProfileCompletion } from "./profile-completion.tsx";

vi.mock("../../lib/browser.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/browser.ts")>()),
  leaveTo: vi.fn(),
}));

const classes = [
  {
    id: 1,
    name: "Fighter",
    description: "A front-line brawler.",
    primaryStats: ["strength", "vitality"],
    damageBonus: 15,
  },
  {
    id: 3,
    name: "Assassin",
    description: "A shadow that strikes first.",
    primaryStats: ["agility", "perception"],
    damageBonus: 20,
  },
];

describe("PlayerAcceptance", () => {
  it("shows 'Error' when accepting fails", async () => {
    mockFetch(() => ({ status: 500, body: { message: "down", code: "internal" } }));
    const user = userEvent.setup();
    renderWithProviders(<PlayerAcceptance />);
    await user.click(screen.getByRole("button", { name: "Yes" }));
    expect(
      await screen.findByText("Failed to accept player status. Please try again."),
    ).toBeTruthy();
  });

  it("deletes the account and leaves through the logout address on No, even on failure", async () => {
    const calls = mockFetch(() => ({ status: 500, body: { message: "down", code: "internal" } }));
    const user = userEvent.setup();
    renderWithProviders(<PlayerAcceptance />);
    await user.click(screen.getByRole("button", { name: "No" }));
    await waitFor(() => expect(browser.leaveTo).toHaveBeenCalledWith("/api/logout"));
    expect(calls[0]).toMatchObject({ method: "DELETE", path: "/api/user/account" });
  });
});

describe("ProfileCompletion", () => {
  it("goes from 'Hunter Profile Ready' to class selection and assigns the class", async () => {
    const hunter = makeUser({ hasCompletedProfile: false, userClass: null });
    const calls = mockFetch(({ path }) => {
      if (path === "/api/user-classes") return { body: classes };
      if (path === "/api/user/complete-profile")
        return { body: { ...hunter, hasCompletedProfile: true } };
      if (path.endsWith("/assign-class")) return { body: { ...hunter, userClass: "Assassin" } };
      if (path === "/api/auth/user") return { body: hunter };
      return undefined;
    });
    const user = userEvent.setup();
    const { client } = renderWithProviders(<ProfileCompletion />);
    client.setQueryData(userQueryKey, hunter);

    await user.click(await screen.findByRole("button", { name: "Continue to Class Selection" }));
    expect(await screen.findByText("Profile Ready!")).toBeTruthy();
    const complete = calls.find((c) => c.path === "/api/user/complete-profile");
    expect(complete?.method).toBe("POST");
    expect(complete?.body).toBeUndefined();
    expect(complete?.headers.has("Content-Type")).toBe(false);

    const confirm = await screen.findByRole("button", { name: "Confirm Class" });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    expect(await screen.findByText("+20% weapon damage")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "Assassin" }));
    expect(confirm.hasAttribute("disabled")).toBe(false);
    await user.click(confirm);

    expect(await screen.findByText("Class Selected")).toBeTruthy();
    const assign = calls.find((c) => c.path.endsWith("/assign-class"));
    expect(assign?.path).toBe(`/api/user/${hunter.id}/assign-class`);
    expect(assign?.body).toEqual({ className: "Assassin" });
  });
});
