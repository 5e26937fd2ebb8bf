import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, sessionCookieOf, signUp, uniqueEmail } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("POST /api/auth/register", () => {
  it("creates the hunter with a lower-cased email, signs them in, and never returns the hash", async () => {
    const email = uniqueEmail("Mixed.Case").toUpperCase();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: `  ${email} `, password: PASSWORD, hunterName: " Jinwoo " },
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user.email).toBe(email.toLowerCase());
    expect(user.hunterName).toBe("Jinwoo");
    expect(response.body).not.toContain("argon2");
    expect(user).not.toHaveProperty("passwordHash");
    const cookie = response.cookies.find((c) => c.name === "repgate_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");

    const stored = await t.db.execute(
      sql`SELECT email, password_hash FROM users WHERE id = ${user.id}`,
    );
    expect(stored.rows[0]?.email).toBe(email.toLowerCase());
    expect(String(stored.rows[0]?.password_hash)).toMatch(/^\$argon2id\$/);
  });

  it("refuses a taken email with 409, whatever its case", async () => {
    const { email } = await signUp(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: email.toUpperCase(), password: PASSWORD, hunterName: "Copy" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("A hunter with this email already exists.");
  });

  it.each([
    [{ email: "", password: PASSWORD, hunterName: "A" }, "Please fill in all fields."],
    [{ email: uniqueEmail(), password: PASSWORD, hunterName: "  " }, "Please fill in all fields."],
    [{ email: uniqueEmail(), password: "", hunterName: "A" }, "Please fill in all fields."],
    [
      { email: "not an email", password: PASSWORD, hunterName: "A" },
      "Please enter a valid email address.",
    ],
    [
      { email: uniqueEmail(), password: "12345", hunterName: "A" },
      "Password must be at least 6 characters long.",
    ],
    [{ password: PASSWORD, hunterName: "A" }, "Please fill in all fields."],
  ])("refuses %j with 400 and a readable message", async (payload, message) => {
    const before = await t.db.execute(sql`SELECT count(*)::int AS n FROM users`);
    const response = await t.app.inject({ method: "POST", url: "/api/auth/register", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: "bad_request" });
    const after = await t.db.execute(sql`SELECT count(*)::int AS n FROM users`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.co",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The request body is not valid JSON.");
  });

  it("creates one hunter when the same sign-up arrives ten times at once", async () => {
    const email = uniqueEmail("race");
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/register",
          payload: { email, password: PASSWORD, hunterName: "Racer" },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password and any email case", async () => {
    const { email, user } = await signUp(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
  });

  it("gives one 401 message whether the email exists or not", async () => {
    const { email } = await signUp(t.app);
    const wrongPassword = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "wrong-password" },
    });
    const unknownEmail = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: uniqueEmail("nobody"), password: "wrong-password" },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().message).toBe("Invalid email or password.");
  });

  it("needs both fields", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "", password: "" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please enter both email and password.");
  });

  it("rotates the session: the cookie sent with the sign-in stops working", async () => {
    const { email, cookie: oldCookie } = await signUp(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { cookie: oldCookie },
      payload: { email, password: PASSWORD },
    });
    const newCookie = sessionCookieOf(response);
    expect(newCookie).not.toBe(oldCookie);
    const withOld = await t.app.inject({ url: "/api/auth/user", headers: { cookie: oldCookie } });
    const withNew = await t.app.inject({ url: "/api/auth/user", headers: { cookie: newCookie } });
    expect(withOld.statusCode).toBe(401);
    expect(withNew.statusCode).toBe(200);
  });

  it("stores only a hash of the session token", async () => {
    const { cookie } = await signUp(t.app);
    const token = cookie.split("=")[1] ?? "";
    const stored = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM sessions WHERE token_hash = ${token}`,
    );
    expect(stored.rows[0]?.n).toBe(0);
  });
});

describe("rate limits", () => {
  it("answers 429 with a message once a client tries too often", async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    const attempt = () =>
      limited.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: uniqueEmail(), password: "whatever1" },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe("Too many attempts. Please wait a minute and try again.");
  });
});

describe("GET /api/auth/user and logout", () => {
  it("is 401 when signed out", async () => {
    const response = await t.app.inject({ url: "/api/auth/user" });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("You are not signed in.");
  });

  it("is 401 with a made-up cookie", async () => {
    const response = await t.app.inject({
      url: "/api/auth/user",
      headers: { cookie: "repgate_session=forged" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("returns the hunter with computed numbers", async () => {
    const { cookie } = await signUp(t.app);
    const user = (await t.app.inject({ url: "/api/auth/user", headers: { cookie } })).json();
    expect(user.combatPower).toBe(60);
    expect(user.xpForNextLevel).toBe(1000);
    expect(user.hasAcceptedPlayer).toBe(false);
  });

  it("expires sessions after thirty days", async () => {
    const { cookie } = await signUp(t.app);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    const response = await t.app.inject({ url: "/api/auth/user", headers: { cookie } });
    t.clock.set(new Date());
    expect(response.statusCode).toBe(401);
  });

  it("POST /api/auth/logout deletes the session on the server", async () => {
    const { cookie } = await signUp(t.app);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it("GET /api/login redirects to the landing page with the login card open", async () => {
    const response = await t.app.inject({ url: "/api/login" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/?login=1");
  });
});
