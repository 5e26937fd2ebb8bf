import { beforeAll, describe, expect, it } from "vitest";
import { enter, spawnDungeon } from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpOnboarded } from "../../test/factories.ts";
import { type ServerProcess, startServerProcess } from "../../test/server-process.ts";
import { openSocket } from "../../test/socket-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// This file's app and a second server process on one database: two instances.
let t: TestApp;
let local = "";
let other: ServerProcess;
beforeAll(async () => {
  t = await createTestApp();
  local = await t.app.listen({ port: 0, host: "127.0.0.1" });
  other = await startServerProcess(t.databaseUrl);
}, 120_000);

async function befriend(a: Hunter, b: Hunter): Promise<void> {
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/friends/request",
    headers: { cookie: a.cookie },
    payload: { friendId: b.user.id },
  });
  const accepted = await t.app.inject({
    method: "POST",
    url: `/api/friends/accept/${sent.json().friendshipId}`,
    headers: { cookie: b.cookie },
  });
  expect(accepted.statusCode).toBe(200);
}

describe("a hunter's presence over the socket", () => {
  it("reaches a friend on this instance and one on another at once, and no stranger", async () => {
    const hunter = await signUpOnboarded(t.app);
    const friendHere = await signUpOnboarded(t.app);
    const friendThere = await signUpOnboarded(t.app);
    const stranger = await signUpOnboarded(t.app);
    await befriend(hunter, friendHere);
    await befriend(friendThere, hunter);
    const here = await openSocket(local, { cookie: friendHere.cookie, origin: local });
    const there = await openSocket(other.base, { cookie: friendThere.cookie });
    const strangers = await openSocket(local, { cookie: stranger.cookie, origin: local });
    for (const s of [here, there, strangers]) await s.next((m) => m.type === "welcome");

    const gate = await spawnDungeon(t, "riverside-patrol");
    expect((await enter(t, hunter, gate)).statusCode).toBe(201);

    expect(await here.next((m) => m.type === "friendsChanged")).toEqual({
      type: "friendsChanged",
      userId: friendHere.user.id,
    });
    expect(await there.next((m) => m.type === "friendsChanged")).toEqual({
      type: "friendsChanged",
      userId: friendThere.user.id,
    });
    const list = await fetch(`${other.base}/api/friends`, {
      headers: { cookie: friendThere.cookie },
    });
    expect(await list.json()).toEqual([
      expect.objectContaining({ id: hunter.user.id, presence: "in-dungeon" }),
    ]);
    // The stranger's socket heard its own welcome and nothing about the hunter.
    expect(strangers.messages.filter((m) => m.type === "friendsChanged")).toEqual([]);
    for (const s of [here, there, strangers]) s.close();
  });

  it("does not reach a hunter the mover blocked", async () => {
    const hunter = await signUpOnboarded(t.app);
    const blocked = await signUpOnboarded(t.app);
    await befriend(hunter, blocked);
    const block = await t.app.inject({
      method: "PUT",
      url: `/api/blocks/${blocked.user.id}`,
      headers: { cookie: hunter.cookie },
      payload: { kind: "block" },
    });
    expect(block.statusCode).toBe(200);
    const socket = await openSocket(local, { cookie: blocked.cookie, origin: local });
    await socket.next((m) => m.type === "welcome");
    const heardBefore = socket.messages.length;

    const gate = await spawnDungeon(t, "riverside-patrol");
    expect((await enter(t, hunter, gate)).statusCode).toBe(201);
    // Time enough for the news to have arrived, had it been sent (it arrives in milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.messages.slice(heardBefore).filter((m) => m.type === "friendsChanged")).toEqual(
      [],
    );
    socket.close();
  });
});
