import type { Notification } from "@repgate/contracts/notifications";
import type { NotificationType } from "@repgate/game/rules/notifications";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findLiveDungeon } from "../../test/dungeon-helpers.ts";
import { type Hunter, PASSWORD, sessionCookieOf, signUpPlayer } from "../../test/factories.ts";
import { asHunter } from "../../test/hunter-call.ts";
import { formParty, invite, notificationsOf, respondInvite } from "../../test/party-helpers.ts";
import { setGold } from "../../test/shop-helpers.ts";
import { openSocket, type TestSocket } from "../../test/socket-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { expirePartyConfirmation } from "../parties/confirmation-expiry.ts";

// Issue 43: a notification that asked for an answer is resolved wherever and however it was
// answered, in the answer's own transaction, and every open bell of the hunter hears it once.

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

/** The hunter's notification of this kind (the newest), as their bell lists it. */
async function noticeOf(hunter: Hunter, type: NotificationType): Promise<Notification> {
  const found = (await notificationsOf(t, hunter)).find((n) => n.type === type);
  if (!found) throw new Error(`no ${type} notification`);
  return found;
}

/** Another device of the same hunter: a session of its own, and its socket open. */
async function secondDevice(hunter: Hunter): Promise<TestSocket> {
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

function heard(socket: TestSocket, type: string) {
  return socket.messages.filter((m) => m.type === type);
}

async function newParty(leader: Hunter, name = "Shadow Army") {
  const created = await call(leader, "POST", "/api/party", { name });
  expect(created.statusCode).toBe(201);
}

describe("a party invitation answered", () => {
  it("accepted through its route: resolved 'accepted', read, and a second device hears it once", async () => {
    const leader = await signUpPlayer(t);
    const invitee = await signUpPlayer(t);
    await newParty(leader);
    const id = await invite(t, leader, invitee);
    const waiting = await noticeOf(invitee, "party_invite");
    expect(waiting).toMatchObject({ resolution: null, resolvedAt: null, isRead: false });
    const phone = await secondDevice(invitee);

    expect((await respondInvite(t, invitee, id, "accepted")).statusCode).toBe(200);

    const event = await phone.next((m) => m.type === "notificationsChanged");
    expect(event).toEqual({ type: "notificationsChanged", userId: invitee.user.id });
    const answered = await noticeOf(invitee, "party_invite");
    expect(answered).toMatchObject({
      id: waiting.id,
      resolution: "accepted",
      isRead: true,
      resolvedAt: t.clock.now().toISOString(),
    });
    // Anything else that commit said arrives with it; no second notificationsChanged follows.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard(phone, "notificationsChanged")).toHaveLength(1);
  });

  it("declined: resolved 'declined'; a later invitation from the same leader asks again", async () => {
    const leader = await signUpPlayer(t);
    const invitee = await signUpPlayer(t);
    await newParty(leader);
    const first = await invite(t, leader, invitee);
    expect((await respondInvite(t, invitee, first, "declined")).statusCode).toBe(200);
    expect(await noticeOf(invitee, "party_invite")).toMatchObject({
      resolution: "declined",
      isRead: true,
    });

    const second = await invite(t, leader, invitee);
    const again = (await notificationsOf(t, invitee)).filter((n) => n.type === "party_invite");
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({
      resolution: null,
      resolvedAt: null,
      isRead: false,
      data: { invitationId: second },
    });
  });

  it("made moot by joining another party: the other invitation says 'cancelled'", async () => {
    const [first, second] = [await signUpPlayer(t), await signUpPlayer(t)];
    const invitee = await signUpPlayer(t);
    await newParty(first, "First Army");
    await newParty(second, "Second Army");
    const taken = await invite(t, first, invitee);
    const other = await invite(t, second, invitee);
    expect((await respondInvite(t, invitee, taken)).statusCode).toBe(200);

    const byInvitation = new Map(
      (await notificationsOf(t, invitee)).map((n) => [n.data?.invitationId, n]),
    );
    expect(byInvitation.get(taken)?.resolution).toBe("accepted");
    expect(byInvitation.get(other)).toMatchObject({ resolution: "cancelled", isRead: true });
  });
});

describe("a party invitation whose sender left", () => {
  it("says 'expired' at once in the invitee's bell; pressing it still answers 410", async () => {
    const [leader] = await formParty(t, 2);
    const invitee = await signUpPlayer(t);
    const id = await invite(t, leader, invitee);
    const phone = await secondDevice(invitee);
    expect((await call(leader, "DELETE", "/api/party/leave")).statusCode).toBe(200);
    await phone.next((m) => m.type === "notificationsChanged");
    expect(await noticeOf(invitee, "party_invite")).toMatchObject({
      resolution: "expired",
      isRead: true,
    });
    expect((await respondInvite(t, invitee, id)).statusCode).toBe(410);
  });
});

describe("a guild invitation answered", () => {
  async function guildInvitation() {
    const owner = await signUpPlayer(t);
    await setGold(t, owner.user.id, 10_000);
    const created = await call(owner, "POST", "/api/guilds", {
      name: `Bell ${Math.random().toString(36).slice(2, 9)}`,
      insignia: "🛡️",
    });
    expect(created.statusCode).toBe(201);
    const invitee = await signUpPlayer(t);
    expect(
      (await call(owner, "POST", "/api/guild/invite", { inviteeId: invitee.user.id })).statusCode,
    ).toBe(200);
    const notice = await noticeOf(invitee, "guild_invite");
    return { invitee, notice, id: notice.data?.invitationId as string };
  }

  it("accepted: resolved 'accepted' and read", async () => {
    const { invitee, notice, id } = await guildInvitation();
    expect((await call(invitee, "POST", `/api/guild/invitations/${id}/accept`)).statusCode).toBe(
      200,
    );
    expect(await noticeOf(invitee, "guild_invite")).toMatchObject({
      id: notice.id,
      resolution: "accepted",
      isRead: true,
    });
  });

  it("declined: resolved 'declined'", async () => {
    const { invitee, id } = await guildInvitation();
    expect((await call(invitee, "POST", `/api/guild/invitations/${id}/decline`)).statusCode).toBe(
      200,
    );
    expect((await noticeOf(invitee, "guild_invite")).resolution).toBe("declined");
  });
});

describe("a friend request answered from the friends panel", () => {
  async function request() {
    const asker = await signUpPlayer(t);
    const friend = await signUpPlayer(t);
    const sent = await call(asker, "POST", "/api/friends/request", { friendId: friend.user.id });
    expect(sent.statusCode).toBe(200);
    return { asker, friend, friendshipId: sent.json().friendshipId as string };
  }

  it("declined: the bell's request says 'declined', not unread", async () => {
    const { friend, friendshipId } = await request();
    const phone = await secondDevice(friend);
    expect((await call(friend, "POST", `/api/friends/decline/${friendshipId}`)).statusCode).toBe(
      200,
    );
    await phone.next((m) => m.type === "notificationsChanged");
    expect(await noticeOf(friend, "friend_request")).toMatchObject({
      resolution: "declined",
      isRead: true,
    });
  });

  it("accepted, or answered by asking back: 'accepted'", async () => {
    const one = await request();
    expect(
      (await call(one.friend, "POST", `/api/friends/accept/${one.friendshipId}`)).statusCode,
    ).toBe(200);
    expect((await noticeOf(one.friend, "friend_request")).resolution).toBe("accepted");

    const two = await request();
    const back = await call(two.friend, "POST", "/api/friends/request", {
      friendId: two.asker.user.id,
    });
    expect(back.json().status).toBe("accepted");
    expect((await noticeOf(two.friend, "friend_request")).resolution).toBe("accepted");
  });
});

describe("a party dungeon confirmation", () => {
  async function ask(size: number) {
    const hunters = await formParty(t, size);
    const leader = hunters[0];
    const dungeon = await findLiveDungeon(t, leader, "combat");
    const asked = await call(leader, "POST", "/api/party/dungeon-confirmation", {
      dungeonId: dungeon.id,
    });
    expect(asked.statusCode).toBe(201);
    return { hunters, confirmationId: asked.json().confirmationId as string };
  }
  const answer = (hunter: Hunter, id: string, confirmed: boolean) =>
    call(hunter, "POST", `/api/party/dungeon-confirmation/${id}/respond`, { confirmed });

  it("at its time limit the job resolves the waiting ones 'expired'; a yes stays 'confirmed'", async () => {
    const {
      hunters: [leader, yes, silent],
      confirmationId,
    } = await ask(3);
    expect((await answer(yes, confirmationId, true)).json().status).toBe("waiting");
    expect((await noticeOf(yes, "party_dungeon_confirmation")).resolution).toBe("confirmed");
    const phone = await secondDevice(silent);

    t.clock.advance(120_000);
    await expirePartyConfirmation(t.db, { confirmationId, now: t.clock.now() });

    await phone.next((m) => m.type === "notificationsChanged");
    expect(await noticeOf(silent, "party_dungeon_confirmation")).toMatchObject({
      resolution: "expired",
      isRead: true,
    });
    expect((await noticeOf(yes, "party_dungeon_confirmation")).resolution).toBe("confirmed");
    // The leader's "entry cancelled" is news to read, not a question answered.
    expect(await noticeOf(leader, "party_dungeon_confirmation")).toMatchObject({
      title: "Dungeon Entry Cancelled",
      resolution: null,
      isRead: false,
    });
  });

  it("one member's decline: theirs 'declined', the others' 'cancelled'", async () => {
    const {
      hunters: [, no, other],
      confirmationId,
    } = await ask(3);
    expect((await answer(no, confirmationId, false)).json().status).toBe("cancelled");
    expect((await noticeOf(no, "party_dungeon_confirmation")).resolution).toBe("declined");
    expect((await noticeOf(other, "party_dungeon_confirmation")).resolution).toBe("cancelled");
  });

  it("the leader leaving cancels it: the members' confirmations say 'cancelled'", async () => {
    const {
      hunters: [leader, member],
      confirmationId,
    } = await ask(2);
    expect((await call(leader, "DELETE", "/api/party/leave")).statusCode).toBe(200);
    expect(await noticeOf(member, "party_dungeon_confirmation")).toMatchObject({
      resolution: "cancelled",
      data: { confirmationId },
    });
  });
});
