import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { asHunter } from "../../test/hunter-call.ts";
import { notificationsOf } from "../../test/party-helpers.ts";
import { openSocket } from "../../test/socket-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let base = "";
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

const call = (h: Hunter, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  asHunter(t, h, method, url, payload);

async function friends() {
  const a = await signUpPlayer(t);
  const b = await signUpPlayer(t);
  const sent = await call(a, "POST", "/api/friends/request", { friendId: b.user.id });
  expect(
    (await call(b, "POST", `/api/friends/accept/${sent.json().friendshipId}`)).statusCode,
  ).toBe(200);
  return { a, b };
}

async function dm(from: Hunter, to: Hunter, message: string) {
  t.clock.advance(10);
  const sent = await call(from, "POST", "/api/friends/message", { friendId: to.user.id, message });
  expect(sent.statusCode).toBe(200);
}

type Thread = {
  peerId: string;
  peerName: string;
  unreadCount: number;
  lastMessage: { body: string };
};

describe("direct-message threads", () => {
  it("list one thread per peer with the newest message and the unread count", async () => {
    const { a, b } = await friends();
    await dm(a, b, "Raid at nine?");
    await dm(b, a, "Yes");
    await dm(a, b, "See you there");
    await dm(a, b, "Bring potions");
    const threadsOfB = (await call(b, "GET", "/api/messages/threads")).json() as Thread[];
    expect(threadsOfB).toEqual([
      expect.objectContaining({
        peerId: a.user.id,
        peerName: a.user.hunterName,
        unreadCount: 3,
        lastMessage: expect.objectContaining({ body: "Bring potions" }),
      }),
    ]);
    const threadsOfA = (await call(a, "GET", "/api/messages/threads")).json() as Thread[];
    expect(threadsOfA).toMatchObject([{ peerId: b.user.id, unreadCount: 1 }]);
  });

  it("pages a thread backwards with a cursor, each page oldest first", async () => {
    const { a, b } = await friends();
    for (let i = 1; i <= 5; i++) await dm(i % 2 ? a : b, i % 2 ? b : a, `m${i}`);
    const first = await call(a, "GET", `/api/messages/threads/${b.user.id}?limit=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json().messages.map((m: { body: string }) => m.body)).toEqual(["m4", "m5"]);
    const second = await call(
      a,
      "GET",
      `/api/messages/threads/${b.user.id}?limit=2&before=${first.json().nextBefore}`,
    );
    expect(second.json().messages.map((m: { body: string }) => m.body)).toEqual(["m2", "m3"]);
    const last = await call(
      a,
      "GET",
      `/api/messages/threads/${b.user.id}?limit=2&before=${second.json().nextBefore}`,
    );
    expect(last.json()).toMatchObject({ messages: [{ body: "m1" }], nextBefore: null });
    const bad = await call(a, "GET", `/api/messages/threads/${b.user.id}?limit=500`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Limit can be at most 50.");
  });

  it("a GET writes nothing: reading a page leaves the thread unread", async () => {
    const { a, b } = await friends();
    await dm(a, b, "hello");
    await call(b, "GET", `/api/messages/threads/${a.user.id}`);
    await call(b, "GET", "/api/messages/threads");
    const threads = (await call(b, "GET", "/api/messages/threads")).json() as Thread[];
    expect(threads[0]?.unreadCount).toBe(1);
  });

  it("marks a thread read, clears its bell item and tells the hunter's other device", async () => {
    const { a, b } = await friends();
    await dm(a, b, "one");
    const phone = await openSocket(base, { cookie: b.cookie, origin: base });
    await phone.next((m) => m.type === "welcome");
    const read = await call(b, "POST", `/api/messages/threads/${a.user.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(await phone.next((m) => m.type === "directMessagesChanged")).toMatchObject({
      userId: b.user.id,
      peerId: a.user.id,
    });
    phone.close();
    const threads = (await call(b, "GET", "/api/messages/threads")).json() as Thread[];
    expect(threads[0]?.unreadCount).toBe(0);
    const bell = (await notificationsOf(t, b)).filter((n) => n.type === "direct_message");
    expect(bell.every((n) => n.isRead)).toBe(true);
  });

  it("a new message reaches the recipient's socket and the sender's other device live", async () => {
    const { a, b } = await friends();
    const recipient = await openSocket(base, { cookie: b.cookie, origin: base });
    const sendersTablet = await openSocket(base, { cookie: a.cookie, origin: base });
    await recipient.next((m) => m.type === "welcome");
    await sendersTablet.next((m) => m.type === "welcome");
    await dm(a, b, "live");
    expect(await recipient.next((m) => m.type === "directMessagesChanged")).toMatchObject({
      userId: b.user.id,
      peerId: a.user.id,
    });
    expect(await sendersTablet.next((m) => m.type === "directMessagesChanged")).toMatchObject({
      userId: a.user.id,
      peerId: b.user.id,
    });
    recipient.close();
    sendersTablet.close();
  });

  it("rings the bell once per thread, its text and count refreshed", async () => {
    const { a, b } = await friends();
    await dm(a, b, "first");
    await dm(a, b, "second");
    await dm(a, b, "third");
    const bell = (await notificationsOf(t, b)).filter((n) => n.type === "direct_message");
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      title: `Message from ${a.user.hunterName}`,
      message: "third",
      isRead: false,
      data: { senderId: a.user.id, unreadCount: "3" },
    });
  });

  it("a blocked hunter cannot message and stores nothing", async () => {
    const { a, b } = await friends();
    expect((await call(b, "PUT", `/api/blocks/${a.user.id}`, { kind: "block" })).statusCode).toBe(
      200,
    );
    const refused = await call(a, "POST", "/api/friends/message", {
      friendId: b.user.id,
      message: "let me in",
    });
    expect(refused.statusCode).toBe(403);
    expect((await call(a, "GET", "/api/messages/threads")).json()).toEqual([]);
    expect((await call(b, "GET", "/api/messages/threads")).json()).toEqual([]);
  });
});
