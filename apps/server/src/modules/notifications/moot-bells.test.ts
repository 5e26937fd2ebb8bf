import type { Notification } from "@repgate/contracts/notifications";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Hunter, PASSWORD, sessionCookieOf, signUpPlayer } from "../../test/factories.ts";
import { asHunter } from "../../test/hunter-call.ts";
import { formParty, invite, notificationsOf, respondInvite } from "../../test/party-helpers.ts";
import { setGold } from "../../test/shop-helpers.ts";
import { openSocket, type TestSocket } from "../../test/socket-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Issue 43: an invitation made moot by someone else's act (its party disbanded or filled, its
// guild's inviter gone, the guild dissolved) resolves in the invitee's open bells at once, on
// every device, in one event; and a hunter removed from a party hears it live.

let t: TestApp;
let base = "";
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => {
  for (const socket of sockets) socket.close();
});

const call = (hunter: Hunter, method: string, url: string, payload?: unknown) =>
  asHunter(t, hunter, method, url, payload);

/** The hunter's phone: a session of its own and its socket open, as a second device. */
async function phoneOf(hunter: Hunter): Promise<TestSocket> {
  const login = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: hunter.email, password: PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  const socket = await openSocket(base, { cookie: sessionCookieOf(login), origin: base });
  sockets.push(socket);
  await socket.next((m) => m.type === "welcome");
  return socket;
}

/** Waits for the first event of `type`, then long enough that a second one would have come. */
async function heardOnce(phone: TestSocket, type: string): Promise<void> {
  await phone.next((m) => m.type === type);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(phone.messages.filter((m) => m.type === type)).toHaveLength(1);
}

async function invitationNotice(hunter: Hunter, invitationId: string): Promise<Notification> {
  const found = (await notificationsOf(t, hunter)).find(
    (n) => n.data?.invitationId === invitationId,
  );
  if (!found) throw new Error(`no notification of invitation ${invitationId}`);
  return found;
}

async function newGuild(owner: Hunter): Promise<string> {
  await setGold(t, owner.user.id, 10_000);
  const created = await call(owner, "POST", "/api/guilds", {
    name: `Moot ${Math.random().toString(36).slice(2, 9)}`,
    insignia: "🛡️",
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().guild.id as string;
}

async function guildInvite(sender: Hunter, invitee: Hunter): Promise<string> {
  const sent = await call(sender, "POST", "/api/guild/invite", { inviteeId: invitee.user.id });
  expect(sent.statusCode, sent.body).toBe(200);
  const notice = (await notificationsOf(t, invitee)).find((n) => n.type === "guild_invite");
  return notice?.data?.invitationId as string;
}

describe("a party invitation made moot", () => {
  it("the party disbanded (its last member left): Expired on the invitee's phone, in one event", async () => {
    const leader = await signUpPlayer(t);
    expect((await call(leader, "POST", "/api/party", { name: "Brief" })).statusCode).toBe(201);
    const invitee = await signUpPlayer(t);
    const id = await invite(t, leader, invitee);
    expect(await invitationNotice(invitee, id)).toMatchObject({ resolution: null, isRead: false });
    const phone = await phoneOf(invitee);

    expect((await call(leader, "DELETE", "/api/party/leave")).statusCode).toBe(200);

    await heardOnce(phone, "notificationsChanged");
    expect(await invitationNotice(invitee, id)).toMatchObject({
      resolution: "expired",
      isRead: true,
      resolvedAt: t.clock.now().toISOString(),
    });
    expect((await respondInvite(t, invitee, id)).statusCode).toBe(410);
  });

  it("the party filled up: Cancelled on the other invitee's phone, in one event", async () => {
    const [leader] = await formParty(t, 3);
    const [taker, other] = [await signUpPlayer(t), await signUpPlayer(t)];
    const taken = await invite(t, leader, taker);
    const moot = await invite(t, leader, other);
    const phone = await phoneOf(other);

    expect((await respondInvite(t, taker, taken)).statusCode).toBe(200);

    await heardOnce(phone, "notificationsChanged");
    expect(await invitationNotice(other, moot)).toMatchObject({
      resolution: "cancelled",
      isRead: true,
    });
  });
});

describe("a guild invitation made moot", () => {
  it("its inviter left the guild: Expired on the invitee's phone, in one event", async () => {
    const owner = await signUpPlayer(t);
    const guildId = await newGuild(owner);
    const inviter = await signUpPlayer(t);
    expect((await call(inviter, "POST", "/api/guilds/join", { guildId })).statusCode).toBe(200);
    // A Moderator (level 1) may invite; a new member is not one yet.
    const ranks = (await call(owner, "GET", "/api/guild/my-guild")).json().ranks as Array<{
      id: string;
      permissionLevel: number;
    }>;
    const moderator = ranks.find((r) => r.permissionLevel === 1);
    const promoted = await call(owner, "PATCH", "/api/guild/member-rank", {
      memberId: inviter.user.id,
      rankId: moderator?.id,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const invitee = await signUpPlayer(t);
    const id = await guildInvite(inviter, invitee);
    const phone = await phoneOf(invitee);

    expect((await call(inviter, "DELETE", "/api/guild/leave")).statusCode).toBe(200);

    await heardOnce(phone, "notificationsChanged");
    expect(await invitationNotice(invitee, id)).toMatchObject({
      resolution: "expired",
      isRead: true,
    });
  });

  it("the guild dissolved (its owner, alone in it, deleted their account): the item leaves the bell, in one event", async () => {
    const owner = await signUpPlayer(t);
    await newGuild(owner);
    const invitee = await signUpPlayer(t);
    const id = await guildInvite(owner, invitee);
    const phone = await phoneOf(invitee);

    const gone = await call(owner, "DELETE", "/api/user/account", { password: PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);

    await heardOnce(phone, "notificationsChanged");
    // A deleted sender's notifications go with them (the sender cascade): no live buttons stay.
    const left = await notificationsOf(t, invitee);
    expect(left.filter((n) => n.data?.invitationId === id)).toEqual([]);
    const accept = await call(invitee, "POST", `/api/guild/invitations/${id}/accept`);
    expect(accept.statusCode).toBe(404);
  });
});

describe("a member removed from a party", () => {
  it("hears it live on their phone: their party and their bell change, once each", async () => {
    const [leader, member] = await formParty(t, 2);
    const phone = await phoneOf(member);

    const removed = await call(leader, "DELETE", `/api/party/members/${member.user.id}`);
    expect(removed.statusCode, removed.body).toBe(200);

    await heardOnce(phone, "partyChanged");
    await heardOnce(phone, "notificationCreated");
    // Their socket left the party's room (its chat) with the same commit.
    const rooms = await phone.next(
      (m) => m.type === "welcome" && !String(m.rooms).includes("party:"),
    );
    expect(rooms.rooms).not.toContain(expect.stringMatching(/^party:/));
    const notice = (await notificationsOf(t, member)).find((n) => n.type === "party_removed");
    expect(notice).toMatchObject({ title: "Removed from Party", isRead: false });
  });
});
