import { REGIONS } from "@repgate/game/content/regions";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, sessionCookieOf, signUp } from "../../test/factories.ts";
import { notifyNow } from "../../test/notify-now.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function storedUser(id: string) {
  const result = await t.db.execute(
    sql`SELECT timezone, region, current_title, unlocked_titles FROM users WHERE id = ${id}`,
  );
  return result.rows[0];
}

async function countRows(
  table: "users" | "sessions" | "notifications",
  column: string,
  id: string,
) {
  const result = await t.db.execute(
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${id}`,
  );
  return result.rows[0]?.n;
}

describe("PATCH /api/user/timezone", () => {
  it.each([
    ["America/New_York", "America/New_York"],
    ["Europe/London", "Europe/London"],
    ["utc", "UTC"],
    ["america/new_york", "America/New_York"],
  ])("stores %s as %s", async (timezone, stored) => {
    const { cookie, user } = await signUp(t.app);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user/timezone",
      headers: { cookie },
      payload: { timezone },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().timezone).toBe(stored);
    expect((await storedUser(user.id))?.timezone).toBe(stored);
  });

  const UNKNOWN = "Timezone is not a known IANA time zone.";
  it.each([
    [{ timezone: "Not/AZone" }, UNKNOWN],
    [{ timezone: "" }, UNKNOWN],
    [{ timezone: "../etc/passwd" }, UNKNOWN],
    [{ timezone: `Europe/${"A".repeat(100)}` }, UNKNOWN],
    [{ timezone: 5 }, "Timezone must be an IANA time zone name such as Asia/Kathmandu."],
    [{ timezone: null }, "Timezone must be an IANA time zone name such as Asia/Kathmandu."],
    [{}, "Timezone must be an IANA time zone name such as Asia/Kathmandu."],
  ])("refuses %j with 400 and keeps the stored zone", async (payload, message) => {
    const { cookie, user } = await signUp(t.app);
    await t.app.inject({
      method: "PATCH",
      url: "/api/user/timezone",
      headers: { cookie },
      payload: { timezone: "Europe/Paris" },
    });
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user/timezone",
      headers: { cookie },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: "bad_request" });
    expect((await storedUser(user.id))?.timezone).toBe("Europe/Paris");
  });
});

describe("PATCH /api/user/region", () => {
  it("starts every hunter in North America", async () => {
    const { user } = await signUp(t.app);
    expect(user.region).toBe("North America");
  });

  it.each(REGIONS)("moves the hunter to %s", async (region) => {
    const { cookie, user } = await signUp(t.app);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user/region",
      headers: { cookie },
      payload: { region },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().region).toBe(region);
    expect((await storedUser(user.id))?.region).toBe(region);
  });

  it.each([
    [{ region: "Antarctica" }],
    [{ region: "europe" }],
    [{ region: "" }],
    [{ region: 3 }],
    [{}],
  ])("refuses %j with 400 and keeps the stored region", async (payload) => {
    const { cookie, user } = await signUp(t.app);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user/region",
      headers: { cookie },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        "Region must be one of: North America, South America, Europe, Asia, Africa, Oceania.",
      code: "bad_request",
    });
    expect((await storedUser(user.id))?.region).toBe("North America");
  });
});

describe("PATCH /api/user/title", () => {
  it("wears None, which every hunter has", async () => {
    const { cookie, user } = await signUp(t.app);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user/title",
      headers: { cookie },
      payload: { currentTitle: "None" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().currentTitle).toBe("None");
    expect(response.json().unlockedTitles).toEqual(["None"]);
    expect((await storedUser(user.id))?.current_title).toBe("None");
  });

  it("refuses a locked title with 403 and keeps the current one", async () => {
    const { cookie, user } = await signUp(t.app);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user/title",
      headers: { cookie },
      payload: { currentTitle: "Shadow Hunter" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: "You have not unlocked the title Shadow Hunter yet.",
      code: "forbidden",
    });
    expect((await storedUser(user.id))?.current_title).toBe("None");
  });

  it("wears a title once it is unlocked", async () => {
    const { cookie, user } = await signUp(t.app);
    // Nothing in this part of the game unlocks titles yet; grant it directly.
    await t.db.execute(
      sql`UPDATE users SET unlocked_titles = ARRAY['None', 'Shadow Hunter'] WHERE id = ${user.id}`,
    );
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user/title",
      headers: { cookie },
      payload: { currentTitle: "Shadow Hunter" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().currentTitle).toBe("Shadow Hunter");
    expect((await storedUser(user.id))?.current_title).toBe("Shadow Hunter");
  });

  it.each([
    [{ currentTitle: "Monarch" }],
    [{ currentTitle: "shadow hunter" }],
    [{ currentTitle: "" }],
    [{}],
  ])("refuses %j with 400 and keeps the current title", async (payload) => {
    const { cookie, user } = await signUp(t.app);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user/title",
      headers: { cookie },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Title must be one of: None, Shadow Hunter, Architect, Gate Breaker.",
      code: "bad_request",
    });
    expect((await storedUser(user.id))?.current_title).toBe("None");
  });
});

describe("DELETE /api/user/account", () => {
  it("removes the hunter with their sessions and notifications, and leaves others alone", async () => {
    const doomed = await signUp(t.app);
    const secondLogin = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: doomed.email, password: PASSWORD },
    });
    const secondCookie = sessionCookieOf(secondLogin);
    const other = await signUp(t.app);
    await notifyNow(t.db, doomed.user.id, {
      type: "quest_complete",
      title: "Quest Complete",
      message: "You finished your daily quest.",
    });
    await notifyNow(t.db, other.user.id, {
      type: "friend_request",
      title: "Friend Request",
      message: "Jinwoo wants to be your friend.",
      data: { senderId: doomed.user.id, senderName: "Jinwoo" },
    });
    expect(await countRows("sessions", "user_id", doomed.user.id)).toBe(2);
    expect(await countRows("notifications", "user_id", doomed.user.id)).toBe(1);

    const response = await t.app.inject({
      method: "DELETE",
      url: "/api/user/account",
      headers: { cookie: doomed.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Your account has been deleted." });
    const cleared = response.cookies.find((c) => c.name === "repgate_session");
    expect(cleared?.value).toBe("");

    expect(await countRows("users", "id", doomed.user.id)).toBe(0);
    expect(await countRows("sessions", "user_id", doomed.user.id)).toBe(0);
    expect(await countRows("notifications", "user_id", doomed.user.id)).toBe(0);
    for (const cookie of [doomed.cookie, secondCookie]) {
      const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie } });
      expect(me.statusCode).toBe(401);
      expect(me.json().message).toBe("You are not signed in.");
    }
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: doomed.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);

    expect(await countRows("users", "id", other.user.id)).toBe(1);
    expect(await countRows("sessions", "user_id", other.user.id)).toBe(1);
    expect(await countRows("notifications", "user_id", other.user.id)).toBe(1);
    const otherMe = await t.app.inject({
      url: "/api/auth/user",
      headers: { cookie: other.cookie },
    });
    expect(otherMe.statusCode).toBe(200);
    expect(otherMe.json().id).toBe(other.user.id);
  });

  it("frees the email for a new sign-up", async () => {
    const { cookie, email } = await signUp(t.app);
    await t.app.inject({ method: "DELETE", url: "/api/user/account", headers: { cookie } });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: PASSWORD, hunterName: "Reborn" },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().hunterName).toBe("Reborn");
  });
});

describe("signed out", () => {
  it.each([
    ["PATCH", "/api/user/timezone", { timezone: "UTC" }],
    ["PATCH", "/api/user/region", { region: "Asia" }],
    ["PATCH", "/api/user/title", { currentTitle: "None" }],
    ["DELETE", "/api/user/account", undefined],
  ] as const)("%s %s is 401", async (method, url, payload) => {
    const before = await t.db.execute(sql`SELECT count(*)::int AS n FROM users`);
    const response = await t.app.inject({ method, url, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "You are not signed in.", code: "unauthenticated" });
    const after = await t.db.execute(sql`SELECT count(*)::int AS n FROM users`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it("is 401 with a made-up cookie, and deletes nobody", async () => {
    const before = await t.db.execute(sql`SELECT count(*)::int AS n FROM users`);
    const response = await t.app.inject({
      method: "DELETE",
      url: "/api/user/account",
      headers: { cookie: "repgate_session=forged" },
    });
    expect(response.statusCode).toBe(401);
    const after = await t.db.execute(sql`SELECT count(*)::int AS n FROM users`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});
