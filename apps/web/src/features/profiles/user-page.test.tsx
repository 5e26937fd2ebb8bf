import type { FriendStatus } from "@repgate/contracts/friends";
import type { PublicProfile } from "@repgate/contracts/profiles";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makePublicProfile } from "../../test/fixtures.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { UserProfilePage } from "./user-page.tsx";

const OTHER = "7c1d2e3f-4a5b-4c6d-8e7f-901234567890";

const profile = makePublicProfile({
  achievements: [
    {
      id: "first_quest",
      name: "First Quest",
      description: "Complete your first quest.",
      unlockedAt: "2026-01-01T00:00:00.000Z",
    },
    { id: "level_25", name: "Veteran Hunter", description: "Reach level 25.", unlockedAt: null },
  ],
});

function serve(status: FriendStatus, shown: Partial<PublicProfile> = profile) {
  return mockFetch(({ method, path }) => {
    if (path === "/api/auth/user") return { body: makeUser() };
    if (path === `/api/users/${OTHER}`) return { body: shown };
    if (path === `/api/friends/status/${OTHER}`) return { body: status };
    if (method === "POST" && path === "/api/friends/request") {
      return {
        body: {
          message: "Friend request sent to Cha Haein.",
          status: "pending",
          friendshipId: "f",
        },
      };
    }
    return undefined;
  });
}

const none = {
  areFriends: false,
  requestPending: false,
  requestReceived: false,
  friendshipId: null,
};

describe("UserProfilePage", () => {
  it("shows stats, achievements and Add Friend, which sends the request", async () => {
    const calls = serve(none);
    const user = userEvent.setup();
    renderWithProviders(<UserProfilePage userId={OTHER} />);
    expect(await screen.findByRole("heading", { name: "Cha Haein" })).toBeTruthy();
    expect(screen.getByText("First Quest")).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Add Friend" }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/friends/request")?.body).toEqual({
        friendId: OTHER,
      }),
    );
  });

  it("shows Request Pending while a request waits, and Unfriend for a friend", async () => {
    serve({ ...none, requestPending: true, friendshipId: "f" });
    const first = renderWithProviders(<UserProfilePage userId={OTHER} />);
    const pending = await screen.findByRole("button", { name: "Request Pending" });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    first.unmount();
    serve({ ...none, areFriends: true, friendshipId: "f" });
    renderWithProviders(<UserProfilePage userId={OTHER} />);
    expect(await screen.findByRole("button", { name: "Unfriend" })).toBeTruthy();
  });

  it("shows a profile without presence, party and guild (a block) with no invite to offer", async () => {
    const { presence: _p, inParty: _party, inGuild: _guild, ...withheld } = profile;
    serve(none, withheld);
    const targets: unknown[] = [];
    renderWithProviders(
      <UserProfilePage
        userId={OTHER}
        hunterActions={(target) => {
          targets.push(target);
          return null;
        }}
      />,
    );
    expect(await screen.findByRole("heading", { name: "Cha Haein" })).toBeTruthy();
    expect(screen.getByText(/^90,000 total XP/)).toBeTruthy();
    expect(screen.queryByText(/Online|Offline|In a dungeon/)).toBeNull();
    expect(targets.at(-1)).toMatchObject({ inParty: true, inGuild: true });
  });

  it("says the spec's text for an unknown hunter", async () => {
    mockFetch(({ path }) => (path === "/api/auth/user" ? { body: makeUser() } : undefined));
    renderWithProviders(<UserProfilePage userId={OTHER} />);
    expect(
      await screen.findByText("The requested hunter profile could not be found."),
    ).toBeTruthy();
  });
});
