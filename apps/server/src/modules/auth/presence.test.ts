import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { asHunter } from "../../test/hunter-call.ts";
import { openSocket } from "../../test/socket-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let base = "";
beforeAll(async () => {
  // A fast heartbeat, so a test sees the socket keep its hunter present within a second.
  t = await createTestApp({ socketHeartbeatMs: 150 });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

const TEN_MINUTES_MS = 10 * 60_000;

/** Puts the hunter's last activity and every session's last-seen time ten minutes back. */
async function goIdle(hunter: Hunter): Promise<Date> {
  const then = new Date(t.clock.now().getTime() - TEN_MINUTES_MS);
  await t.db.execute(sql`UPDATE users SET last_active_at = ${then} WHERE id = ${hunter.user.id}`);
  await t.db.execute(
    sql`UPDATE sessions SET last_seen_at = ${then} WHERE user_id = ${hunter.user.id}`,
  );
  return then;
}

async function seenAt(hunter: Hunter): Promise<{ active: number; session: number }> {
  const result = await t.db.execute(sql`
    SELECT u.last_active_at AS active, s.last_seen_at AS session
    FROM users u JOIN sessions s ON s.user_id = u.id WHERE u.id = ${hunter.user.id}`);
  const row = result.rows[0] as { active: Date; session: Date };
  return { active: new Date(row.active).getTime(), session: new Date(row.session).getTime() };
}

async function presenceAsSeenBy(friend: Hunter, hunter: Hunter): Promise<string | undefined> {
  const friends = (await asHunter(t, friend, "GET", "/api/friends")).json();
  return friends.find((f: { id: string }) => f.id === hunter.user.id)?.presence;
}

async function befriend(a: Hunter, b: Hunter): Promise<void> {
  const asked = await asHunter(t, a, "POST", "/api/friends/request", { friendId: b.user.id });
  await asHunter(t, b, "POST", `/api/friends/accept/${asked.json().friendshipId}`);
}

describe("presence", () => {
  it("is not marked by reads: a hunter who only reads goes offline after five minutes", async () => {
    const [hunter, friend] = [await signUpPlayer(t), await signUpPlayer(t)];
    await befriend(hunter, friend);
    const idleSince = (await goIdle(hunter)).getTime();
    for (const url of ["/api/auth/user", "/api/quests/energy", "/api/auth/sessions"]) {
      expect((await asHunter(t, hunter, "GET", url)).statusCode).toBe(200);
    }
    expect(await seenAt(hunter)).toEqual({ active: idleSince, session: idleSince });
    expect(await presenceAsSeenBy(friend, hunter)).toBe("offline");
  });

  it("is marked by a request that changes something, at most once a minute", async () => {
    const [hunter, friend] = [await signUpPlayer(t), await signUpPlayer(t)];
    await befriend(hunter, friend);
    await goIdle(hunter);
    const block = await asHunter(t, hunter, "PUT", `/api/blocks/${friend.user.id}`, {});
    expect(block.statusCode).toBe(200);
    const now = t.clock.now().getTime();
    expect(await seenAt(hunter)).toEqual({ active: now, session: now });

    t.clock.advance(30_000);
    await asHunter(t, hunter, "DELETE", `/api/blocks/${friend.user.id}`);
    expect(await seenAt(hunter)).toEqual({ active: now, session: now });
  });

  it("is kept by an open app's socket: when it joins and at each heartbeat it answers", async () => {
    const [hunter, friend] = [await signUpPlayer(t), await signUpPlayer(t)];
    await befriend(hunter, friend);
    await goIdle(hunter);
    const socket = await openSocket(base, { cookie: hunter.cookie });
    await socket.next((m) => m.type === "welcome");
    const joinedAt = t.clock.now().getTime();
    await vi.waitFor(async () =>
      expect(await seenAt(hunter)).toEqual({ active: joinedAt, session: joinedAt }),
    );
    expect(await presenceAsSeenBy(friend, hunter)).toBe("online");

    // Minutes on, with no request at all, the heartbeat has kept the hunter present.
    t.clock.advance(4 * 60_000);
    const beatAt = t.clock.now().getTime();
    await vi.waitFor(async () =>
      expect(await seenAt(hunter)).toEqual({ active: beatAt, session: beatAt }),
    );
    expect(await presenceAsSeenBy(friend, hunter)).toBe("online");
    socket.close();
    await socket.closed;

    // Once the app is closed, nothing marks the hunter: five minutes later they are offline.
    t.clock.advance(6 * 60_000);
    expect(await presenceAsSeenBy(friend, hunter)).toBe("offline");
  });
});
