import { screen, within } from "@testing-library/react";
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
  mockFetch(({ path: url }) =>
    url === "/api/friends"
      ? { body: [FRIEND] }
      : url === "/api/friends/requests"
        ? { body: [] }
        : undefined,
  );
  const location = memoryLocation({ path });
  renderWithProviders(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <FriendsPanel />
    </Router>,
  );
}

describe("FriendsPanel", () => {
  it("opens the message dialog to the friend a tapped direct-message reminder names", async () => {
    renderAt(`/social?message=${FRIEND.id}`);
    const dialog = await screen.findByRole("dialog", { name: "Send Message" });
    expect(within(dialog).getByText("Cha Hae-In")).toBeTruthy();
  });

  it("opens no dialog for an address that names nobody on the list", async () => {
    renderAt("/social?message=someone-else");
    expect(await screen.findByText("Cha Hae-In")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
