import type { Party } from "@repgate/contracts/parties";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { resetToasts } from "../../components/ui/toast-store.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { partyQueryKey } from "./api.ts";
import { PartyConfirmationHost } from "./party-confirmation-host.tsx";

const member = (id: string, hunterName: string) => ({
  id,
  hunterName,
  level: 3,
  rank: "E",
  profileImageUrl: null,
  vitality: 12,
  currentHP: 82,
  maxHP: 100,
  isLeader: id === "lead",
  inDungeon: false,
  joinedAt: "2026-11-28T20:00:00.000Z",
});

function partyAsking(
  replies: Record<string, boolean | null>,
  secondsLeft = 90,
  /** How far the server's clock is ahead of this browser's. */
  serverAheadMs = 0,
): Party {
  return {
    id: "party-1",
    name: "Shadow Army",
    leaderId: "lead",
    maxMembers: 4,
    members: [member("lead", "Jinwoo"), member("me", "Jinho")],
    pendingConfirmation: {
      id: "conf-1",
      dungeonId: "d1",
      dungeonName: "Goblin Warren",
      expiresAt: new Date(Date.now() + serverAheadMs + secondsLeft * 1000).toISOString(),
      secondsLeft,
      replies,
    },
  };
}

function renderHost(party: Party) {
  const user = makeUser({ id: "me", partyId: "party-1" });
  let current = party;
  const calls = mockFetch(({ method, path }) => {
    if (path === "/api/auth/user") return { body: user };
    if (path === "/api/party") return { body: current };
    if (method === "POST" && path === "/api/party/dungeon-confirmation/conf-1/respond") {
      current = { ...current, pendingConfirmation: null };
      return {
        body: { status: "waiting", allConfirmed: false, dungeonId: "d1", message: "Confirmed." },
      };
    }
    return undefined;
  });
  const { client } = renderWithProviders(<PartyConfirmationHost />);
  client.setQueryData(userQueryKey, user);
  return { calls, client };
}

beforeEach(() => resetToasts());

describe("PartyConfirmationHost", () => {
  it("shows a member the leader's request with its countdown, and sends the answer", async () => {
    const user = userEvent.setup();
    const { calls, client } = renderHost(partyAsking({ lead: true, me: null }, 90));
    const dialog = await screen.findByRole("dialog", { name: "Enter Goblin Warren?" });
    expect(within(dialog).getByText(/Jinwoo wants the party to enter Goblin Warren/)).toBeTruthy();
    expect(within(dialog).getByText(/^01:(29|30)$/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ confirmed: true }),
    );
    expect(await screen.findByText("Confirmed", {}, { timeout: 5_000 })).toBeTruthy();
    // The party's partyChanged reads it again: answered, the dialog goes.
    await act(() => client.invalidateQueries({ queryKey: partyQueryKey }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("counts down from the server's seconds left, whatever the phone's clock says", async () => {
    // The phone's clock runs ten minutes fast: by it, the request would have expired already.
    renderHost(partyAsking({ lead: true, me: null }, 90, -10 * 60_000));
    const dialog = await screen.findByRole("dialog", { name: "Enter Goblin Warren?" });
    expect(within(dialog).getByText(/^01:(29|30)$/)).toBeTruthy();
  });

  it("stays shut for a member who answered, and Later closes it without an answer", async () => {
    const user = userEvent.setup();
    const { calls } = renderHost(partyAsking({ lead: true, me: null }));
    const dialog = await screen.findByRole("dialog", { name: "Enter Goblin Warren?" });
    await user.click(within(dialog).getByRole("button", { name: "Later" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("is not shown when the member already answered", async () => {
    renderHost(partyAsking({ lead: true, me: true }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
