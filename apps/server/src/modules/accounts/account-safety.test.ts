import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, signUp, signUpPlayer, uniqueEmail } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function exists(userId: string): Promise<boolean> {
  const rows = await t.db.execute(sql`SELECT 1 FROM users WHERE id = ${userId}`);
  return rows.rows.length === 1;
}

function deleteAccount(cookie: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method: "DELETE",
    url: "/api/user/account",
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

function logIn(app: TestApp["app"], email: string, password: string, ip: string) {
  return app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: ip,
    payload: { email, password },
  });
}

describe("deleting an onboarded account asks for the password (decision 019)", () => {
  it("no password: 400; a wrong one: 400; the right one deletes", async () => {
    const hunter = await signUpPlayer(t);
    const none = await deleteAccount(hunter.cookie);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      code: "bad_request",
      message: "Enter your password to delete your account.",
    });
    const wrong = await deleteAccount(hunter.cookie, { password: "not-it-at-all" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Your password is not correct.");
    expect(await exists(hunter.user.id)).toBe(true);
    const right = await deleteAccount(hunter.cookie, { password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(await exists(hunter.user.id)).toBe(false);
  });

  it("the acceptance screen's No: a hunter who has not accepted is deleted without one", async () => {
    const hunter = await signUp(t.app);
    const gone = await deleteAccount(hunter.cookie);
    expect(gone.statusCode).toBe(200);
    expect(await exists(hunter.user.id)).toBe(false);
  });

  it("wrong and right passwords at once: the hunter is deleted once, nothing 5xx", async () => {
    const hunter = await signUpPlayer(t);
    const replies = await Promise.all([
      deleteAccount(hunter.cookie, { password: PASSWORD }),
      deleteAccount(hunter.cookie, { password: "wrong-one" }),
      deleteAccount(hunter.cookie, { password: PASSWORD }),
    ]);
    for (const reply of replies) expect(reply.statusCode).toBeLessThan(500);
    expect(replies.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await exists(hunter.user.id)).toBe(false);
  });
});

describe("sign-in failures are limited per account as well as per address", () => {
  it("10 failures from 10 addresses lock the account for everyone, even the right password", async () => {
    const hunter = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      const reply = await logIn(t.app, hunter.email, "wrong-guess", `10.1.0.${i + 1}`);
      expect(reply.statusCode).toBe(401);
    }
    const locked = await logIn(t.app, hunter.email, PASSWORD, "10.1.1.1");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: "rate_limited",
      message: "Too many failed sign-ins for this account. Please wait 15 minutes and try again.",
    });
    t.clock.advance(15 * 60_000 + 1);
    expect((await logIn(t.app, hunter.email, PASSWORD, "10.1.1.2")).statusCode).toBe(200);
  });

  it("30 concurrent guesses from 30 addresses: at most 10 are checked, the rest 429", async () => {
    const hunter = await signUp(t.app);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => logIn(t.app, hunter.email, "wrong", `10.2.0.${i + 1}`)),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c !== 401 && c !== 429)).toEqual([]);
    expect((await logIn(t.app, hunter.email, PASSWORD, "10.2.1.1")).statusCode).toBe(429);
  });

  it("an unknown address is counted the same way, so the limit tells nothing", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 10; i++) await logIn(t.app, email, "guess", `10.3.0.${i + 1}`);
    expect((await logIn(t.app, email, "guess", "10.3.1.1")).statusCode).toBe(429);
  });
});

describe("separate limits for sign-in and sign-up", () => {
  it("the sign-in limit does not spend the sign-up one, and the other way round", async () => {
    const app = await createTestApp({ authRateLimit: 100, signInRateLimit: 2, signUpRateLimit: 3 });
    const hunter = await signUp(app.app);
    const ip = "10.4.0.1";
    const logins = [];
    for (let i = 0; i < 3; i++)
      logins.push((await logIn(app.app, hunter.email, "x", ip)).statusCode);
    expect(logins).toEqual([401, 401, 429]);
    const registers = [];
    for (let i = 0; i < 4; i++) {
      const reply = await app.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: ip,
        payload: { email: uniqueEmail(), password: PASSWORD, hunterName: `Limit ${i} ${ip}` },
      });
      registers.push(reply.statusCode);
    }
    expect(registers).toEqual([201, 201, 201, 429]);
  });
});
