import type { Guild, GuildMember, GuildRank, MyGuildReply } from "@repgate/contracts/guilds";
import { avatarPath } from "@repgate/contracts/profiles";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { applyServerMessage } from "../../app/realtime/apply-server-message.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { ChatPanel } from "../chat/chat-panel.tsx";
import { guildPermissionsQueryKey } from "./api.ts";
import { GuildPage } from "./guild-page.tsx";

const OWNER_ID = "0b9f4c1e-5d55-4a51-9d42-8f3c1f2b7a10";
const MEMBER_ID = "1c8e4c1e-5d55-4a51-9d42-8f3c1f2b7a11";
const GUILD_ID = "2d7e4c1e-5d55-4a51-9d42-8f3c1f2b7a12";

function rank(overrides: Partial<GuildRank>): GuildRank {
  return {
    id: "3e6e4c1e-5d55-4a51-9d42-8f3c1f2b7a13",
    name: "Member",
    color: "#9ca3af",
    permissionLevel: 0,
    canDeleteMessages: false,
    canSendAnnouncements: false,
    canKickMembers: false,
    canEditGuild: false,
    canManageRanks: false,
    ...overrides,
  };
}
const ownerRank = rank({
  id: "4f5e4c1e-5d55-4a51-9d42-8f3c1f2b7a14",
  name: "Guild Master",
  color: "#f59e0b",
  permissionLevel: 4,
  canDeleteMessages: true,
  canSendAnnouncements: true,
  canKickMembers: true,
  canEditGuild: true,
  canManageRanks: true,
});
const memberRank = rank({});

const guild: Guild = {
  id: GUILD_ID,
  name: "Shadow Legion",
  description: null,
  insignia: "🛡️",
  level: 2,
  experience: 500,
  memberCount: 2,
  leaderId: OWNER_ID,
};

function member(id: string, guildRank: GuildRank, names: Partial<GuildMember>): GuildMember {
  return {
    id,
    hunterName: null,
    username: null,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    profilePicture: null,
    level: 5,
    guildRank,
    ...names,
  };
}

function myGuild(myRank: GuildRank): MyGuildReply {
  return {
    guild,
    members: [
      member(OWNER_ID, ownerRank, { hunterName: "Jinwoo" }),
      member(MEMBER_ID, memberRank, { firstName: "Cha", lastName: "Hae-In" }),
    ],
    ranks: [ownerRank, memberRank],
    announcements: [],
    myRank,
  };
}

function permissionsOf(r: GuildRank) {
  return {
    canInviteMembers: r.permissionLevel >= 1,
    canSendAnnouncements: r.canSendAnnouncements,
    canKickMembers: r.canKickMembers,
    canEditGuild: r.canEditGuild,
    canManageRanks: r.canManageRanks,
    canDeleteMessages: r.canDeleteMessages,
  };
}

function renderGuild({
  reply,
  gold = 20_000,
  userId = OWNER_ID,
  available = [] as Guild[],
  handler,
}: {
  reply: MyGuildReply;
  gold?: number;
  userId?: string;
  available?: Guild[];
  handler?: Parameters<typeof mockFetch>[0];
}) {
  const hunter = makeUser({ id: userId, gold });
  const calls = mockFetch((request) => {
    const custom = handler?.(request);
    if (custom) return custom;
    switch (request.path) {
      case "/api/auth/user":
        return { body: hunter };
      case "/api/guild/my-guild":
        return { body: reply };
      case "/api/guilds/available":
        return { body: available };
      case "/api/guild/permissions":
        return { body: permissionsOf(reply.myRank ?? memberRank) };
      case "/api/guild/bans":
        return { body: [] };
      default:
        return undefined;
    }
  });
  // As app/guild-screen.tsx composes it.
  const { client } = renderWithProviders(<GuildPage chat={<ChatPanel chatTypes={["guild"]} />} />);
  client.setQueryData(userQueryKey, hunter);
  return { calls, client };
}

/** How many times the screen read `path` (GET). */
const readsOf = (calls: ReturnType<typeof mockFetch>, path: string) =>
  calls.filter((c) => c.method === "GET" && c.path === path).length;

const noGuild: MyGuildReply = {
  guild: null,
  members: [],
  ranks: [],
  announcements: [],
  myRank: null,
};

describe("The guild screen without a guild", () => {
  it("lists available guilds with Join, and joins one", async () => {
    const { calls } = renderGuild({
      reply: noGuild,
      available: [guild],
      handler: (request) =>
        request.path === "/api/guilds/join" ? { body: { message: "Joined" } } : undefined,
    });
    expect(await screen.findByRole("heading", { name: "Join the Guild System" })).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: "Join Shadow Legion" }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === "/api/guilds/join" && c.method === "POST")).toBe(true),
    );
    expect(calls.find((c) => c.path === "/api/guilds/join")?.body).toEqual({ guildId: GUILD_ID });
    expect(await screen.findByText("Guild Joined!")).toBeTruthy();
  });

  it("says when no guild can be joined", async () => {
    renderGuild({ reply: noGuild });
    expect(await screen.findByText("No guilds available to join")).toBeTruthy();
  });
});

describe("The creation wizard", () => {
  async function openWizard(gold = 20_000) {
    const result = renderGuild({
      reply: noGuild,
      gold,
      handler: (request) => {
        if (request.path === "/api/guilds/insignia") {
          return { body: { insignia: "/media/guild-insignia/abc.webp" } };
        }
        if (request.path === "/api/guilds" && request.method === "POST") {
          return { body: { message: "Guild created", guild } };
        }
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Create Guild" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a Guild" });
    return { ...result, dialog };
  }

  it("walks the four steps and creates the guild once", async () => {
    const user = userEvent.setup();
    const { calls, dialog } = await openWizard();
    const next = within(dialog).getByRole("button", { name: "Next" }) as HTMLButtonElement;
    // Step 1: Next disabled while the name is blank.
    expect(next.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText("Guild Name"), "   ");
    expect(next.disabled).toBe(true);
    await user.clear(within(dialog).getByLabelText("Guild Name"));
    await user.type(within(dialog).getByLabelText("Guild Name"), "Shadow Legion");
    await user.click(next);

    // Step 2: Next needs an insignia; a non-image is refused.
    expect(within(dialog).getByText(/square image, 64x64/)).toBeTruthy();
    const nextTwo = within(dialog).getByRole("button", { name: "Next" }) as HTMLButtonElement;
    expect(nextTwo.disabled).toBe(true);
    const file = within(dialog).getByLabelText("Guild Insignia") as HTMLInputElement;
    await userEvent.upload(file, new File(["x"], "notes.txt", { type: "text/plain" }), {
      applyAccept: false,
    });
    expect(await screen.findByText("Invalid File")).toBeTruthy();
    expect(screen.getByText("Please upload an image file.")).toBeTruthy();
    // A picture larger than the server takes is refused before it is sent, naming the limit.
    await userEvent.upload(
      file,
      new File([new Uint8Array(7_000_000)], "huge.png", { type: "image/png" }),
    );
    expect(await screen.findByText("File Too Large")).toBeTruthy();
    expect(screen.getByText("Image must be less than 6MB.")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/guilds/insignia")).toBe(false);
    await userEvent.upload(file, new File(["png"], "crest.png", { type: "image/png" }));
    await within(dialog).findByRole("img", { name: "Shadow Legion insignia" });
    expect(calls.some((c) => c.path === "/api/guilds/insignia")).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "Next" }));

    // Step 3: owner's rank name and the ranks; Edit Guild needs level 3.
    expect((within(dialog).getByLabelText("Your Rank Name") as HTMLInputElement).value).toBe(
      "Guild Master",
    );
    await user.click(within(dialog).getByRole("button", { name: "Edit Member" }));
    const editGuild = within(dialog).getByRole("checkbox", { name: /Edit Guild/ });
    expect((editGuild as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getAllByText("Requires Level 3").length).toBe(2);
    await user.selectOptions(within(dialog).getByLabelText("Permission Level"), "3");
    expect((editGuild as HTMLInputElement).disabled).toBe(false);
    expect(within(dialog).getAllByRole("button", { name: /^Remove/ }).length).toBe(3);
    await user.click(within(dialog).getByRole("button", { name: "Next" }));

    // Step 4: review with the cost.
    expect(within(dialog).getByText("10,000 Gold")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Create Guild" }));
    expect(await screen.findByText("Guild Created!")).toBeTruthy();
    const creates = calls.filter((c) => c.path === "/api/guilds" && c.method === "POST");
    expect(creates.length).toBe(1);
    expect(creates[0]?.body).toMatchObject({
      name: "Shadow Legion",
      insignia: "/media/guild-insignia/abc.webp",
      ownerRankName: "Guild Master",
    });
    const sent = creates[0]?.body as { customRanks?: unknown[] } | undefined;
    expect(sent?.customRanks?.length).toBe(3);
  });

  it("says 'Insufficient Gold' below 10,000 gold before step 1, and uploads nothing", async () => {
    const user = userEvent.setup();
    const { calls, dialog } = await openWizard(9_999);
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "Insufficient Gold: You need 10,000 gold to create a guild.",
    );
    expect(within(dialog).getByText(/You have 9,999 gold/)).toBeTruthy();
    expect(within(dialog).queryByLabelText("Guild Name")).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Next" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.some((c) => c.method !== "GET")).toBe(false);
  });
});

describe("The member view", () => {
  it("shows a plain member Leave Guild but neither Manage nor Send Announcement", async () => {
    renderGuild({ reply: myGuild(memberRank), userId: MEMBER_ID });
    expect(await screen.findByRole("heading", { name: "Shadow Legion" })).toBeTruthy();
    expect(screen.getByText("Level 2 Guild")).toBeTruthy();
    expect(screen.getByText("No description set")).toBeTruthy();
    expect(screen.getByText("No announcements yet")).toBeTruthy();
    // Name fallback: first plus last name.
    expect(screen.getByText("Cha Hae-In")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Leave Guild" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Manage Guild" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send Announcement" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Guild Chat" })).toBeTruthy();
  });

  it("shows a member's picture only when our server serves it", async () => {
    const ownAvatar = avatarPath(OWNER_ID, "0123456789abcdef");
    const reply = myGuild(memberRank);
    reply.members = [
      member(OWNER_ID, ownerRank, { hunterName: "Jinwoo", profileImageUrl: ownAvatar }),
      member(MEMBER_ID, memberRank, { hunterName: "Haein", profilePicture: "/api/logout" }),
    ];
    renderGuild({ reply, userId: MEMBER_ID });
    const members = await screen.findByRole("region", { name: "Guild Members" });
    await within(members).findByText("Haein");
    const sources = [...members.querySelectorAll("img")].map((img) => img.getAttribute("src"));
    expect(sources).toEqual([ownAvatar]);
    expect(within(members).getByText("H")).toBeTruthy();
  });

  it("keeps a half-typed announcement, and says why, when the rank loses the right", async () => {
    const user = userEvent.setup();
    let may = true;
    const { calls, client } = renderGuild({
      reply: myGuild(ownerRank),
      handler: (request) =>
        request.path === "/api/guild/permissions"
          ? { body: { ...permissionsOf(ownerRank), canSendAnnouncements: may } }
          : undefined,
    });
    await user.click(await screen.findByRole("button", { name: "Send Announcement" }));
    const announce = await screen.findByRole("dialog", { name: "Send Guild Announcement" });
    await user.type(within(announce).getByLabelText("Announcement"), "Raid at dawn");
    may = false;
    await act(() => client.invalidateQueries({ queryKey: guildPermissionsQueryKey }));
    expect((await within(announce).findByRole("alert")).textContent).toMatch(
      /Your rank no longer allows announcements/,
    );
    expect((within(announce).getByLabelText("Announcement") as HTMLTextAreaElement).value).toBe(
      "Raid at dawn",
    );
    const send = within(announce).getByRole("button", { name: "Send Announcement" });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("button", { name: "Send Announcement" })).toBeNull();
    expect(calls.some((c) => c.path === "/api/guild/announcement")).toBe(false);
  });

  it("shows the owner Manage and Send Announcement, never Leave", async () => {
    const user = userEvent.setup();
    const { calls } = renderGuild({
      reply: myGuild(ownerRank),
      handler: (request) =>
        request.path.startsWith("/api/guild/kick/")
          ? { body: { message: "Member kicked" } }
          : request.path === "/api/guild/announcement"
            ? { body: { message: "Sent" } }
            : undefined,
    });
    await user.click(await screen.findByRole("button", { name: "Send Announcement" }));
    const announce = await screen.findByRole("dialog", { name: "Send Guild Announcement" });
    await user.type(within(announce).getByLabelText("Announcement"), "Raid at dawn");
    expect(within(announce).getByText("12/500")).toBeTruthy();
    await user.click(within(announce).getByRole("button", { name: "Send Announcement" }));
    expect(await screen.findByText("Announcement Sent")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Leave Guild" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Manage Guild" }));
    const manage = await screen.findByRole("dialog", { name: "Manage Guild" });
    await user.click(within(manage).getByRole("tab", { name: "Members" }));
    // A kick asks first: Cancel sends nothing.
    await user.click(within(manage).getByRole("button", { name: "Kick Cha Hae-In" }));
    const asked = await screen.findByRole("alertdialog", { name: "Kick Cha Hae-In?" });
    await user.click(within(asked).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.path.startsWith("/api/guild/kick/"))).toBe(false);
    await user.click(within(manage).getByRole("button", { name: "Kick Cha Hae-In" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Kick Cha Hae-In?" });
    await user.click(within(confirm).getByRole("button", { name: "Kick" }));
    expect(await screen.findByText("Member Kicked")).toBeTruthy();
    expect(screen.getByText("Cha Hae-In was kicked from the guild.")).toBeTruthy();
    expect(screen.queryByText(/left the guild/)).toBeNull();
    expect(calls.some((c) => c.path === `/api/guild/kick/${MEMBER_ID}`)).toBe(true);

    await user.click(within(manage).getByRole("tab", { name: "Ranks" }));
    expect(within(manage).queryByRole("button", { name: "Delete Guild Master" })).toBeNull();
    await user.click(within(manage).getByRole("button", { name: "Edit Member" }));
    expect(
      (within(manage).getByRole("checkbox", { name: /Manage Ranks/ }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it("lists the guild's bans to whoever may kick, and lifts one", async () => {
    const user = userEvent.setup();
    const { calls } = renderGuild({
      reply: myGuild(ownerRank),
      handler: (request) =>
        request.path === "/api/guild/bans"
          ? {
              body: [
                { userId: MEMBER_ID, hunterName: "Baek Yoonho", bannedAt: "2026-11-28T10:00:00Z" },
              ],
            }
          : request.path === `/api/guild/bans/${MEMBER_ID}`
            ? { body: { message: "Ban lifted. That hunter may join your guild again." } }
            : undefined,
    });
    await user.click(await screen.findByRole("button", { name: "Manage Guild" }));
    const manage = await screen.findByRole("dialog", { name: "Manage Guild" });
    await user.click(within(manage).getByRole("tab", { name: "Members" }));
    const bans = within(manage).getByRole("region", { name: "Bans" });
    await user.click(await within(bans).findByRole("button", { name: "Unban Baek Yoonho" }));
    expect(await screen.findByText("Ban Lifted")).toBeTruthy();
    expect(
      calls.some((c) => c.method === "DELETE" && c.path === `/api/guild/bans/${MEMBER_ID}`),
    ).toBe(true);
  });

  it("renames for 500 gold, refuses below it, and creates a rank", async () => {
    const user = userEvent.setup();
    const { calls } = renderGuild({
      reply: myGuild(ownerRank),
      gold: 499,
      handler: (request) =>
        request.path === "/api/guild/ranks" && request.method === "POST"
          ? { body: { message: "Created", rank: memberRank } }
          : undefined,
    });
    await user.click(await screen.findByRole("button", { name: "Manage Guild" }));
    const manage = await screen.findByRole("dialog", { name: "Manage Guild" });
    const nameField = within(manage).getByLabelText("Guild Name");
    await user.clear(nameField);
    await user.type(nameField, "Dawn Legion");
    await user.click(within(manage).getByRole("button", { name: "Change Name (500 Gold)" }));
    expect(await screen.findByText("You need 500 gold to change the guild name.")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/guild/name")).toBe(false);

    await user.click(within(manage).getByRole("tab", { name: "Ranks" }));
    await user.click(within(manage).getByRole("button", { name: "Create Rank" }));
    await user.type(within(manage).getByLabelText("Rank Name"), "Scout");
    await user.selectOptions(within(manage).getByLabelText("Permission Level"), "3");
    await user.click(within(manage).getByRole("checkbox", { name: /Edit Guild/ }));
    await user.click(within(manage).getByRole("button", { name: "Save Rank" }));
    expect(await screen.findByText("Rank Created")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/guild/ranks")?.body).toMatchObject({
      name: "Scout",
      permissionLevel: 3,
      canEditGuild: true,
    });
  });

  it("reads nothing again after an announcement or a rename: their events do", async () => {
    const user = userEvent.setup();
    const { calls, client } = renderGuild({
      reply: myGuild(ownerRank),
      handler: (request) =>
        request.path === "/api/guild/announcement"
          ? { body: { message: "Sent" } }
          : request.path === "/api/guild/name"
            ? { body: { message: "Renamed", gold: 19_500 } }
            : undefined,
    });
    await user.click(await screen.findByRole("button", { name: "Send Announcement" }));
    const announce = await screen.findByRole("dialog", { name: "Send Guild Announcement" });
    await user.type(within(announce).getByLabelText("Announcement"), "Raid at dawn");
    const before = {
      guild: readsOf(calls, "/api/guild/my-guild"),
      permissions: readsOf(calls, "/api/guild/permissions"),
      hunter: readsOf(calls, "/api/auth/user"),
    };
    await user.click(within(announce).getByRole("button", { name: "Send Announcement" }));
    expect(await screen.findByText("Announcement Sent")).toBeTruthy();
    expect(readsOf(calls, "/api/guild/my-guild")).toBe(before.guild);
    expect(readsOf(calls, "/api/guild/permissions")).toBe(before.permissions);
    expect(readsOf(calls, "/api/auth/user")).toBe(before.hunter);
    // The announcement's own event, as the socket delivers it, reads the guild once.
    act(() =>
      applyServerMessage(client, {
        type: "guildAnnouncementSent",
        userId: OWNER_ID,
        guildId: GUILD_ID,
      }),
    );
    await waitFor(() => expect(readsOf(calls, "/api/guild/my-guild")).toBe(before.guild + 1));
    expect(readsOf(calls, "/api/guild/permissions")).toBe(before.permissions);

    // A rename's reply carries the gold left: stored, so its walletChanged reads no hunter.
    await user.click(screen.getByRole("button", { name: "Manage Guild" }));
    const manage = await screen.findByRole("dialog", { name: "Manage Guild" });
    const nameField = within(manage).getByLabelText("Guild Name");
    await user.clear(nameField);
    await user.type(nameField, "Dawn Legion");
    await user.click(within(manage).getByRole("button", { name: "Change Name (500 Gold)" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/guild/name")).toBe(true));
    await waitFor(() =>
      expect((client.getQueryData(userQueryKey) as { gold: number }).gold).toBe(19_500),
    );
    act(() =>
      applyServerMessage(client, { type: "walletChanged", userId: OWNER_ID, currency: "gold" }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(readsOf(calls, "/api/auth/user")).toBe(before.hunter);
    expect(readsOf(calls, "/api/guild/my-guild")).toBe(before.guild + 1);
  });

  it("asks before leaving: Cancel sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = renderGuild({ reply: myGuild(memberRank), userId: MEMBER_ID });
    await user.click(await screen.findByRole("button", { name: "Leave Guild" }));
    const question = await screen.findByRole("alertdialog", { name: "Leave Guild?" });
    expect(question.textContent).toContain("lose your rank");
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.some((c) => c.path === "/api/guild/leave")).toBe(false);
  });

  it("shows the server's message when it refuses, and reads the guild again", async () => {
    const user = userEvent.setup();
    const { calls } = renderGuild({
      reply: myGuild(memberRank),
      userId: MEMBER_ID,
      handler: (request) =>
        request.path === "/api/guild/leave"
          ? { status: 409, body: { message: "Not now.", code: "conflict" } }
          : undefined,
    });
    const leave = await screen.findByRole("button", { name: "Leave Guild" });
    const guildReads = readsOf(calls, "/api/guild/my-guild");
    await user.click(leave);
    const question = await screen.findByRole("alertdialog", { name: "Leave Guild?" });
    await user.click(within(question).getByRole("button", { name: "Leave Guild" }));
    expect(await screen.findByText("Not now.")).toBeTruthy();
    // A refusal announces nothing and means the screen was stale: it reads the guild itself.
    await waitFor(() => expect(readsOf(calls, "/api/guild/my-guild")).toBe(guildReads + 1));
  });
});
