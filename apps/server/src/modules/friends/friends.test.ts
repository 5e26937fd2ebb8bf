import { beforeAll, describe, expect, it } from "vitest";
import { type EventListener, listenForEvents } from "../../test/event-listener.ts";
import { type Hunter, signUp, signUpPlayer } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let events: EventListener;
beforeAll(async () => {
  t = await createTestApp();
  events = await listenForEvents(t.pool);
});

function send(hunter: Hunter, method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: hunter.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function befriend(a: Hunter, b: Hunter) {
  const sent = await send(a, "POST", "/api/friends/request", { friendId: b.user.id });
  expect(sent.statusCode).toBe(200);
  const accepted = await send(b, "POST", `/api/friends/accept/${sent.json().friendshipId}`);
  expect(accepted.statusCode).toBe(200);
}

describe("search", () => {
  it("finds a hunter by name, case-insensitively, and never shows an email", async () => {
    const a = await signUpPlayer(t);
    const b = await signUpPlayer(t);
    const reply = await send(
      a,
      "GET",
      `/api/users/search?username=${encodeURIComponent(b.user.hunterName.toUpperCase())}`,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ id: b.user.id, hunterName: b.user.hunterName });
    expect(reply.body).not.toContain("@");
  });

  it("says the spec's texts for an unknown or blank name", async () => {
    const a = await signUpPlayer(t);
    const missing = await send(a, "GET", "/api/users/search?username=nobody-here-at-all");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Could not find a user with that username.");
    const blank = await send(a, "GET", "/api/users/search?username=%20%20");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Please enter a username.");
  });
});

describe("requests", () => {
  it("request, pending list, accept: both see each other with presence", async () => {
    const a = await signUpPlayer(t);
    const b = await signUpPlayer(t);
    await events.take();
    const sent = await send(a, "POST", "/api/friends/request", { friendId: b.user.id });
    expect(sent.json()).toMatchObject({ status: "pending" });
    const heard = await events.take();
    expect(heard).toContainEqual(
      expect.objectContaining({ type: "notificationCreated", userId: b.user.id }),
    );
    expect(heard).toContainEqual({ type: "friendsChanged", userId: a.user.id });

    const pending = (await send(b, "GET", "/api/friends/requests")).json();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ id: a.user.id, friendshipId: sent.json().friendshipId });
    expect((await send(a, "GET", "/api/friends/requests")).json()).toEqual([]);
    expect((await send(b, "GET", `/api/friends/status/${a.user.id}`)).json()).toMatchObject({
      areFriends: false,
      requestPending: true,
      requestReceived: true,
    });
    const notes = (await send(b, "GET", "/api/notifications")).json();
    expect(notes).toContainEqual(
      expect.objectContaining({
        type: "friend_request",
        data: expect.objectContaining({ senderId: a.user.id }),
      }),
    );

    // The sender cannot answer their own request.
    const self = await send(a, "POST", `/api/friends/accept/${sent.json().friendshipId}`);
    expect(self.statusCode).toBe(403);

    expect(
      (await send(b, "POST", `/api/friends/accept/${sent.json().friendshipId}`)).statusCode,
    ).toBe(200);
    const friendsOfA = (await send(a, "GET", "/api/friends")).json();
    expect(friendsOfA).toEqual([expect.objectContaining({ id: b.user.id, presence: "online" })]);
    expect(JSON.stringify(friendsOfA)).not.toContain("@");
    expect((await send(b, "GET", "/api/friends")).json()).toEqual([
      expect.objectContaining({ id: a.user.id }),
    ]);
    const aNotes = (await send(a, "GET", "/api/notifications")).json();
    expect(aNotes).toContainEqual(expect.objectContaining({ type: "friend_accept" }));
    // Answered once: accepting again is a conflict.
    expect(
      (await send(b, "POST", `/api/friends/accept/${sent.json().friendshipId}`)).statusCode,
    ).toBe(409);
  });

  it("shows in-dungeon and offline presence", async () => {
    const a = await signUpPlayer(t);
    const b = await signUpPlayer(t);
    const c = await signUpPlayer(t);
    await befriend(a, b);
    await befriend(a, c);
    await t.pool.query("UPDATE users SET in_dungeon = true WHERE id = $1", [b.user.id]);
    await t.pool.query(
      "UPDATE users SET last_active_at = now() - interval '6 minutes' WHERE id = $1",
      [c.user.id],
    );
    const friends = (await send(a, "GET", "/api/friends")).json() as {
      id: string;
      presence: string;
    }[];
    expect(friends.find((f) => f.id === b.user.id)?.presence).toBe("in-dungeon");
    expect(friends.find((f) => f.id === c.user.id)?.presence).toBe("offline");
  });

  it("refuses a request to yourself, a duplicate, an unknown hunter and a bad id", async () => {
    const a = await signUpPlayer(t);
    const b = await signUpPlayer(t);
    const self = await send(a, "POST", "/api/friends/request", { friendId: a.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("You cannot send a friend request to yourself.");
    await send(a, "POST", "/api/friends/request", { friendId: b.user.id });
    const again = await send(a, "POST", "/api/friends/request", { friendId: b.user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already pending/);
    const unknown = await send(a, "POST", "/api/friends/request", {
      friendId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await send(a, "POST", "/api/friends/request", { friendId: "x" });
    expect(bad.statusCode).toBe(400);
  });

  it("decline removes the request; only the recipient may decline; a stranger sees 404", async () => {
    const a = await signUpPlayer(t);
    const b = await signUpPlayer(t);
    const stranger = await signUpPlayer(t);
    const id = (await send(a, "POST", "/api/friends/request", { friendId: b.user.id })).json()
      .friendshipId;
    expect((await send(stranger, "POST", `/api/friends/decline/${id}`)).statusCode).toBe(404);
    expect((await send(stranger, "POST", `/api/friends/accept/${id}`)).statusCode).toBe(404);
    expect((await send(a, "POST", `/api/friends/decline/${id}`)).statusCode).toBe(403);
    expect((await send(b, "POST", `/api/friends/decline/${id}`)).statusCode).toBe(200);
    expect((await send(b, "GET", "/api/friends/requests")).json()).toEqual([]);
    expect((await send(b, "POST", `/api/friends/decline/${id}`)).statusCode).toBe(404);
  });

  it("two hunters asking each other at the same moment become friends once", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await signUpPlayer(t);
      const b = await signUpPlayer(t);
      const replies = await Promise.all([
        send(a, "POST", "/api/friends/request", { friendId: b.user.id }),
        send(b, "POST", "/api/friends/request", { friendId: a.user.id }),
      ]);
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(replies.map((r) => r.json().status).sort()).toEqual(["accepted", "pending"]);
      const { rows } = await t.pool.query(
        "SELECT status FROM friendships WHERE $1 IN (user_low, user_high)",
        [a.user.id],
      );
      expect(rows).toEqual([{ status: "accepted" }]);
      expect((await send(a, "GET", "/api/friends")).json()).toHaveLength(1);
    }
  });

  it("many identical requests at once make one request", async () => {
    const a = await signUpPlayer(t);
    const b = await signUpPlayer(t);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(a, "POST", "/api/friends/request", { friendId: b.user.id }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const notes = (await send(b, "GET", "/api/notifications")).json() as { type: string }[];
    expect(notes.filter((n) => n.type === "friend_request")).toHaveLength(1);
  });

  it("unfriend ends it for both; unfriending a stranger is 404", async () => {
    const a = await signUpPlayer(t);
    const b = await signUpPlayer(t);
    await befriend(a, b);
    expect((await send(b, "DELETE", `/api/friends/${a.user.id}`)).statusCode).toBe(200);
    expect((await send(a, "GET", "/api/friends")).json()).toEqual([]);
    const again = await send(b, "DELETE", `/api/friends/${a.user.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("You are not friends with that hunter.");
  });

  it("is 401 signed out and 403 before onboarding", async () => {
    expect((await t.app.inject({ url: "/api/friends" })).statusCode).toBe(401);
    const fresh = await signUp(t.app);
    expect((await send(fresh, "GET", "/api/friends")).statusCode).toBe(403);
  });
});

describe("POST /api/friends/message", () => {
  it("delivers a direct_message notification to a friend and announces it", async () => {
    const a = await signUpPlayer(t);
    const b = await signUpPlayer(t);
    await befriend(a, b);
    await events.take();
    const sent = await send(a, "POST", "/api/friends/message", {
      friendId: b.user.id,
      message: "  Raid at nine?  ",
    });
    expect(sent.statusCode).toBe(200);
    const heard = await events.take();
    // The thread changed for both hunters' devices; the recipient's bell rang.
    expect(heard).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "notificationCreated", userId: b.user.id }),
        { type: "directMessagesChanged", userId: b.user.id, peerId: a.user.id },
        { type: "directMessagesChanged", userId: a.user.id, peerId: b.user.id },
      ]),
    );
    expect(heard).toHaveLength(3);
    const notes = (await send(b, "GET", "/api/notifications")).json() as { type: string }[];
    expect(notes.find((n) => n.type === "direct_message")).toMatchObject({
      type: "direct_message",
      message: "Raid at nine?",
      data: { senderId: a.user.id, senderName: a.user.hunterName },
    });
  });

  it("refuses a stranger, a blank message and one over 500 characters", async () => {
    const a = await signUpPlayer(t);
    const b = await signUpPlayer(t);
    const stranger = await send(a, "POST", "/api/friends/message", {
      friendId: b.user.id,
      message: "hi",
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe("You can only message your friends.");
    await befriend(a, b);
    const blank = await send(a, "POST", "/api/friends/message", {
      friendId: b.user.id,
      message: "   ",
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Please enter a message.");
    const long = await send(a, "POST", "/api/friends/message", {
      friendId: b.user.id,
      message: "x".repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("A message can be at most 500 characters.");
    const exact = await send(a, "POST", "/api/friends/message", {
      friendId: b.user.id,
      message: "x".repeat(500),
    });
    expect(exact.statusCode).toBe(200);
  });
});
