import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { FriendsPanel } from "./friends-panel.tsx";

const FRIEND = {
  id: "7c1e6c52-8f7a-4a55-9d0e-2b3f4a5b6c7d",
  hunterName: "Cha Hae-In",
  firstName: null,
  lastName: null,
  level: 12,
  rank: "S",
  profileImageUrl: null,
  lastActiveAt: "2026-11-26T06:00:00.000Z",
  inDungeon: false,
  presence: "offline",
};

function renderAt(path: string) {
  const calls = mockFetch(({ method, path: url }) =>
    url === "/api/friends"
      ? { body: [FRIEND] }
      : url === "/api/friends/requests"
        ? { body: [] }
        : method === "DELETE"
          ? { body: { message: "Friend removed" } }
          : undefined,
  );
  const location = memoryLocation({ path, record: true });
  renderWithProviders(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <FriendsPanel />
    </Router>,
  );
  return Object.assign(calls, { location });
}

describe("FriendsPanel", () => {
  it("asks before unfriending: Cancel sends nothing, Unfriend sends the one call", async () => {
    const user = userEvent.setup();
    const calls = renderAt("/social");
    const removals = () => calls.filter((c) => c.method === "DELETE");
    await user.click(await screen.findByRole("button", { name: "Unfriend Cha Hae-In" }));
    let question = await screen.findByRole("alertdialog", { name: "Unfriend Cha Hae-In?" });
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(removals()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Unfriend Cha Hae-In" }));
    question = await screen.findByRole("alertdialog", { name: "Unfriend Cha Hae-In?" });
    await user.click(within(question).getByRole("button", { name: "Unfriend" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(removals().map((c) => c.path)).toEqual([`/api/friends/${FRIEND.id}`]);
  });

  it("takes a tapped direct-message reminder to the conversation with its sender", async () => {
    const { location } = renderAt(`/social?message=${FRIEND.id}`);
    await waitFor(() => expect(location.history.at(-1)).toBe(`/messages/${FRIEND.id}`));
  });

  it("links each friend's Message button to the conversation with them", async () => {
    renderAt("/social");
    const link = await screen.findByRole("link", { name: "Message Cha Hae-In" });
    expect(link.getAttribute("href")).toBe(`/messages/${FRIEND.id}`);
  });
});
