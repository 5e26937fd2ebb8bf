import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accessTokens } from "../../db/schema/access-tokens.ts";
import { makeAccessToken } from "../../test/access-token.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { TOKEN_REQUESTS_PER_MINUTE } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const SOME_ID = "6f9619ff-8b86-4d01-b42d-00c04fc964ff";

function makeToken(hunter: Hunter, scope: "read" | "play", name?: string) {
  return makeAccessToken(t.app, hunter.cookie, scope, name);
}

function withToken(
  token: string,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe("making a personal access token", () => {
  it("shows the token once, stores only its SHA-256, and lists it without the token", async () => {
    const hunter = await signUpPlayer(t);
    const made = await makeToken(hunter, "read");
    expect(made.token).toMatch(/^rg_[A-Za-z0-9_-]{43}$/);
    expect(made.accessToken).toMatchObject({ name: "My tracker", scope: "read", lastUsedAt: null });

    const [row] = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.id, made.accessToken.id));
    expect(row?.tokenHash).toBe(createHash("sha256").update(made.token).digest("hex"));
    expect(Object.values(row ?? {}).map(String)).not.toContain(made.token);

    const list = await t.app.inject({
      url: "/api/user/tokens",
      headers: { cookie: hunter.cookie },
    });
    expect(list.json()).toEqual([made.accessToken]);
    expect(list.body).not.toContain(made.token);
  });

  it("refuses an empty name with a readable 400", async () => {
    const hunter = await signUpPlayer(t);
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/user/tokens",
      headers: { cookie: hunter.cookie },
      payload: { name: "  ", scope: "read" },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toContain("Give the token a name.");
  });

  it("holds a hunter to ten tokens, even when fifteen creations race", async () => {
    const hunter = await signUpPlayer(t);
    const replies = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/user/tokens",
          headers: { cookie: hunter.cookie },
          payload: { name: `Token ${i}`, scope: "read" },
        }),
      ),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const refused = replies.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe(
      "You have 10 tokens already. Revoke one before making another.",
    );
  });
});

describe("calling the API with a token", () => {
  it("reads as its hunter, and records the use at most once a minute", async () => {
    const hunter = await signUpPlayer(t);
    const made = await makeToken(hunter, "read");
    const me = await withToken(made.token, "GET", "/api/auth/user");
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(hunter.user.id);
    expect((await withToken(made.token, "GET", "/api/dungeons")).statusCode).toBe(200);

    const lastUse = async () =>
      (await t.db.select().from(accessTokens).where(eq(accessTokens.id, made.accessToken.id)))[0]
        ?.lastUsedAt;
    const first = await lastUse();
    expect(first?.getTime()).toBe(t.clock.nowMs());
    t.clock.advance(30_000);
    await withToken(made.token, "GET", "/api/inventory");
    expect((await lastUse())?.getTime()).toBe(first?.getTime());
    t.clock.advance(31_000);
    await withToken(made.token, "GET", "/api/inventory");
    expect((await lastUse())?.getTime()).toBe(t.clock.nowMs());
  });

  it("a read token may not act: no attack, no quest, no purchase", async () => {
    const hunter = await signUpPlayer(t);
    const { token } = await makeToken(hunter, "read");
    const refusals = [
      await withToken(token, "PATCH", `/api/battles/${SOME_ID}`, {
        exerciseType: "pushups",
        reps: 10,
      }),
      await withToken(token, "POST", "/api/quests/custom", {}),
      await withToken(token, "POST", "/api/shop/purchase", { itemId: "x" }),
      await withToken(token, "PATCH", "/api/notifications/read-all"),
    ];
    for (const reply of refusals) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json().message).toBe(
        'This token may only read. Make a "play" token for game actions.',
      );
    }
  });

  it("a play token acts in the game, but never on the account, whatever it asks", async () => {
    const hunter = await signUpPlayer(t);
    const { token } = await makeToken(hunter, "play");
    expect((await withToken(token, "PATCH", "/api/notifications/read-all")).statusCode).toBe(200);
    const never = [
      await withToken(token, "POST", "/api/auth/password", {
        currentPassword: "hunter-secret",
        newPassword: "another-secret-1",
      }),
      await withToken(token, "POST", "/api/user/tokens", { name: "More", scope: "play" }),
      await withToken(token, "GET", "/api/user/tokens"),
      await withToken(token, "DELETE", "/api/user/account", { password: "hunter-secret" }),
      await withToken(token, "GET", "/api/auth/sessions"),
      await withToken(token, "POST", "/api/user/export"),
      await withToken(token, "GET", "/api/push/settings"),
      await withToken(token, "PATCH", "/api/user/profile", {}),
    ];
    for (const reply of never) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json().message).toBe(
        "Access tokens cannot be used for this call. Sign in to the app instead.",
      );
    }
    const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie: hunter.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it("with an Authorization header the cookie is never used: a bad token is a 401", async () => {
    const hunter = await signUpPlayer(t);
    for (const authorization of ["Bearer rg_not-a-token", "Basic abc", "Bearer "]) {
      const reply = await t.app.inject({
        url: "/api/auth/user",
        headers: { cookie: hunter.cookie, authorization },
      });
      expect(reply.statusCode).toBe(401);
      expect(reply.json().message).toBe("This access token is not valid: revoked or unknown.");
    }
  });

  it("counts requests per token: past the minute's allowance a 429, other tokens unaffected", async () => {
    const hunter = await signUpPlayer(t);
    const busy = await makeToken(hunter, "read", "Busy");
    const calm = await makeToken(hunter, "read", "Calm");
    for (let i = 0; i < TOKEN_REQUESTS_PER_MINUTE; i++) {
      expect((await withToken(busy.token, "GET", "/api/auth/user")).statusCode).toBe(200);
    }
    const over = await withToken(busy.token, "GET", "/api/auth/user");
    expect(over.statusCode).toBe(429);
    expect(over.headers["retry-after"]).toBeDefined();
    expect((await withToken(calm.token, "GET", "/api/auth/user")).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await withToken(busy.token, "GET", "/api/auth/user")).statusCode).toBe(200);
  });
});

describe("revoking a token", () => {
  it("takes effect at once, and only the owner can do it", async () => {
    const hunter = await signUpPlayer(t);
    const other = await signUpPlayer(t);
    const made = await makeToken(hunter, "play");
    const stranger = await t.app.inject({
      method: "DELETE",
      url: `/api/user/tokens/${made.accessToken.id}`,
      headers: { cookie: other.cookie },
    });
    expect(stranger.statusCode).toBe(404);
    expect((await withToken(made.token, "GET", "/api/auth/user")).statusCode).toBe(200);

    const revoked = await t.app.inject({
      method: "DELETE",
      url: `/api/user/tokens/${made.accessToken.id}`,
      headers: { cookie: hunter.cookie },
    });
    expect(revoked.statusCode).toBe(204);
    expect((await withToken(made.token, "GET", "/api/auth/user")).statusCode).toBe(401);
    const list = await t.app.inject({
      url: "/api/user/tokens",
      headers: { cookie: hunter.cookie },
    });
    expect(list.json()).toEqual([]);
  });
});
