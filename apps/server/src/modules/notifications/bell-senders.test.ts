import { beforeAll, describe, expect, it } from "vitest";
import { type EventListener, listenForEvents } from "../../test/event-listener.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { invite, notificationsOf, partyCall } from "../../test/party-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let events: EventListener;
beforeAll(async () => {
  t = await createTestApp();
  events = await listenForEvents(t.pool);
});

const call = (h: Hunter, method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) =>
  partyCall(t, h, method, url, payload);

async function befriend(a: Hunter, b: Hunter) {
  const sent = await call(a, "POST", "/api/friends/request", { friendId: b.user.id });
  expect(sent.statusCode).toBe(200);
  expect(
    (await call(b, "POST", `/api/friends/accept/${sent.json().friendshipId}`)).statusCode,
  ).toBe(200);
}

const from = (senderId: string) => (n: { data: Record<string, string> | null }) =>
  n.data?.senderId === senderId;

describe("a stranger cannot bury a hunter's bell", () => {
  it("request → withdraw and create party → invite → leave, 30 times each, leave an older real invite in place", async () => {
    const victim = await signUpPlayer(t);
    const friendlyLeader = await signUpPlayer(t);
    expect(
      (await call(friendlyLeader, "POST", "/api/party", { name: "Real Raid" })).statusCode,
    ).toBe(201);
    const realInvitationId = await invite(t, friendlyLeader, victim);
    t.clock.advance(1000);

    const attacker = await signUpPlayer(t);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const sent = await call(attacker, "POST", "/api/friends/request", {
        friendId: victim.user.id,
      });
      statuses.push(sent.statusCode);
      if (sent.statusCode === 200) {
        expect((await call(attacker, "DELETE", `/api/friends/${victim.user.id}`)).statusCode).toBe(
          200,
        );
      } else {
        expect(sent.statusCode).toBe(429);
        expect(sent.json().message).toMatch(/too many friend requests/);
      }
    }
    for (let i = 0; i < 30; i++) {
      expect((await call(attacker, "POST", "/api/party", { name: `Spam ${i}` })).statusCode).toBe(
        201,
      );
      const invited = await call(attacker, "POST", "/api/party/invite", {
        inviteeId: victim.user.id,
      });
      statuses.push(invited.statusCode);
      if (invited.statusCode !== 200) {
        expect(invited.statusCode).toBe(429);
        expect(invited.json().message).toMatch(/invited this hunter too often/);
      }
      expect((await call(attacker, "DELETE", "/api/party/leave")).statusCode).toBe(200);
      t.clock.advance(100);
    }
    // Each loop is held at its limit, not at 30.
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);

    const bell = await notificationsOf(t, victim);
    const fromAttacker = bell.filter(from(attacker.user.id));
    expect(fromAttacker.map((n) => n.type)).toEqual(["party_invite"]);
    expect(bell).toContainEqual(
      expect.objectContaining({
        type: "party_invite",
        data: expect.objectContaining({ invitationId: realInvitationId }),
      }),
    );
  });

  it("a repeated invitation refreshes the one notification instead of adding another", async () => {
    const victim = await signUpPlayer(t);
    const leader = await signUpPlayer(t);
    await call(leader, "POST", "/api/party", { name: "First" });
    await invite(t, leader, victim);
    const [first] = (await notificationsOf(t, victim)).filter(from(leader.user.id));
    const read = await t.app.inject({
      method: "PATCH",
      url: `/api/notifications/${first?.id}/read`,
      headers: { cookie: victim.cookie },
    });
    expect(read.statusCode).toBe(200);
    await call(leader, "DELETE", "/api/party/leave");
    t.clock.advance(5000);
    await call(leader, "POST", "/api/party", { name: "Second" });
    const second = await invite(t, leader, victim);

    const mine = (await notificationsOf(t, victim)).filter(from(leader.user.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id: first?.id,
      isRead: false,
      data: expect.objectContaining({ invitationId: second }),
    });
    expect(mine[0]?.message).toContain("Second");
  });

  it("a withdrawn friend request's notification is removed, and the bell hears of it", async () => {
    const a = await signUpPlayer(t);
    const b = await signUpPlayer(t);
    expect(
      (await call(a, "POST", "/api/friends/request", { friendId: b.user.id })).statusCode,
    ).toBe(200);
    expect((await notificationsOf(t, b)).filter(from(a.user.id))).toHaveLength(1);
    await events.take();
    expect((await call(a, "DELETE", `/api/friends/${b.user.id}`)).statusCode).toBe(200);
    expect(await events.take()).toContainEqual({ type: "notificationsChanged", userId: b.user.id });
    expect((await notificationsOf(t, b)).filter(from(a.user.id))).toEqual([]);
  });

  it("a friend's direct messages ring the bell once, refreshed to the newest, and a flood is refused", async () => {
    const a = await signUpPlayer(t);
    const b = await signUpPlayer(t);
    await befriend(a, b);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      t.clock.advance(10);
      const sent = await call(a, "POST", "/api/friends/message", {
        friendId: b.user.id,
        message: `hello ${i}`,
      });
      statuses.push(sent.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const messages = (await notificationsOf(t, b)).filter((n) => n.type === "direct_message");
    expect(messages).toHaveLength(1);
    expect(messages[0]?.message).toBe("hello 29");
  });
});
