import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { enterCombat } from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { openSocket } from "../../test/socket-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let base = "";
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

async function friends(): Promise<[Hunter, Hunter]> {
  const a = await signUpPlayer(t);
  const b = await signUpPlayer(t);
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/friends/request",
    headers: { cookie: a.cookie },
    payload: { friendId: b.user.id },
  });
  await t.app.inject({
    method: "POST",
    url: `/api/friends/accept/${sent.json().friendshipId}`,
    headers: { cookie: b.cookie },
  });
  return [a, b];
}

describe("a direct message over the realtime hub", () => {
  it("reaches the friend's open socket at once", async () => {
    const [a, b] = await friends();
    const socketB = await openSocket(base, { cookie: b.cookie, origin: base });
    const socketA = await openSocket(base, { cookie: a.cookie, origin: base });
    await socketB.next((m) => m.type === "welcome");
    await socketA.next((m) => m.type === "welcome");

    const message = await t.app.inject({
      method: "POST",
      url: "/api/friends/message",
      headers: { cookie: a.cookie },
      payload: { friendId: b.user.id, message: "Gate at the station" },
    });
    expect(message.statusCode).toBe(200);
    const heard = await socketB.next((m) => m.type === "notificationCreated");
    expect(heard).toMatchObject({ type: "notificationCreated", userId: b.user.id });
    const notes = await t.app.inject({ url: "/api/notifications", headers: { cookie: b.cookie } });
    expect(
      (notes.json() as { id: string; type: string }[]).find((n) => n.type === "direct_message")?.id,
    ).toBe(heard.notificationId);
    socketA.close();
    socketB.close();
  });
});

async function presenceOf(viewer: Hunter, friend: Hunter): Promise<string | undefined> {
  const list = await t.app.inject({ url: "/api/friends", headers: { cookie: viewer.cookie } });
  return (list.json() as { id: string; presence: string }[]).find((f) => f.id === friend.user.id)
    ?.presence;
}

describe("presence over the realtime hub", () => {
  it("tells a friend within a second that the hunter entered a dungeon", async () => {
    const [a, b] = await friends();
    const stranger = await signUpPlayer(t);
    const socketB = await openSocket(base, { cookie: b.cookie, origin: base });
    const socketStranger = await openSocket(base, { cookie: stranger.cookie, origin: base });
    await socketB.next((m) => m.type === "welcome");
    await socketStranger.next((m) => m.type === "welcome");
    const from = socketB.messages.length;

    const started = Date.now();
    await enterCombat(t, a);
    const heard = await socketB.next(
      (m) => socketB.messages.indexOf(m) >= from && m.type === "friendsChanged",
      1_000,
    );
    expect(heard).toEqual({ type: "friendsChanged", userId: b.user.id });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await presenceOf(b, a)).toBe("in-dungeon");
    expect(socketStranger.messages.filter((m) => m.type === "friendsChanged")).toEqual([]);
    socketB.close();
    socketStranger.close();
  });

  it("tells a friend when the hunter comes back online, not on every request", async () => {
    const [a, b] = await friends();
    await t.db.execute(
      sql`UPDATE users SET last_active_at = ${new Date(t.clock.now().getTime() - 10 * 60_000)}
          WHERE id = ${a.user.id}`,
    );
    expect(await presenceOf(b, a)).toBe("offline");
    const socketB = await openSocket(base, { cookie: b.cookie, origin: base });
    await socketB.next((m) => m.type === "welcome");
    const from = socketB.messages.length;
    const changes = () =>
      socketB.messages.slice(from).filter((m) => m.type === "friendsChanged").length;

    // A write marks presence (a read does not: a polling page is not someone there).
    const readAll = { method: "PATCH" as const, url: "/api/notifications/read-all" };
    await t.app.inject({ ...readAll, headers: { cookie: a.cookie } });
    await socketB.next(
      (m) => socketB.messages.indexOf(m) >= from && m.type === "friendsChanged",
      1_000,
    );
    expect(await presenceOf(b, a)).toBe("online");
    t.clock.advance(61_000);
    await t.app.inject({ ...readAll, headers: { cookie: a.cookie } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes()).toBe(1);
    socketB.close();
  });
});
