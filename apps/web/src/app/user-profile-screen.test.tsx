import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makePublicProfile } from "../test/fixtures.ts";
import { makeUser, mockFetch, renderWithProviders } from "../test/render.tsx";
import { UserProfileWithInvites } from "./user-profile-screen.tsx";

const ME = "6b1d2e3f-4a5b-4c6d-8e7f-901234567891";
const OTHER = "7c1d2e3f-4a5b-4c6d-8e7f-901234567890";

const profile = makePublicProfile({ inParty: true });

const partyWithHer = {
  id: "8d1d2e3f-4a5b-4c6d-8e7f-901234567892",
  name: "Raiders",
  leaderId: ME,
  maxMembers: 4,
  members: [ME, OTHER].map((id, i) => ({
    id,
    hunterName: i === 0 ? "Jinwoo" : "Cha Haein",
    level: 40,
    rank: "S",
    profileImageUrl: null,
    vitality: 40,
    currentHP: 400,
    maxHP: 400,
    isLeader: i === 0,
    inDungeon: false,
    joinedAt: "2026-01-01T00:00:00.000Z",
  })),
  pendingConfirmation: null,
};

function serve(kind: "mute" | "block" | null) {
  let blocks = kind
    ? [{ userId: OTHER, hunterName: "Cha Haein", kind, createdAt: "2026-11-28T10:00:00Z" }]
    : [];
  return mockFetch(({ method, path }) => {
    if (path === "/api/auth/user") return { body: makeUser({ id: ME }) };
    if (path === `/api/users/${OTHER}`) return { body: profile };
    if (path === `/api/friends/status/${OTHER}`) {
      return {
        body: {
          areFriends: false,
          requestPending: false,
          requestReceived: false,
          friendshipId: null,
        },
      };
    }
    if (path === "/api/blocks") return { body: blocks };
    if (path === "/api/party") return { body: partyWithHer };
    if (path === "/api/party/permissions") return { body: { canInvite: true } };
    if (method === "DELETE" && path === `/api/party/members/${OTHER}`) {
      return { body: { message: "Cha Haein was removed from the party." } };
    }
    if (method === "DELETE" && path === `/api/blocks/${OTHER}`) {
      blocks = [];
      return { body: { message: "Done." } };
    }
    if (method === "PUT" && path === `/api/blocks/${OTHER}`) {
      return { body: { message: "Cha Haein is blocked." } };
    }
    return undefined;
  });
}

/** Opens her profile, blocks her, and returns the question about the party she is in. */
async function blockHerFromTheProfile(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<UserProfileWithInvites userId={OTHER} />);
  await user.click(await screen.findByRole("button", { name: "Block" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Block Cha Haein?" });
  await user.click(within(confirm).getByRole("button", { name: "Block" }));
  return screen.findByRole("dialog", { name: "Cha Haein is in your party" });
}

describe("a muted or blocked hunter's profile", () => {
  it("offers Unmute, not Add Friend or the invites, and unmutes in one click", async () => {
    const user = userEvent.setup();
    const calls = serve("mute");
    renderWithProviders(<UserProfileWithInvites userId={OTHER} />);
    const unmute = await screen.findByRole("button", { name: "Unmute" });
    expect(screen.queryByRole("button", { name: "Add Friend" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Invite/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Block" })).toBeTruthy();
    await user.click(unmute);
    expect(await screen.findByText("Cha Haein is unmuted.")).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE" && c.path === `/api/blocks/${OTHER}`)).toBe(
      true,
    );
  });

  it("offers Unblock and hides Add Friend for a blocked hunter", async () => {
    serve("block");
    renderWithProviders(<UserProfileWithInvites userId={OTHER} />);
    expect(await screen.findByRole("button", { name: "Unblock" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add Friend" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Unmute" })).toBeNull();
  });

  it("offers Add Friend to a hunter neither muted nor blocked", async () => {
    serve(null);
    renderWithProviders(<UserProfileWithInvites userId={OTHER} />);
    expect(await screen.findByRole("button", { name: "Add Friend" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Unmute" })).toBeNull();
  });

  it("asks whether to leave the party after blocking a member of it", async () => {
    const user = userEvent.setup();
    const calls = serve(null);
    const ask = await blockHerFromTheProfile(user);
    await user.click(within(ask).getByRole("button", { name: "Stay in Party" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((c) => c.path === "/api/party/leave")).toBe(false);
  });

  it("offers the leader to remove the member they blocked", async () => {
    const user = userEvent.setup();
    const calls = serve(null);
    const ask = await blockHerFromTheProfile(user);
    await user.click(within(ask).getByRole("button", { name: "Remove Cha Haein" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      calls.some((c) => c.method === "DELETE" && c.path === `/api/party/members/${OTHER}`),
    ).toBe(true);
    expect(calls.some((c) => c.path === "/api/party/leave")).toBe(false);
  });
});
