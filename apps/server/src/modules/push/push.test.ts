import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { pushDeliveries, pushSubscriptions } from "../../db/schema/push.ts";
import { findLiveDungeon } from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { asHunter } from "../../test/hunter-call.ts";
import { formParty } from "../../test/party-helpers.ts";
import { PushServiceStandIn, subscribeOnStandIn } from "../../test/push-service.ts";
import { allowLogLines } from "../../test/server-log.ts";
import { openSocket } from "../../test/socket-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { sendPushTo } from "./service.ts";

const keys = webpush.generateVAPIDKeys();
const standIn = new PushServiceStandIn(keys.publicKey);
let t: TestApp;
let base = "";

beforeAll(async () => {
  await standIn.start();
  t = await createTestApp({
    push: { ...keys, subject: "mailto:ops@repgate.test", httpOrigins: [standIn.origin] },
  });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => standIn.stop());

const subscribed = (hunter: Hunter) => subscribeOnStandIn(t.app, standIn, hunter);

function requestFriendship(from: Hunter, to: Hunter) {
  return t.app.inject({
    method: "POST",
    url: "/api/friends/request",
    headers: { cookie: from.cookie },
    payload: { friendId: to.user.id },
  });
}

/** How the one instance that claimed the hunter's pushes handled them, once it has. */
async function outcomes(userId: string, count = 1): Promise<string[]> {
  for (let i = 0; i < 100; i += 1) {
    const rows = await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.userId, userId));
    if (rows.length >= count) return rows.map((r) => r.outcome);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("no push was handled");
}

async function pushesTo(id: string, count: number) {
  for (let i = 0; i < 100 && standIn.pushesTo(id).length < count; i += 1) {
    await new Promise((r) => setTimeout(r, 50));
  }
  return standIn.pushesTo(id);
}

describe("subscribing a device", () => {
  it("refuses what is not a push subscription with a readable 400, storing nothing", async () => {
    const h = await signUpPlayer(t);
    const good = standIn.subscription();
    const cases = [
      [{ endpoint: "not a url", keys: good.keys }, "The subscription's endpoint is not a URL."],
      [
        { endpoint: "http://push.example.com/x", keys: good.keys },
        "The subscription's endpoint must be an https:// URL.",
      ],
      [
        { endpoint: good.endpoint, keys: { ...good.keys, p256dh: "abc" } },
        "The subscription's p256dh key is not a P-256 public key.",
      ],
      [
        { endpoint: good.endpoint, keys: { ...good.keys, auth: "!!" } },
        "The subscription's auth key is not base64url.",
      ],
      [{ endpoint: good.endpoint }, "The subscription's keys are missing."],
    ] as const;
    for (const [payload, message] of cases) {
      const reply = await t.app.inject({
        method: "POST",
        url: "/api/push/subscriptions",
        headers: { cookie: h.cookie },
        payload,
      });
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json().message).toContain(message);
    }
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, h.user.id));
    expect(rows).toEqual([]);
  });

  it("serves the VAPID public key, and unsubscribes a device once", async () => {
    const h = await signUpPlayer(t);
    const key = await t.app.inject({ url: "/api/push/public-key", headers: { cookie: h.cookie } });
    expect(key.json()).toEqual({ publicKey: keys.publicKey });
    const sub = await subscribed(h);
    const remove = () =>
      t.app.inject({
        method: "POST",
        url: "/api/push/subscriptions/remove",
        headers: { cookie: h.cookie },
        payload: { endpoint: sub.endpoint },
      });
    expect((await remove()).statusCode).toBe(200);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("This device has no reminders to turn off.");
  });
});

describe("push settings", () => {
  it("start with everything on and 2 hours, and keep what the hunter chose", async () => {
    const h = await signUpPlayer(t);
    const read = () => t.app.inject({ url: "/api/push/settings", headers: { cookie: h.cookie } });
    expect((await read()).json()).toMatchObject({ dailyQuest: true, dailyQuestHoursLeft: 2 });
    const chosen = {
      dailyQuest: true,
      dailyQuestHoursLeft: 5,
      partyConfirmation: false,
      friendRequest: true,
      directMessage: false,
      quietStart: "22:00",
      quietEnd: "07:00",
    };
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/push/settings",
      headers: { cookie: h.cookie },
      payload: chosen,
    });
    expect(put.statusCode).toBe(200);
    expect((await read()).json()).toEqual(chosen);

    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/push/settings",
      headers: { cookie: h.cookie },
      payload: { ...chosen, dailyQuestHoursLeft: 0, quietEnd: null },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/between 1 and 12 hours|both a start and an end/);
    expect((await read()).json()).toEqual(chosen);
  });
});

describe("what is pushed", () => {
  it("a friend request reaches the stand-in push service once, signed and decryptable", async () => {
    const [a, b] = [await signUpPlayer(t), await signUpPlayer(t)];
    const sub = await subscribed(b);
    expect((await requestFriendship(a, b)).statusCode).toBe(200);
    const pushes = await pushesTo(sub.id, 1);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      payload: { kind: "friendRequest", url: "/social#friends" },
      subject: "mailto:ops@repgate.test",
      ttl: 3600,
    });
    expect(await outcomes(b.user.id)).toEqual(["sent"]);
    expect(standIn.refused).toEqual([]);
  });

  it("nothing when the kind is switched off, or inside the hunter's quiet hours", async () => {
    const [a, b, c] = [await signUpPlayer(t), await signUpPlayer(t), await signUpPlayer(t)];
    const subB = await subscribed(b);
    const subC = await subscribed(c);
    const settings = (
      friendRequest: boolean,
      quietStart: string | null,
      quietEnd: string | null,
    ) => ({
      dailyQuest: true,
      dailyQuestHoursLeft: 2,
      partyConfirmation: true,
      friendRequest,
      directMessage: true,
      quietStart,
      quietEnd,
    });
    await t.app.inject({
      method: "PUT",
      url: "/api/push/settings",
      headers: { cookie: b.cookie },
      payload: settings(false, null, null),
    });
    // Quiet hours from an hour ago to an hour ahead, on the hunter's own clock (Kathmandu).
    await t.app.inject({
      method: "PATCH",
      url: "/api/user/timezone",
      headers: { cookie: c.cookie },
      payload: { timezone: "Asia/Kathmandu" },
    });
    const local = (offsetMin: number) =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "Asia/Kathmandu",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(new Date(t.clock.now().getTime() + offsetMin * 60_000));
    await t.app.inject({
      method: "PUT",
      url: "/api/push/settings",
      headers: { cookie: c.cookie },
      payload: settings(true, local(-60), local(60)),
    });
    await requestFriendship(a, b);
    await requestFriendship(a, c);
    expect(await outcomes(b.user.id)).toEqual(["switched-off"]);
    expect(await outcomes(c.user.id)).toEqual(["quiet-hours"]);
    expect(standIn.pushesTo(subB.id)).toEqual([]);
    expect(standIn.pushesTo(subC.id)).toEqual([]);
  });

  it("nothing to a hunter who has the app open", async () => {
    const [a, b] = [await signUpPlayer(t), await signUpPlayer(t)];
    const sub = await subscribed(b);
    const socket = await openSocket(base, { cookie: b.cookie, origin: base });
    await socket.next((m) => m.type === "welcome");
    await requestFriendship(a, b);
    expect(await outcomes(b.user.id)).toEqual(["on-app"]);
    expect(standIn.pushesTo(sub.id)).toEqual([]);
    socket.close();
  });

  it("drops a subscription the push service says is gone (404, 410)", async () => {
    for (const status of [404, 410]) {
      const [a, b] = [await signUpPlayer(t), await signUpPlayer(t)];
      const sub = await subscribed(b);
      standIn.answer(sub.id, status);
      await requestFriendship(a, b);
      await outcomes(b.user.id);
      let rows = [{}];
      for (let i = 0; i < 100 && rows.length > 0; i += 1) {
        rows = await t.db
          .select()
          .from(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, b.user.id)));
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(rows, `after ${status}`).toEqual([]);
    }
  });

  it("keeps the subscription and warns once when the push service fails", async () => {
    allowLogLines([{ msg: "push not sent: the push service refused it", level: "warn" }]);
    const [a, b] = [await signUpPlayer(t), await signUpPlayer(t)];
    const sub = await subscribed(b);
    standIn.answer(sub.id, 503);
    await requestFriendship(a, b);
    await outcomes(b.user.id);
    await new Promise((r) => setTimeout(r, 300));
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, b.user.id));
    expect(rows).toHaveLength(1);
  });

  it("a reminder from sendPushTo is pushed once, however often it is asked", async () => {
    const h = await signUpPlayer(t);
    const sub = await subscribed(h);
    const reminder = {
      key: "daily:2026-11-26",
      payload: {
        kind: "dailyQuest" as const,
        title: "Daily quest",
        body: "2 hours left",
        url: "/quests",
      },
    };
    await sendPushTo(t.db, h.user.id, reminder);
    await sendPushTo(t.db, h.user.id, reminder);
    const pushes = await pushesTo(sub.id, 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(pushes.map((p) => p.payload)).toEqual([reminder.payload]);
  });
});

describe("what a tapped push opens and answers", () => {
  it("a party confirmation carries its confirmationId, which answers it; the leader's cancel notice has none", async () => {
    const [leader, member] = await formParty(t, 2);
    const [leaderSub, memberSub] = [await subscribed(leader), await subscribed(member)];
    const dungeon = await findLiveDungeon(t, leader, "combat");
    const asked = await asHunter(t, leader, "POST", "/api/party/dungeon-confirmation", {
      dungeonId: dungeon.id,
    });
    expect(asked.statusCode).toBe(201);
    const { confirmationId } = asked.json();
    const [request] = await pushesTo(memberSub.id, 1);
    expect(request?.payload).toMatchObject({
      kind: "partyConfirmation",
      title: "Party Dungeon Confirmation",
      url: "/social#party",
      confirmationId,
      tag: `party:${confirmationId}`,
    });
    expect(request?.urgency).toBe("high");

    // What the notification's Decline action posts, with the id the push carried.
    const declined = await asHunter(
      t,
      member,
      "POST",
      `/api/party/dungeon-confirmation/${confirmationId}/respond`,
      { confirmed: false },
    );
    expect(declined.json()).toMatchObject({ status: "cancelled" });
    const [notice] = await pushesTo(leaderSub.id, 1);
    expect(notice?.payload).toEqual({
      kind: "partyConfirmation",
      title: "Dungeon Entry Cancelled",
      body: "Not all party members confirmed. Dungeon entry cancelled.",
      url: "/social#party",
      tag: `party:${confirmationId}`,
    });
  });

  it("speaks the account's language (stored English, translated as it is sent)", async () => {
    const [leader, member] = await formParty(t, 2);
    await asHunter(t, leader, "PATCH", "/api/user/language", { language: "ko" });
    const leaderSub = await subscribed(leader);
    const dungeon = await findLiveDungeon(t, leader, "combat");
    const asked = await asHunter(t, leader, "POST", "/api/party/dungeon-confirmation", {
      dungeonId: dungeon.id,
    });
    const { confirmationId } = asked.json();
    await asHunter(t, member, "POST", `/api/party/dungeon-confirmation/${confirmationId}/respond`, {
      confirmed: false,
    });
    const [notice] = await pushesTo(leaderSub.id, 1);
    expect(notice?.payload).toMatchObject({
      title: "던전 입장 취소",
      body: "모든 파티원이 확인하지 않았습니다. 던전 입장이 취소되었습니다.",
    });
  });

  it("a direct message opens the message dialog to its sender", async () => {
    const [a, b] = [await signUpPlayer(t), await signUpPlayer(t)];
    await requestFriendship(a, b);
    const requests = await asHunter(t, b, "GET", "/api/friends/requests");
    const [request] = requests.json();
    expect(
      (await asHunter(t, b, "POST", `/api/friends/accept/${request.friendshipId}`)).statusCode,
    ).toBe(200);
    await outcomes(b.user.id); // the friend request's push is settled before b subscribes
    const sub = await subscribed(b);
    const sent = await asHunter(t, a, "POST", "/api/friends/message", {
      friendId: b.user.id,
      message: "Raid at six?",
    });
    expect(sent.statusCode).toBe(200);
    const [push] = await pushesTo(sub.id, 1);
    expect(push?.payload).toMatchObject({
      kind: "directMessage",
      url: `/social?message=${a.user.id}#friends`,
      tag: `dm:${a.user.id}`,
    });
  });
});
