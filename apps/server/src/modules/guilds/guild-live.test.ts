import type { MyGuildReply } from "@repgate/contracts/guilds";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, PASSWORD, signUpPlayer } from "../../test/factories.ts";
import { asHunter } from "../../test/hunter-call.ts";
import { notifyNow } from "../../test/notify-now.ts";
import { setGold } from "../../test/shop-helpers.ts";
import { openSocket, type TestSocket } from "../../test/socket-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let base = "";
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

type Message = TestSocket["messages"][number];

const call = (hunter: Hunter, method: string, url: string, payload?: unknown) =>
  asHunter(t, hunter, method, url, payload);

async function connect(h: Hunter): Promise<TestSocket> {
  const socket = await openSocket(base, { cookie: h.cookie });
  await socket.next((m) => m.type === "welcome");
  return socket;
}

/** The first message after the first `from` ones that matches. */
function nextAfter(socket: TestSocket, from: number, match: (m: Message) => boolean) {
  return socket.next((m) => socket.messages.indexOf(m) >= from && match(m));
}

async function newGuild() {
  const owner = await signUpPlayer(t);
  await setGold(t, owner.user.id, 10_000);
  const created = await call(owner, "POST", "/api/guilds", {
    name: `Live ${Math.random().toString(36).slice(2, 9)}`,
    description: "We lift",
    insignia: "🛡️",
  });
  expect(created.statusCode, created.body).toBe(201);
  return { owner, guildId: created.json().guild.id as string };
}

async function join(h: Hunter, guildId: string) {
  const joined = await call(h, "POST", "/api/guilds/join", { guildId });
  expect(joined.statusCode, joined.body).toBe(200);
}

async function myGuild(h: Hunter): Promise<MyGuildReply> {
  return (await call(h, "GET", "/api/guild/my-guild")).json();
}

/**
 * Everything delivered to `socket` before a notification to `h` written now: the hub hands a
 * socket its events in commit order, so a guild event meant for it would be among these.
 */
async function heardBy(socket: TestSocket, h: Hunter): Promise<Message[]> {
  const sent = await notifyNow(t.db, h.user.id, {
    type: "quest_complete",
    title: "Barrier",
    message: "Everything before this was delivered.",
  });
  await socket.next((m) => m.type === "notificationCreated" && m.notificationId === sent.id);
  return socket.messages;
}

const isGuildEvent = (m: Message) => m.type.startsWith("guild");

describe("a guild is live for every member", () => {
  it("announcements, details, ranks and membership reach every member's socket and no one else's", async () => {
    const { owner, guildId } = await newGuild();
    const [member, third, outsider] = [
      await signUpPlayer(t),
      await signUpPlayer(t),
      await signUpPlayer(t),
    ];
    await join(member, guildId);
    await join(third, guildId);
    const [memberSocket, outsiderSocket] = [await connect(member), await connect(outsider)];
    await setGold(t, owner.user.id, 500);
    const ranks = (await myGuild(owner)).ranks;
    const lowest = ranks.find((r) => r.permissionLevel === 0);
    let rankId = "";
    const newcomer = await signUpPlayer(t);

    const steps: Array<[string, () => Promise<{ statusCode: number }>, Message]> = [
      [
        "an announcement",
        () => call(owner, "POST", "/api/guild/announcement", { message: "Raid at dawn" }),
        { type: "guildAnnouncementSent", userId: owner.user.id, guildId },
      ],
      [
        "a rename",
        () => call(owner, "PUT", "/api/guild/name", { name: `Renamed ${guildId.slice(0, 8)}` }),
        { type: "guildDetailsChanged", userId: owner.user.id, guildId },
      ],
      [
        "a description",
        () => call(owner, "PUT", "/api/guild/description", { description: "We lift at night" }),
        { type: "guildDetailsChanged", userId: owner.user.id, guildId },
      ],
      [
        "a new rank",
        async () => {
          const created = await call(owner, "POST", "/api/guild/ranks", {
            name: "Scout",
            color: "#22c55e",
            permissionLevel: 1,
          });
          rankId = created.json().rank.id;
          return created;
        },
        { type: "guildRanksChanged", userId: owner.user.id, guildId },
      ],
      [
        "a rank edit",
        () => call(owner, "PATCH", `/api/guild/ranks/${rankId}`, { canSendAnnouncements: true }),
        { type: "guildRanksChanged", userId: owner.user.id, guildId },
      ],
      [
        "a member's rank change",
        () => call(owner, "PATCH", "/api/guild/member-rank", { memberId: member.user.id, rankId }),
        { type: "guildMembersChanged", userId: member.user.id, guildId },
      ],
      [
        "a rank deleted, its members moved",
        () => call(owner, "DELETE", `/api/guild/ranks/${lowest?.id}`),
        { type: "guildRanksChanged", userId: owner.user.id, guildId },
      ],
      [
        "a hunter joining",
        () => call(newcomer, "POST", "/api/guilds/join", { guildId }),
        { type: "guildMembersChanged", userId: newcomer.user.id, guildId },
      ],
      [
        "a member leaving",
        () => call(newcomer, "DELETE", "/api/guild/leave"),
        { type: "guildMembersChanged", userId: newcomer.user.id, guildId },
      ],
      [
        "a member kicked",
        () => call(owner, "POST", `/api/guild/kick/${third.user.id}`),
        { type: "guildMembersChanged", userId: third.user.id, guildId },
      ],
    ];
    for (const [what, act, expected] of steps) {
      const from = memberSocket.messages.length;
      const reply = await act();
      expect(reply.statusCode, what).toBeLessThan(300);
      const heard = await nextAfter(memberSocket, from, (m) => m.type === expected.type);
      expect(heard, what).toEqual(expected);
    }

    // What the member's screen reads again shows each change.
    const seen = await myGuild(member);
    expect(seen.announcements[0]?.message).toBe("Raid at dawn");
    expect(seen.guild).toMatchObject({
      name: `Renamed ${guildId.slice(0, 8)}`,
      description: "We lift at night",
    });
    expect(seen.myRank).toMatchObject({ name: "Scout", canSendAnnouncements: true });
    expect(seen.members.map((m) => m.id).sort()).toEqual([owner.user.id, member.user.id].sort());
    expect((await heardBy(outsiderSocket, outsider)).filter(isGuildEvent)).toEqual([]);
    memberSocket.close();
    outsiderSocket.close();
  });

  it("a hunter who joins hears the guild at once, on the socket already open; one who leaves or is kicked stops", async () => {
    const { owner, guildId } = await newGuild();
    const [joiner, kicked] = [await signUpPlayer(t), await signUpPlayer(t)];
    const [joinerSocket, kickedSocket] = [await connect(joiner), await connect(kicked)];
    const guildRoom = `guild:${guildId}`;
    const inRoom = (socket: TestSocket, from: number, inside: boolean) =>
      nextAfter(
        socket,
        from,
        (m) => m.type === "welcome" && (m.rooms as string[]).includes(guildRoom) === inside,
      );

    let from = [joinerSocket.messages.length, kickedSocket.messages.length] as const;
    await join(joiner, guildId);
    await join(kicked, guildId);
    await inRoom(joinerSocket, from[0], true);
    await inRoom(kickedSocket, from[1], true);
    from = [joinerSocket.messages.length, kickedSocket.messages.length];
    await call(owner, "POST", "/api/guild/announcement", { message: "Welcome, both" });
    for (const [i, socket] of [joinerSocket, kickedSocket].entries()) {
      expect(
        await nextAfter(socket, from[i] ?? 0, (m) => m.type === "guildAnnouncementSent"),
      ).toEqual({ type: "guildAnnouncementSent", userId: owner.user.id, guildId });
    }

    from = [joinerSocket.messages.length, kickedSocket.messages.length];
    expect((await call(owner, "POST", `/api/guild/kick/${kicked.user.id}`)).statusCode).toBe(200);
    expect((await call(joiner, "DELETE", "/api/guild/leave")).statusCode).toBe(200);
    await inRoom(kickedSocket, from[1], false);
    await inRoom(joinerSocket, from[0], false);
    from = [joinerSocket.messages.length, kickedSocket.messages.length];
    await call(owner, "POST", "/api/guild/announcement", { message: "Only the loyal hear this" });
    expect((await heardBy(joinerSocket, joiner)).slice(from[0]).filter(isGuildEvent)).toEqual([]);
    expect((await heardBy(kickedSocket, kicked)).slice(from[1]).filter(isGuildEvent)).toEqual([]);
    joinerSocket.close();
    kickedSocket.close();
  });

  it("an owner who deletes their account hands the guild over, and the members hear it", async () => {
    const { owner, guildId } = await newGuild();
    const heir = await signUpPlayer(t);
    await join(heir, guildId);
    const socket = await connect(heir);
    const from = socket.messages.length;
    const gone = await call(owner, "DELETE", "/api/user/account", { password: PASSWORD });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(await nextAfter(socket, from, (m) => m.type === "guildMembersChanged")).toEqual({
      type: "guildMembersChanged",
      userId: owner.user.id,
      guildId,
    });
    expect((await myGuild(heir)).myRank?.permissionLevel).toBe(4);
    socket.close();
  });
});

describe("the list of guilds to join", () => {
  it("tells every open app when a guild is founded, so a Join a Guild list reads again", async () => {
    const stranger = await signUpPlayer(t);
    const socket = await connect(stranger);
    const from = socket.messages.length;
    await newGuild();
    expect(await nextAfter(socket, from, (m) => m.type === "guildListChanged")).toEqual({
      type: "guildListChanged",
    });
    socket.close();
  });
});
