import { connect } from "node:net";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { PASSWORD, signUp, signUpOnboarded, uniqueEmail } from "../../test/factories.ts";
import { post } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { describeFailure } from "./error-handler.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function usersCount(): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
  return result.rows[0]?.n ?? -1;
}

describe("a NUL character anywhere in the input", () => {
  it.each([
    [
      "POST",
      "/api/auth/register",
      { email: "nul\u0000@example.com", password: PASSWORD, hunterName: "Nul" },
    ],
    [
      "POST",
      "/api/auth/register",
      { email: uniqueEmail(), password: PASSWORD, hunterName: "N\u0000" },
    ],
    ["POST", "/api/auth/login", { email: "a@b.co", password: "pass\u0000word" }],
    ["POST", "/api/auth/login", { email: "a@b.co", password: "x", "\u0000": 1 }],
  ] as const)("%s %s answers 400 and creates nothing", async (method, url, payload) => {
    const before = await usersCount();
    const response = await t.app.inject({ method, url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Text cannot contain the NUL character (\\u0000).",
      code: "bad_request",
    });
    expect(await usersCount()).toBe(before);
  });

  it("is refused in an auction listing's description, which stays unlisted", async () => {
    const seller = await signUpOnboarded(t.app);
    const potion = (
      await t.app.inject({ url: "/api/inventory", headers: { cookie: seller.cookie } })
    ).json()[0] as { id: string };
    const response = await post(t, seller, "/api/shop/auction/list", {
      itemId: potion.id,
      price: 10,
      description: "fine\u0000print",
    });
    expect(response.statusCode).toBe(400);
    const listed = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM auction_listings WHERE seller_id = ${seller.user.id}`,
    );
    expect(listed.rows[0]?.n).toBe(0);
  });

  it("is refused in a path id and in the query string", async () => {
    const hunter = await signUpOnboarded(t.app);
    for (const url of ["/api/shop/auction/%00", "/api/leaderboard?search=%00"]) {
      const response = await t.app.inject({
        method: url.includes("auction") ? "DELETE" : "GET",
        url,
        headers: { cookie: hunter.cookie },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("deeply nested bodies are refused rather than walked", async () => {
    let payload: unknown = "leaf";
    for (let i = 0; i < 40; i += 1) payload = { a: payload };
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: payload as Record<string, unknown>,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The request is nested too deeply.");
  });
});

describe("framework refusals", () => {
  it("a path id over 100 characters gets a 414 in our shape", async () => {
    const hunter = await signUpOnboarded(t.app);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/shop/auction/${"a".repeat(150)}`,
      headers: { cookie: hunter.cookie },
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: "That address is too long.", code: "uri_too_long" });
  });
});

describe("a request that promises a body and never sends it", () => {
  it("is closed once the connection sits idle", async () => {
    const slow = await createTestApp({ idleTimeoutMs: 300 });
    const address = await slow.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    const socket = connect(Number(port), "127.0.0.1");
    socket.write(
      "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    const started = Date.now();
    await new Promise<void>((resolve) => socket.on("close", () => resolve()));
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("the log", () => {
  function capture() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    return { lines, logger: { level: "info", stream } };
  }

  it("keeps a failed query's text and error code but never its parameters", async () => {
    const secret = "leak.me@example.com";
    const failure = await t.db.execute(sql`SELECT ${secret}::int`).catch((e: unknown) => e);
    const described = JSON.stringify(describeFailure(failure));
    expect(described).toContain("22P02");
    expect(described).not.toContain(secret);

    const { lines, logger } = capture();
    const app = await buildApp({ deps: { db: t.db, clock: t.clock, authRateLimit: 100 }, logger });
    app.get("/boom", async () => t.db.execute(sql`SELECT ${secret}::int`));
    const response = await app.inject({
      url: "/boom",
      headers: { cookie: "repgate_session=s3cr3t" },
    });
    expect(response.statusCode).toBe(500);
    await app.close();
    const logged = lines.join("");
    expect(logged).toContain("request failed");
    expect(logged).not.toContain(secret);
  });

  it("warns once in production when a session cookie goes out without Secure behind an HTTPS proxy", async () => {
    const { lines, logger } = capture();
    const app = await buildApp({
      deps: { db: t.db, clock: t.clock, authRateLimit: 100 },
      logger,
      warnUntrustedProxy: true,
    });
    const throughProxy = { "x-forwarded-proto": "https" };
    const hunter = await signUp(app);
    const warningsSoFar = () => lines.filter((l) => l.includes("TRUST_PROXY is off")).length;
    // A request that sets no cookie, and a sign-in over plain HTTP, lose nothing.
    await app.inject({ url: "/healthz", headers: throughProxy });
    const plain = await logIn(app, hunter.email, {});
    expect(plain.statusCode).toBe(200);
    expect(warningsSoFar()).toBe(0);
    const signIns = [];
    for (let i = 0; i < 3; i += 1) signIns.push(await logIn(app, hunter.email, throughProxy));
    await app.close();
    expect(signIns.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(String(signIns[0]?.headers["set-cookie"])).not.toContain("Secure");
    expect(warningsSoFar()).toBe(1);
  });
});

function logIn(app: FastifyInstance, email: string, headers: Record<string, string>) {
  return app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers,
    payload: { email, password: PASSWORD },
  });
}
