import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, signUpPlayer } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SIGN_IN_ACCOUNT_LOCKED, SIGN_IN_FAILURES_PER_ACCOUNT } from "../auth/service.ts";

let t: TestApp;
beforeAll(async () => {
  // Each address's own allowance (10 a minute) is never reached here: what is measured is the
  // account's, which wrong current passwords from many addresses used to slip past.
  t = await createTestApp({ signInRateLimit: 10 });
});

function changePassword(cookie: string, currentPassword: string, ip: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/password",
    remoteAddress: ip,
    headers: { cookie },
    payload: { currentPassword, newPassword: "a-brand-new-secret" },
  });
}

function deleteAccount(cookie: string, password: string, ip: string) {
  return t.app.inject({
    method: "DELETE",
    url: "/api/user/account",
    remoteAddress: ip,
    headers: { cookie },
    payload: { password },
  });
}

describe("wrong current passwords are limited per account, as sign-in is", () => {
  it("20 guesses from four addresses at one password change: 10 are checked, then even the right one waits", async () => {
    const hunter = await signUpPlayer(t);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const reply = await changePassword(hunter.cookie, `guess-${i}`, `10.70.0.${(i % 4) + 1}`);
      statuses.push(reply.statusCode);
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(SIGN_IN_FAILURES_PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - SIGN_IN_FAILURES_PER_ACCOUNT);
    const right = await changePassword(hunter.cookie, PASSWORD, "10.70.1.1");
    expect(right.json()).toEqual({ code: "rate_limited", message: SIGN_IN_ACCOUNT_LOCKED });
    // Guessed at through the session, the account's sign-in is locked too: one allowance.
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "10.70.1.2",
      payload: { email: hunter.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(429);
    t.clock.advance(15 * 60_000 + 1);
    expect((await changePassword(hunter.cookie, PASSWORD, "10.70.1.3")).statusCode).toBe(200);
  });

  it("a right current password gives its count back: a hunter's own changes never lock them", async () => {
    const hunter = await signUpPlayer(t);
    let password = PASSWORD;
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT + 2; i++) {
      const next = `changed-secret-${i}`;
      const reply = await t.app.inject({
        method: "POST",
        url: "/api/auth/password",
        remoteAddress: "10.71.0.1",
        headers: { cookie: hunter.cookie },
        payload: { currentPassword: password, newPassword: next },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      password = next;
      t.clock.advance(7_000); // the address's own 10 a minute is not what this measures
    }
  });

  it("guesses racing from many addresses at an account's deletion: at most 10 are checked, the account stays", async () => {
    const hunter = await signUpPlayer(t);
    const replies = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        deleteAccount(hunter.cookie, `guess-${i}`, `10.72.0.${i + 1}`),
      ),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(
      SIGN_IN_FAILURES_PER_ACCOUNT,
    );
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
    const right = await deleteAccount(hunter.cookie, PASSWORD, "10.72.1.1");
    expect(right.statusCode).toBe(429);
    const rows = await t.db.execute(sql`SELECT 1 FROM users WHERE id = ${hunter.user.id}`);
    expect(rows.rows).toHaveLength(1);
  });
});
