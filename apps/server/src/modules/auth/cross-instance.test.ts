import { beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../../test/server-process.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SIGN_IN_ACCOUNT_LOCKED, SIGN_IN_FAILURES_PER_ACCOUNT } from "./service.ts";

// Two server processes on one database, as two instances behind a load balancer.
let t: TestApp;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  t = await createTestApp();
  // Every attempt here comes from one address: its own limit is raised out of the way, so what
  // is measured is the per-account limit alone. Fourteen password checks at once (argon2, by
  // design slow) take over a second on two shared cores; speed is not what this file measures.
  const env = { AUTH_SIGN_IN_RATE_LIMIT: "1000", SLOW_REQUEST_MS: "30000" };
  [a, b] = await Promise.all([
    startServerProcess(t.databaseUrl, env),
    startServerProcess(t.databaseUrl, env),
  ]);
}, 120_000);

const PASSWORD = "hunter-secret";

async function register(base: string): Promise<string> {
  return (await registerWithCookie(base)).email;
}

async function registerWithCookie(base: string): Promise<{ email: string; cookie: string }> {
  const email = `lock-${Math.random().toString(36).slice(2)}@example.com`;
  const response = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD, hunterName: email.slice(0, 20) }),
  });
  expect(response.status).toBe(201);
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { email, cookie };
}

async function signIn(base: string, email: string, password: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    message: ((await response.json()) as { message?: string }).message,
  };
}

describe("the per-account sign-in limit on two instances", () => {
  it("counts wrong passwords sent to both together, racing or not, and spares other accounts", async () => {
    const [target, bystander] = [await register(a.base), await register(b.base)];
    // Guesses at once, spread over both instances: exactly the allowance is checked at all.
    const extra = 4;
    const guesses = await Promise.all(
      Array.from({ length: SIGN_IN_FAILURES_PER_ACCOUNT + extra }, (_, i) =>
        signIn(i % 2 ? b.base : a.base, target, `wrong-${i}`),
      ),
    );
    const count = (status: number) => guesses.filter((g) => g.status === status).length;
    expect({ wrong: count(401), refused: count(429) }).toEqual({
      wrong: SIGN_IN_FAILURES_PER_ACCOUNT,
      refused: extra,
    });
    // Locked on both, even for the right password: a guess after the allowance learns nothing.
    for (const base of [a.base, b.base]) {
      expect(await signIn(base, target, PASSWORD)).toEqual({
        status: 429,
        message: SIGN_IN_ACCOUNT_LOCKED,
      });
    }
    // Another account, from the same address, on either instance, is not held back.
    expect((await signIn(a.base, bystander, "wrong-password")).status).toBe(401);
    expect((await signIn(b.base, bystander, PASSWORD)).status).toBe(200);
  });

  it("reaches the limit with guesses taking turns between the instances", async () => {
    const target = await register(a.base);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT; i += 1) {
      // Half reach each instance: counted per instance, neither would lock after the last.
      expect((await signIn(i % 2 ? b.base : a.base, target, "wrong-password")).status).toBe(401);
    }
    expect(await signIn(a.base, target, "wrong-password")).toEqual({
      status: 429,
      message: SIGN_IN_ACCOUNT_LOCKED,
    });
    expect((await signIn(b.base, target, PASSWORD)).status).toBe(429);
  });
});

describe("wrong current passwords on two instances", () => {
  it("spend the account's one sign-in allowance, counted together on both", async () => {
    const { email, cookie } = await registerWithCookie(a.base);
    const change = async (base: string, currentPassword: string) =>
      (
        await fetch(`${base}/api/auth/password`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie, origin: base },
          body: JSON.stringify({ currentPassword, newPassword: "another-secret-1" }),
        })
      ).status;
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT; i += 1) {
      expect(await change(i % 2 ? b.base : a.base, `wrong-${i}`)).toBe(400);
    }
    expect(await change(a.base, "wrong-again")).toBe(429);
    expect(await change(b.base, PASSWORD)).toBe(429);
    expect(await signIn(b.base, email, PASSWORD)).toEqual({
      status: 429,
      message: SIGN_IN_ACCOUNT_LOCKED,
    });
  });
});

describe("an attack after signing out through the other instance", () => {
  it("is refused with 401: the attack finds its session in the database, not in memory", async () => {
    const { cookie } = await registerWithCookie(a.base);
    const attack = () =>
      fetch(`${a.base}/api/battles/6f9619ff-8b86-4d01-b42d-00c04fc964ff`, {
        method: "PATCH",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ attack: "light", reps: 3 }),
      });
    // Signed in (not yet awakened): the session is found, the hunter refused for the awakening.
    expect((await attack()).status).toBe(403);
    const out = await fetch(`${b.base}/api/auth/logout`, { method: "POST", headers: { cookie } });
    expect(out.status).toBeLessThan(400);
    const refused = await attack();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe("You are not signed in.");
  });
});
