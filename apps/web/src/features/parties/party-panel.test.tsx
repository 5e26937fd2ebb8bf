import type { Party } from "@repgate/contracts/parties";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyServerMessage } from "../../app/realtime/apply-server-message.ts";
import { resetToasts } from "../../components/ui/toast-store.ts";
import { makeBattle, makeDungeon } from "../../test/fixtures.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { PartyDungeonEntry } from "../dungeons/party-dungeon-entry.tsx";
import { partyPermissionsQueryKey } from "./api.ts";
import { PartyInviteButton } from "./party-invite-button.tsx";
import { PartyPanel } from "./party-panel.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

function makeParty(overrides: Partial<Party> = {}): Party {
  const member = (id: string, hunterName: string, isLeader: boolean) => ({
    id,
    hunterName,
    level: 3,
    rank: "E",
    profileImageUrl: null,
    vitality: 12,
    currentHP: 82,
    maxHP: 100,
    isLeader,
    inDungeon: false,
    joinedAt: new Date().toISOString(),
  });
  return {
    id: "party-1",
    name: "Shadow Army",
    leaderId: "me",
    maxMembers: 4,
    members: [member("me", "Jinwoo", true), member("u2", "Jinho", false)],
    pendingConfirmation: null,
    ...overrides,
  };
}

describe("PartyPanel", () => {
  it("refuses a blank party name with the spec's toast, and creates a named one", async () => {
    const user = makeUser({ id: "me", partyId: null });
    const calls = mockFetch(({ method, path }) => {
      if (path === "/api/auth/user") return { body: user };
      if (method === "POST" && path === "/api/party") return { status: 201, body: makeParty() };
      return undefined;
    });
    const { client } = renderWithProviders(<PartyPanel enterDungeon={<PartyDungeonEntry />} />);
    client.setQueryData(userQueryKey, user);
    await userEvent.click(await screen.findByRole("button", { name: "Create Party" }));
    expect(await screen.findByText("Please enter a party name.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await userEvent.type(screen.getByLabelText("Party Name"), "Shadow Army");
    await userEvent.click(screen.getByRole("button", { name: "Create Party" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ name: "Shadow Army" }),
    );
  });

  it("leaves: stores no party, reads none again; the events read the permissions and the hunter", async () => {
    let user = makeUser({ id: "me", partyId: "party-1" });
    const calls = mockFetch(({ method, path }) => {
      if (path === "/api/auth/user") return { body: user };
      if (path === "/api/party") return { body: makeParty() };
      if (path === "/api/party/permissions") return { body: { canInviteMembers: true } };
      if (path === "/api/battles/active") return { body: null };
      if (path === "/api/dungeons") return { body: [] };
      if (method === "DELETE" && path === "/api/party/leave") {
        user = { ...user, partyId: null };
        return { body: { message: "You left Shadow Army." } };
      }
      return undefined;
    });
    const reads = (path: string) =>
      calls.filter((c) => c.method === "GET" && c.path === path).length;
    const { client } = renderWithProviders(<PartyPanel enterDungeon={<PartyDungeonEntry />} />);
    client.setQueryData(userQueryKey, user);
    const leave = await screen.findByRole("button", { name: "Leave Party" });
    await waitFor(() => expect(reads("/api/party/permissions")).toBe(1));
    const before = {
      party: reads("/api/party"),
      permissions: reads("/api/party/permissions"),
      hunter: reads("/api/auth/user"),
    };
    await userEvent.click(leave);
    const question = await screen.findByRole("alertdialog", { name: "Leave Party?" });
    await userEvent.click(within(question).getByRole("button", { name: "Leave Party" }));
    expect(await screen.findByText("Left Party")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Create Party" })).toBeTruthy();
    // The mutation itself read nothing: the reply said there is no party any more.
    expect(reads("/api/party")).toBe(before.party);
    expect(reads("/api/auth/user")).toBe(before.hunter);
    // The leave's own events, as the socket delivers them: partyChanged reads no party (the
    // reply's "none" is stored) and makes the permissions stale (read when next shown);
    // hunterChanged reads the hunter (partyId) once.
    act(() => applyServerMessage(client, { type: "partyChanged", userId: "me" }));
    expect(client.getQueryState(partyPermissionsQueryKey)?.isInvalidated).toBe(true);
    act(() => applyServerMessage(client, { type: "hunterChanged", userId: "me" }));
    await waitFor(() => expect(reads("/api/auth/user")).toBe(before.hunter + 1));
    expect(reads("/api/party")).toBe(before.party);
    expect(reads("/api/party/permissions")).toBe(before.permissions);
    expect(screen.getByRole("button", { name: "Create Party" })).toBeTruthy();
  });

  it("lists members with HP and lets the leader lead the party into a dungeon", async () => {
    const user = makeUser({ id: "me", partyId: "party-1" });
    mockFetch(({ path }) => {
      if (path === "/api/auth/user") return { body: user };
      if (path === "/api/party") return { body: makeParty() };
      if (path === "/api/party/permissions") return { body: { canInviteMembers: true } };
      if (path === "/api/battles/active") return { body: null };
      if (path === "/api/dungeons") return { body: [] };
      return undefined;
    });
    const { client } = renderWithProviders(<PartyPanel enterDungeon={<PartyDungeonEntry />} />);
    client.setQueryData(userQueryKey, user);
    const list = await screen.findByRole("list", { name: "Party members" });
    expect(list.textContent).toContain("Jinho");
    expect(list.textContent).toContain("HP 82/100");
    expect(screen.getByLabelText("Leader")).toBeTruthy();
    expect(await screen.findByLabelText("Invite Hunter")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Leave Party" })).toBeTruthy();
  });
});

describe("PartyInviteButton", () => {
  function renderButton(
    viewer: ReturnType<typeof makeUser>,
    target: { id: string; inParty: boolean },
    canInvite = true,
  ) {
    mockFetch(({ path }) => {
      if (path === "/api/auth/user") return { body: viewer };
      if (path === "/api/party/permissions") return { body: { canInviteMembers: canInvite } };
      return undefined;
    });
    const { client } = renderWithProviders(
      <PartyInviteButton targetUserId={target.id} targetInParty={target.inParty} />,
    );
    client.setQueryData(userQueryKey, viewer);
  }

  it("shows for a leader looking at a hunter in no party", async () => {
    renderButton(makeUser({ id: "me", partyId: "p" }), { id: "other", inParty: false });
    expect(await screen.findByRole("button", { name: "Invite to Party" })).toBeTruthy();
  });

  it("hides for a target already in a party, for oneself, and without the right", async () => {
    renderButton(makeUser({ id: "me", partyId: "p" }), { id: "other", inParty: true });
    renderButton(makeUser({ id: "me", partyId: "p" }), { id: "me", inParty: false });
    renderButton(makeUser({ id: "me", partyId: "p" }), { id: "x", inParty: false }, false);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("button", { name: "Invite to Party" })).toBeNull();
  });

  it("offers the leader the way into the party's battle, not a new entry, while it fights", async () => {
    const user = makeUser({ id: "me", partyId: "party-1" });
    let battle: ReturnType<typeof makeBattle> | null = null;
    mockFetch(({ path }) => {
      if (path === "/api/auth/user") return { body: user };
      if (path === "/api/party") return { body: makeParty() };
      if (path === "/api/party/permissions") return { body: { canInviteMembers: true } };
      if (path === "/api/battles/active") return { body: battle };
      if (path === "/api/dungeons") return { body: [makeDungeon()] };
      return undefined;
    });
    const first = renderWithProviders(<PartyPanel enterDungeon={<PartyDungeonEntry />} />);
    first.client.setQueryData(userQueryKey, user);
    expect(await screen.findByRole("button", { name: "Enter Dungeon" })).toBeTruthy();
    first.unmount();

    battle = makeBattle({ partyEncounterId: "encounter-1" });
    const second = renderWithProviders(<PartyPanel enterDungeon={<PartyDungeonEntry />} />);
    second.client.setQueryData(userQueryKey, user);
    expect(await screen.findByRole("link", { name: "Join Party Battle" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Enter Dungeon" })).toBeNull();
  });

  it("asks the party once for a double tap on Enter Dungeon", async () => {
    const user = makeUser({ id: "me", partyId: "party-1" });
    const calls = mockFetch(({ method, path }) => {
      if (path === "/api/auth/user") return { body: user };
      if (path === "/api/party") return { body: makeParty() };
      if (path === "/api/party/permissions") return { body: { canInviteMembers: true } };
      if (path === "/api/battles/active") return { body: null };
      if (path === "/api/dungeons") return { body: [makeDungeon()] };
      if (method === "POST" && path === "/api/party/dungeon-confirmation") {
        return {
          status: 201,
          body: {
            message: "Party Confirmation Sent",
            confirmationId: "c-1",
            expiresAt: new Date(Date.now() + 120_000).toISOString(),
          },
        };
      }
      return undefined;
    });
    const { client } = renderWithProviders(<PartyPanel enterDungeon={<PartyDungeonEntry />} />);
    client.setQueryData(userQueryKey, user);
    const enter = await screen.findByRole("button", { name: "Enter Dungeon" });
    fireEvent.click(enter);
    fireEvent.click(enter);
    expect(await screen.findByText("Party Confirmation Sent")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    expect(screen.queryByText("Failed to Send Confirmation")).toBeNull();
  });
});
