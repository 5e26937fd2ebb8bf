import { describe, expect, it } from "vitest";
import { PASSWORD, signUp, uniqueEmail } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

function logIn(t: TestApp, email: string, ip: string, forwardedFor?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: ip,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    payload: { email, password: "a-wrong-guess" },
  });
}

function register(t: TestApp, ip: string, forwardedFor?: string) {
  const email = uniqueEmail("limit");
  return t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: ip,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    payload: { email, password: PASSWORD, hunterName: email.slice(0, 20) },
  });
}

describe("an IPv6 client is limited by its /64", () => {
  it("sign-ins and sign-ups from many addresses of one /64 share one allowance", async () => {
    const t = await createTestApp({ authRateLimit: 100, signInRateLimit: 3, signUpRateLimit: 2 });
    const hunter = await signUp(t.app);
    const statuses = [];
    for (const host of ["a", "b", "c", "d"]) {
      statuses.push((await logIn(t, hunter.email, `2001:db8:1:2::${host}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The next /64 is someone else.
    expect((await logIn(t, hunter.email, "2001:db8:1:3::a")).statusCode).toBe(401);

    const signUps = [];
    for (const ip of [
      "2001:db8:9:9::1",
      "2001:db8:9:9:2:3:4:5",
      "2001:db8:9:9:ffff:ffff:ffff:ffff",
    ]) {
      signUps.push((await register(t, ip)).statusCode);
    }
    expect(signUps).toEqual([201, 201, 429]);
  });

  it("wrong current passwords from one /64 spend its sign-in allowance, whatever address each came from", async () => {
    const t = await createTestApp({ authRateLimit: 100, signInRateLimit: 3 });
    const hunter = await signUp(t.app);
    const change = (ip: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/password",
        remoteAddress: ip,
        headers: { cookie: hunter.cookie },
        payload: { currentPassword: "a-wrong-guess", newPassword: "a-brand-new-secret" },
      });
    expect((await logIn(t, hunter.email, "2001:db8:5:6::1")).statusCode).toBe(401);
    expect((await change("2001:db8:5:6::2")).statusCode).toBe(400);
    expect((await change("2001:db8:5:6:aaaa::3")).statusCode).toBe(400);
    // The /64's three are spent, by sign-ins and wrong current passwords together.
    expect((await change("2001:db8:5:6::4")).statusCode).toBe(429);
    expect((await logIn(t, hunter.email, "2001:db8:5:6::5")).statusCode).toBe(429);
  });

  it("password-reset requests from one /64 count as one client's", async () => {
    const t = await createTestApp();
    const statuses = [];
    for (let i = 1; i <= 11; i++) {
      const reply = await t.app.inject({
        method: "POST",
        url: "/api/auth/password-reset",
        remoteAddress: `2001:db8:7:7::${i.toString(16)}`,
        payload: { email: uniqueEmail("reset") },
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("TRUST_PROXY as a hop count", () => {
  it("takes the address the proxy saw, whatever the client wrote before it", async () => {
    const t = await createTestApp({ trustProxy: 1, authRateLimit: 100, signInRateLimit: 3 });
    const hunter = await signUp(t.app);
    // The proxy (127.0.0.1 here) appends the address it saw; what comes before is the client's.
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const forged = `10.99.0.${i + 1}`;
      statuses.push(
        (await logIn(t, hunter.email, "127.0.0.1", `${forged}, 198.51.100.7`)).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another client behind the same proxy has its own allowance.
    expect((await logIn(t, hunter.email, "127.0.0.1", "198.51.100.8")).statusCode).toBe(401);
  });

  it("trusts only the proxies named by address", async () => {
    const t = await createTestApp({
      trustProxy: ["10.0.0.5"],
      authRateLimit: 100,
      signInRateLimit: 2,
    });
    const hunter = await signUp(t.app);
    // Through the named proxy, each client counts on its own.
    for (const client of ["198.51.100.20", "198.51.100.21"]) {
      expect((await logIn(t, hunter.email, "10.0.0.5", client)).statusCode).toBe(401);
      expect((await logIn(t, hunter.email, "10.0.0.5", client)).statusCode).toBe(401);
    }
    // A client that reaches the app directly cannot name another address for itself.
    const direct = [];
    for (let i = 0; i < 3; i++) {
      direct.push(
        (await logIn(t, hunter.email, "203.0.113.50", `198.51.100.${30 + i}`)).statusCode,
      );
    }
    expect(direct).toEqual([401, 401, 429]);
  });
});
