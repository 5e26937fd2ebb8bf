import { WS_CLOSE_TOO_MANY_MESSAGES } from "@repgate/contracts/events";
import type { CreatedWatchLink, WatchView } from "@repgate/contracts/watching";
import {
  MAX_WATCH_SOCKETS_PER_ADDRESS,
  MAX_WATCHERS_PER_FIGHT,
  WS_CLOSE_WATCH_FULL,
  WS_CLOSE_WATCH_REVOKED,
  WS_CLOSE_WATCH_UNKNOWN,
} from "@repgate/contracts/watching";
import { beforeAll, describe, expect, it } from "vitest";
import { enterCombat, landAttack, woundMonster } from "../test/dungeon-helpers.ts";
import { type Hunter, signUpPlayer } from "../test/factories.ts";
import { openSocket, type TestSocket } from "../test/socket-client.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let base = "";

beforeAll(async () => {
  // One proxy hop trusted: each watcher below comes from its own address (X-Forwarded-For).
  t = await createTestApp({ trustProxy: 1 });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

async function fightWithLink(): Promise<{ hunter: Hunter; battleId: string; token: string }> {
  const hunter = await signUpPlayer(t);
  const { battle } = await enterCombat(t, hunter);
  const made = await t.app.inject({
    method: "POST",
    url: `/api/battles/${battle.id}/watch-link`,
    headers: { cookie: hunter.cookie },
  });
  expect(made.statusCode, made.body).toBe(201);
  return { hunter, battleId: battle.id, token: (made.json() as CreatedWatchLink).token };
}

let nextAddress = 1;
/** A watcher with no cookie, from an address of its own unless one is given. */
function watcher(
  token: string,
  address = `198.51.100.${nextAddress++ % 250}`,
): Promise<TestSocket> {
  return openSocket(base, { "x-forwarded-for": address }, `/ws/watch/${token}`);
}

const viewsOf = (socket: TestSocket) =>
  socket.messages.filter((m) => m.type === "view").map((m) => m.view as WatchView);

async function watchersOf(hunter: Hunter, battleId: string): Promise<number> {
  const status = await t.app.inject({
    url: `/api/battles/${battleId}/watch-link`,
    headers: { cookie: hunter.cookie },
  });
  return (status.json() as { watchers: number }).watchers;
}

describe("a watch socket", () => {
  it("is sent the fight at once and again after each hit; the fighter hears the watcher come and go", async () => {
    const { hunter, battleId, token } = await fightWithLink();
    const fighter = await openSocket(base, { cookie: hunter.cookie });
    await fighter.next((m) => m.type === "welcome");

    const socket = await watcher(token);
    const first = (await socket.next((m) => m.type === "view")).view as WatchView;
    expect(first).toMatchObject({ state: "live", hits: [] });
    await fighter.next((m) => m.type === "watchersChanged");
    expect(await watchersOf(hunter, battleId)).toBe(1);

    await landAttack(t, hunter, battleId);
    await expect.poll(() => viewsOf(socket).at(-1)?.hits.length).toBe(1);
    expect(viewsOf(socket).at(-1)?.hits[0]).toMatchObject({ hunterName: hunter.user.hunterName });
    // The socket is sent views only: no domain event, no id.
    expect(new Set(socket.messages.map((m) => m.type))).toEqual(new Set(["view"]));
    expect(JSON.stringify(socket.messages)).not.toContain(hunter.user.id);

    const heard = fighter.messages.filter((m) => m.type === "watchersChanged").length;
    socket.close();
    await expect.poll(() => watchersOf(hunter, battleId)).toBe(0);
    await expect
      .poll(() => fighter.messages.filter((m) => m.type === "watchersChanged").length)
      .toBeGreaterThan(heard);
    fighter.close();
  });

  it("is closed with 4410 when the fighter revokes the link", async () => {
    const { hunter, battleId, token } = await fightWithLink();
    const socket = await watcher(token);
    await socket.next((m) => m.type === "view");
    await t.app.inject({
      method: "DELETE",
      url: `/api/battles/${battleId}/watch-link`,
      headers: { cookie: hunter.cookie },
    });
    expect(await socket.closed).toEqual({
      code: WS_CLOSE_WATCH_REVOKED,
      reason: "This link was revoked",
    });
    // And a revoked link opens no new socket.
    const late = await watcher(token);
    expect((await late.closed).code).toBe(WS_CLOSE_WATCH_REVOKED);
  });

  it("is sent the summary when the fight ends, then closed normally", async () => {
    const { hunter, battleId, token } = await fightWithLink();
    const socket = await watcher(token);
    await socket.next((m) => m.type === "view");
    await woundMonster(t, battleId, 1);
    await landAttack(t, hunter, battleId);
    expect(await socket.closed).toEqual({ code: 1000, reason: "This fight has ended" });
    expect(viewsOf(socket).at(-1)).toMatchObject({
      state: "ended",
      summary: { outcome: "victory" },
    });
  });

  it("refuses an unknown token", async () => {
    const socket = await watcher("B".repeat(43));
    expect((await socket.closed).code).toBe(WS_CLOSE_WATCH_UNKNOWN);
  });

  it(`lets ${MAX_WATCHERS_PER_FIGHT} watch one fight and refuses the next`, async () => {
    const { hunter, battleId, token } = await fightWithLink();
    const sockets: TestSocket[] = [];
    for (let n = 0; n < MAX_WATCHERS_PER_FIGHT; n += 1) sockets.push(await watcher(token));
    await Promise.all(sockets.map((s) => s.next((m) => m.type === "view")));
    expect(await watchersOf(hunter, battleId)).toBe(MAX_WATCHERS_PER_FIGHT);

    const oneTooMany = await watcher(token);
    expect((await oneTooMany.closed).code).toBe(WS_CLOSE_WATCH_FULL);
    expect(await watchersOf(hunter, battleId)).toBe(MAX_WATCHERS_PER_FIGHT);

    // One leaves: a place is free again.
    sockets.pop()?.close();
    await expect.poll(() => watchersOf(hunter, battleId)).toBe(MAX_WATCHERS_PER_FIGHT - 1);
    const again = await watcher(token);
    await again.next((m) => m.type === "view");
    for (const s of [...sockets, again]) s.close();
  });

  it(`lets one address hold ${MAX_WATCH_SOCKETS_PER_ADDRESS} watch sockets and refuses the next`, async () => {
    const { token } = await fightWithLink();
    const address = "203.0.113.77";
    const sockets: TestSocket[] = [];
    for (let n = 0; n < MAX_WATCH_SOCKETS_PER_ADDRESS; n += 1) {
      sockets.push(await watcher(token, address));
    }
    await Promise.all(sockets.map((s) => s.next((m) => m.type === "view")));
    const refused = await watcher(token, address);
    expect((await refused.closed).code).toBe(WS_CLOSE_WATCH_FULL);
    for (const s of sockets) s.close();
  });

  it("is closed like any socket when it floods (docs/decisions/018)", async () => {
    const { token } = await fightWithLink();
    const socket = await watcher(token);
    await socket.next((m) => m.type === "view");
    for (let n = 0; n < 100; n += 1) socket.send({ type: "ping" });
    expect((await socket.closed).code).toBe(WS_CLOSE_TOO_MANY_MESSAGES);
  });
});
