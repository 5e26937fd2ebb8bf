import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, signUpOnboarded } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const poll = (cookie: string) => t.app.inject({ url: "/api/dungeons", headers: { cookie } });

describe("who may poll GET /api/dungeons", () => {
  it("refuses a session the moment it logs out on this instance", async () => {
    const { cookie } = await signUpOnboarded(t.app);
    expect((await poll(cookie)).statusCode).toBe(200);
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect((await poll(cookie)).statusCode).toBe(401);
  });

  it("refuses a deleted account's session at once", async () => {
    const { cookie } = await signUpOnboarded(t.app);
    expect((await poll(cookie)).statusCode).toBe(200);
    await t.app.inject({
      method: "DELETE",
      url: "/api/user/account",
      headers: { cookie },
      payload: { password: PASSWORD },
    });
    expect((await poll(cookie)).statusCode).toBe(401);
  });

  it("trusts a session ended elsewhere for at most five seconds", async () => {
    const { cookie, user } = await signUpOnboarded(t.app);
    expect((await poll(cookie)).statusCode).toBe(200);
    // Another instance logged the hunter out: only the database knows.
    await t.db.execute(sql`DELETE FROM sessions WHERE user_id = ${user.id}`);
    t.clock.advance(4_000);
    expect((await poll(cookie)).statusCode).toBe(200);
    t.clock.advance(1_500);
    expect((await poll(cookie)).statusCode).toBe(401);
  });

  it("never lets the shortcut answer for routes that read the hunter", async () => {
    const { cookie, user } = await signUpOnboarded(t.app);
    expect((await poll(cookie)).statusCode).toBe(200);
    await t.db.execute(sql`DELETE FROM sessions WHERE user_id = ${user.id}`);
    const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });
});
