import { beforeAll, describe, expect, it } from "vitest";
import { signUpPlayer } from "../../test/factories.ts";
import { recordStatements } from "../../test/statement-recorder.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// The home sends its reads together; they share one lookup of the session (service.ts,
// readSession), and nothing of it outlives the answer.

let t: TestApp;
let recorded: ReturnType<typeof recordStatements>;
beforeAll(async () => {
  t = await createTestApp();
  recorded = recordStatements(t.pool);
});

const HOME_READS = [
  "/api/auth/user",
  "/api/battles/active",
  "/api/movement/active",
  "/api/quests/daily",
  "/api/quests",
  "/api/leaderboard",
  "/api/notifications",
];

const sessionLookups = (statements: string[]) =>
  statements.filter((s) => /from "sessions" inner join "users"/.test(s));

describe("reads of one session sent together", () => {
  it("look the session up once and each get the hunter's own answer", async () => {
    const hunter = await signUpPlayer(t);
    const { result, statements } = await recorded(() =>
      Promise.all(
        HOME_READS.map((url) =>
          t.app.inject({ method: "GET", url, headers: { cookie: hunter.cookie } }),
        ),
      ),
    );
    expect(result.map((r) => r.statusCode)).toEqual(HOME_READS.map(() => 200));
    expect(result[0]?.json().id).toBe(hunter.user.id);
    expect(sessionLookups(statements)).toHaveLength(1);
  });

  it("share nothing with reads after a sign-out: those are refused", async () => {
    const hunter = await signUpPlayer(t);
    const read = () =>
      t.app.inject({ method: "GET", url: "/api/quests", headers: { cookie: hunter.cookie } });
    expect((await read()).statusCode).toBe(200);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: hunter.cookie },
    });
    const after = await Promise.all([read(), read(), read()]);
    expect(after.map((r) => r.statusCode)).toEqual([401, 401, 401]);
  });

  it("are not shared by writes: each write looks its session up itself", async () => {
    const [hunter, rival] = [await signUpPlayer(t), await signUpPlayer(t)];
    const { result, statements } = await recorded(() =>
      Promise.all(
        [1, 2].map(() =>
          t.app.inject({
            method: "PUT",
            url: `/api/blocks/${rival.user.id}`,
            headers: { cookie: hunter.cookie },
            payload: {},
          }),
        ),
      ),
    );
    expect(result.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(sessionLookups(statements)).toHaveLength(2);
  });
});
