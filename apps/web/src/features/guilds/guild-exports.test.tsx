import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { GuildInviteActions } from "../notifications/guild-notification-actions.tsx";
import { GuildInviteButton } from "./guild-invite-button.tsx";
import { GuildSummaryPanel } from "./guild-summary-panel.tsx";

const ME = makeUser();
const TARGET = "5a4e4c1e-5d55-4a51-9d42-8f3c1f2b7a15";
const INVITATION = "6b3e4c1e-5d55-4a51-9d42-8f3c1f2b7a16";
const guild = {
  id: "2d7e4c1e-5d55-4a51-9d42-8f3c1f2b7a12",
  name: "Shadow Legion",
  description: null,
  insignia: "🛡️",
  level: 1,
  experience: 250,
  memberCount: 1,
  leaderId: ME.id,
};
const permissions = (canInviteMembers: boolean) => ({
  canInviteMembers,
  canSendAnnouncements: false,
  canKickMembers: false,
  canEditGuild: false,
  canManageRanks: false,
  canDeleteMessages: false,
});

function serve(inGuild: boolean, canInvite: boolean) {
  return mockFetch(({ path, method }) => {
    if (path === "/api/auth/user") return { body: ME };
    if (path === "/api/guild/my-guild") {
      return {
        body: {
          guild: inGuild ? guild : null,
          members: [],
          ranks: [],
          announcements: [],
          myRank: null,
        },
      };
    }
    if (path === "/api/guild/permissions") return { body: permissions(canInvite) };
    if (path === "/api/guild/invite" && method === "POST") {
      return { status: 409, body: { message: "That hunter is already in a guild.", code: "x" } };
    }
    if (path.startsWith("/api/guild/invitations/")) return { body: { message: "ok" } };
    return undefined;
  });
}

function render(ui: React.ReactNode) {
  const { client } = renderWithProviders(ui);
  client.setQueryData(userQueryKey, ME);
}

describe("GuildInviteButton", () => {
  it("invites when allowed and shows 'Guild Invitation Failed' with the server's message", async () => {
    const calls = serve(true, true);
    render(<GuildInviteButton targetUserId={TARGET} targetInGuild={false} />);
    await userEvent.click(await screen.findByRole("button", { name: "Invite to Guild" }));
    expect(await screen.findByText("Guild Invitation Failed")).toBeTruthy();
    expect(screen.getByText("That hunter is already in a guild.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/guild/invite")?.body).toEqual({ inviteeId: TARGET });
  });

  it("stays hidden without canInviteMembers", async () => {
    const calls = serve(true, false);
    render(<GuildInviteButton targetUserId={TARGET} targetInGuild={false} />);
    await waitFor(() => expect(calls.some((c) => c.path === "/api/guild/permissions")).toBe(true));
    expect(screen.queryByRole("button", { name: "Invite to Guild" })).toBeNull();
  });

  it("stays hidden when the viewer has no guild", async () => {
    const calls = serve(false, true);
    render(<GuildInviteButton targetUserId={TARGET} targetInGuild={false} />);
    await waitFor(() => expect(calls.some((c) => c.path === "/api/guild/my-guild")).toBe(true));
    expect(screen.queryByRole("button", { name: "Invite to Guild" })).toBeNull();
  });
});

describe("GuildInviteActions", () => {
  it("accepts through the invitation's id", async () => {
    const calls = serve(false, false);
    render(<GuildInviteActions data={{ invitationId: INVITATION }} />);
    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Guild Joined!")).toBeTruthy();
    expect(calls.some((c) => c.path === `/api/guild/invitations/${INVITATION}/accept`)).toBe(true);
  });

  it("declines", async () => {
    const calls = serve(false, false);
    render(<GuildInviteActions data={{ invitationId: INVITATION }} />);
    await userEvent.click(screen.getByRole("button", { name: "Decline" }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/guild/invitations/${INVITATION}/decline`)).toBe(
        true,
      ),
    );
  });
});

describe("GuildSummaryPanel", () => {
  it("summarises the hunter's guild with a link to /guild", async () => {
    serve(true, false);
    render(<GuildSummaryPanel />);
    expect(await screen.findByText("Shadow Legion")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open Guild" }).getAttribute("href")).toBe("/guild");
  });
});
