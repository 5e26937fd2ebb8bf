import { WS_CLOSE_SIGNED_OUT } from "@repgate/contracts/events";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { registerOn } from "../test/instance-hunters.ts";
import { notifyNow } from "../test/notify-now.ts";
import { type ServerProcess, startServerProcess } from "../test/server-process.ts";
import { openSocket } from "../test/socket-client.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

// Two server processes on one database, as two instances behind a load balancer.
let t: TestApp;
let a: ServerProcess;
let b: ServerProcess;
const AUTH_RATE_LIMIT = 4;

beforeAll(async () => {
  t = await createTestApp();
  const env = { AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT) };
  [a, b] = await Promise.all([
    startServerProcess(t.databaseUrl, env),
    startServerProcess(t.databaseUrl, env),
  ]);
}, 120_000);

const register = (base: string) => registerOn(base, "cross");

describe("two instances on one database", () => {
  it("push a write committed on instance B to a socket on instance A", async () => {
    const hunter = await register(a.base);
    const socket = await openSocket(a.base, { cookie: hunter.cookie });
    await socket.next((m) => m.type === "welcome");

    // A purchase on the other instance: the wallet and the inventory announce it.
    // Game routes need a finished onboarding.
    await t.db.execute(sql`UPDATE users SET gold = 1000, has_accepted_player = true,
      has_completed_assessment = true, has_completed_profile = true, user_class = 'Fighter'
      WHERE id = ${hunter.id}`);
    const bought = await fetch(`${b.base}/api/shop/purchase`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: hunter.cookie },
      body: JSON.stringify({ itemId: "cloth-helm" }),
    });
    expect(bought.status).toBe(200);
    expect(await socket.next((m) => m.type === "walletChanged")).toEqual({
      type: "walletChanged",
      userId: hunter.id,
      currency: "gold",
    });
    await socket.next((m) => m.type === "inventoryChanged");

    // And a notification written by a third process (this test's own unit of work).
    const sent = await notifyNow(t.db, hunter.id, {
      type: "quest_complete",
      title: "Quest Complete!",
      message: "Written by a third process.",
    });
    const heard = await socket.next((m) => m.type === "notificationCreated");
    expect(heard).toEqual({
      type: "notificationCreated",
      userId: hunter.id,
      notificationId: sent.id,
    });
    socket.close();
  });

  it("close a socket on A when its session signs out on B", async () => {
    const hunter = await register(a.base);
    const socket = await openSocket(a.base, { cookie: hunter.cookie });
    await socket.next((m) => m.type === "welcome");
    const out = await fetch(`${b.base}/api/auth/logout`, {
      method: "POST",
      headers: { cookie: hunter.cookie },
    });
    expect(out.status).toBe(200);
    expect((await socket.closed).code).toBe(WS_CLOSE_SIGNED_OUT);
    // The dungeon poll on A no longer trusts the session it had confirmed.
    const poll = await fetch(`${a.base}/api/dungeons`, { headers: { cookie: hunter.cookie } });
    expect(poll.status).toBe(401);
  });

  it("count sign-in attempts together: the limit is the same with two instances as with one", async () => {
    const attempt = (base: string) =>
      fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
        body: JSON.stringify({ email: "nobody@example.com", password: "wrong-password" }),
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMIT; i += 1)
      statuses.push(await attempt(i % 2 ? b.base : a.base));
    expect(statuses).toEqual(Array(AUTH_RATE_LIMIT).fill(401));
    expect(await attempt(a.base)).toBe(429);
    expect(await attempt(b.base)).toBe(429);
  });
});
