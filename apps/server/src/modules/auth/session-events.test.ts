import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hashSessionToken } from "../../lib/sessions/session-token.ts";
import { type EventListener, listenForEvents } from "../../test/event-listener.ts";
import { type Hunter, PASSWORD, sessionCookieOf, signUp } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let listener: EventListener;
beforeAll(async () => {
  t = await createTestApp();
  listener = await listenForEvents(t.pool);
});

/** The public id of the session behind a cookie (never its token or hash). */
async function sessionIdOf(hunter: Pick<Hunter, "cookie">): Promise<string> {
  const token = hunter.cookie.split("=")[1] ?? "";
  const result = await t.db.execute(
    sql`SELECT id FROM sessions WHERE token_hash = ${hashSessionToken(token)}`,
  );
  const id = result.rows[0]?.id;
  if (typeof id !== "string") throw new Error("no session behind that cookie");
  return id;
}

/** A second sign-in of the hunter: another device, with a cookie of its own. */
async function signIn(hunter: Pick<Hunter, "email">): Promise<Pick<Hunter, "cookie">> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: hunter.email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return { cookie: sessionCookieOf(response) };
}

describe("session events", () => {
  it.each(["POST /api/auth/logout", "GET /api/logout"])(
    "%s emits sessionEnded with the session's id",
    async (route) => {
      const hunter = await signUp(t.app);
      const other = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: hunter.email, password: PASSWORD },
      });
      const sessionId = await sessionIdOf(hunter);
      const [method, url] = route.split(" ") as ["POST" | "GET", string];
      // GET /api/logout as the spec's client reaches it: a navigation from our own page.
      const navigation = {
        "sec-fetch-site": "same-origin",
        "sec-fetch-mode": "navigate",
        "sec-fetch-dest": "document",
      };
      const out = await t.app.inject({
        method,
        url,
        headers: { cookie: hunter.cookie, ...(method === "GET" ? navigation : {}) },
      });
      expect(out.statusCode).toBeLessThan(400);
      await listener.barrier();
      // Only the session that signed out ends; the hunter's other sign-in stays.
      expect(listener.of(hunter.user.id)).toEqual([
        { type: "sessionEnded", userId: hunter.user.id, sessionId },
        { type: "sessionsChanged", userId: hunter.user.id },
      ]);
      expect(other.statusCode).toBe(200);
    },
  );

  it("a logout without a live session emits nothing", async () => {
    const hunter = await signUp(t.app);
    const headers = { cookie: hunter.cookie };
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    await listener.barrier();
    const before = listener.of(hunter.user.id).length;
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    await listener.barrier();
    expect(listener.of(hunter.user.id)).toHaveLength(before);
  });

  it("a sign-in that rotates the old session ends it the same way", async () => {
    const hunter = await signUp(t.app);
    const oldSessionId = await sessionIdOf(hunter);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { cookie: hunter.cookie },
      payload: { email: hunter.email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    await listener.barrier();
    expect(listener.of(hunter.user.id)).toEqual([
      { type: "sessionEnded", userId: hunter.user.id, sessionId: oldSessionId },
      { type: "sessionsChanged", userId: hunter.user.id },
    ]);
  });

  it("a failed sign-in ends nothing", async () => {
    const hunter = await signUp(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { cookie: hunter.cookie },
      payload: { email: hunter.email, password: "wrong-password" },
    });
    expect(response.statusCode).toBe(401);
    await listener.barrier();
    expect(listener.of(hunter.user.id)).toEqual([]);
  });

  it("ending a session from the list announces sessionsChanged to the hunter's other tabs", async () => {
    const hunter = await signUp(t.app);
    const other = await signIn(hunter);
    const otherId = await sessionIdOf(other);
    const ended = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${otherId}`,
      headers: { cookie: hunter.cookie },
    });
    expect(ended.statusCode).toBe(200);
    await listener.barrier();
    expect(listener.of(hunter.user.id)).toEqual([
      { type: "sessionEnded", userId: hunter.user.id, sessionId: otherId },
      { type: "sessionsChanged", userId: hunter.user.id },
    ]);
    // Ending it again is refused and announces nothing.
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${otherId}`,
      headers: { cookie: hunter.cookie },
    });
    expect(again.statusCode).toBe(404);
    await listener.barrier();
    expect(listener.of(hunter.user.id)).toHaveLength(2);
  });

  it("'Sign out everywhere else' and a password change announce sessionsChanged", async () => {
    const hunter = await signUp(t.app);
    const current = await sessionIdOf(hunter);
    await signIn(hunter);
    const everywhere = await t.app.inject({
      method: "DELETE",
      url: "/api/auth/sessions",
      headers: { cookie: hunter.cookie },
    });
    expect(everywhere.statusCode).toBe(200);
    await listener.barrier();
    expect(listener.of(hunter.user.id)).toEqual([
      { type: "sessionsEnded", userId: hunter.user.id, exceptSessionId: current },
      { type: "sessionsChanged", userId: hunter.user.id },
    ]);
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/auth/password",
      headers: { cookie: hunter.cookie },
      payload: { currentPassword: PASSWORD, newPassword: `${PASSWORD}-new` },
    });
    expect(changed.statusCode).toBe(200);
    await listener.barrier();
    expect(listener.of(hunter.user.id).slice(2)).toEqual([
      { type: "sessionsEnded", userId: hunter.user.id, exceptSessionId: current },
      { type: "sessionsChanged", userId: hunter.user.id },
    ]);
  });

  it("deleting the account emits sessionsEnded for every session", async () => {
    const hunter = await signUp(t.app);
    const response = await t.app.inject({
      method: "DELETE",
      url: "/api/user/account",
      headers: { cookie: hunter.cookie },
    });
    expect(response.statusCode).toBe(200);
    await listener.barrier();
    expect(listener.of(hunter.user.id)).toEqual([
      { type: "sessionsEnded", userId: hunter.user.id, exceptSessionId: null },
    ]);
  });

  it("changing region emits hunterChanged and roomsChanged; keeping it, no roomsChanged", async () => {
    const hunter = await signUp(t.app);
    const headers = { cookie: hunter.cookie };
    const url = "/api/user/region";
    const moved = await t.app.inject({
      method: "PATCH",
      url,
      headers,
      payload: { region: "Europe" },
    });
    expect(moved.statusCode).toBe(200);
    await listener.barrier();
    expect(listener.of(hunter.user.id)).toEqual([
      { type: "hunterChanged", userId: hunter.user.id },
      { type: "roomsChanged", userId: hunter.user.id },
    ]);
    await t.app.inject({ method: "PATCH", url, headers, payload: { region: "Europe" } });
    await listener.barrier();
    expect(listener.of(hunter.user.id).filter((e) => e.type === "roomsChanged")).toHaveLength(1);
  });
});
