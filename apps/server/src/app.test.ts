import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SLOWEST_POLL_MS } from "@repgate/contracts/polling";
import { errorReplySchema } from "@repgate/contracts/user";
import { sql } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { connectDatabase } from "./db/connect.ts";
import { PASSWORD, signUp, uniqueEmail } from "./test/factories.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";
import { TestClock } from "./test/test-clock.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const REFUSED_CROSS_SITE = {
  message: "This request came from another site and was refused.",
  code: "forbidden",
};

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers["content-security-policy"] ?? "");
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

async function usersWithEmail(email: string) {
  const result = await t.db.execute(
    sql`SELECT count(*)::int AS n FROM users WHERE email = ${email}`,
  );
  return result.rows[0]?.n;
}

function register(email: string, headers: Record<string, string> = {}): InjectOptions {
  return {
    method: "POST",
    url: "/api/auth/register",
    headers,
    // Names are unique (case-insensitively): the email's local part is.
    payload: { email, password: PASSWORD, hunterName: email.split("@")[0]?.slice(0, 32) },
  };
}

describe("security headers", () => {
  it.each([
    ["a JSON reply", "/healthz"],
    ["an error reply", "/api/auth/user"],
    ["an unknown path", "/api/nope"],
    // Answered by the framework before any route or hook runs.
    ["an address the router cannot decode", "/api/dungeons/%E0%A4%A/enter"],
  ])("are set on %s", async (_case, url) => {
    const response = await t.app.inject({ url });
    const csp = cspDirectives(response);
    expect(csp.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(String(response.headers["content-security-policy"])).not.toMatch(
      /script-src[^;]*'unsafe-(inline|eval)'/,
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("are set on a request refused as cross-site", async () => {
    const response = await t.app.inject(
      register(uniqueEmail("evil"), { origin: "https://evil.example" }),
    );
    expect(response.statusCode).toBe(403);
    expect(cspDirectives(response).get("frame-ancestors")).toEqual(["'none'"]);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("cross-site request refusal", () => {
  it("refuses a POST from another origin with 403 JSON and creates nothing", async () => {
    const email = uniqueEmail("evil");
    const response = await t.app.inject(register(email, { origin: "https://evil.example" }));
    expect(response.statusCode).toBe(403);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual(REFUSED_CROSS_SITE);
    expect(response.cookies).toHaveLength(0);
    expect(await usersWithEmail(email)).toBe(0);
  });

  it("refuses a signed-in hunter's write sent from another origin, and changes nothing", async () => {
    const { cookie, user } = await signUp(t.app);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user/region",
      headers: { cookie, origin: "https://evil.example" },
      payload: { region: "Asia" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED_CROSS_SITE);
    const stored = await t.db.execute(sql`SELECT region FROM users WHERE id = ${user.id}`);
    expect(stored.rows[0]?.region).toBe("North America");

    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/user/account",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(deleted.statusCode).toBe(403);
    const still = await t.app.inject({ url: "/api/auth/user", headers: { cookie } });
    expect(still.statusCode).toBe(200);
  });

  it.each([
    ["a different port", "http://localhost:3001"],
    ["https instead of http", "https://localhost"],
    ["a look-alike host", "http://localhost.evil.example"],
    ["an opaque origin", "null"],
  ])("refuses an Origin with %s", async (_case, origin) => {
    const email = uniqueEmail("evil");
    const response = await t.app.inject(register(email, { host: "localhost", origin }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED_CROSS_SITE);
    expect(await usersWithEmail(email)).toBe(0);
  });

  it("lets a POST from the app's own origin through", async () => {
    const email = uniqueEmail("own");
    const response = await t.app.inject(
      register(email, { host: "localhost", origin: "http://localhost" }),
    );
    expect(response.statusCode).toBe(201);
    expect(await usersWithEmail(email)).toBe(1);
  });

  it("lets a POST from its own origin on a non-default port through", async () => {
    const email = uniqueEmail("own-port");
    const response = await t.app.inject(
      register(email, { host: "localhost:3000", origin: "http://localhost:3000" }),
    );
    expect(response.statusCode).toBe(201);
  });

  it("refuses sec-fetch-site: cross-site without an Origin with 403, and creates nothing", async () => {
    const email = uniqueEmail("fetch-meta");
    const response = await t.app.inject(register(email, { "sec-fetch-site": "cross-site" }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED_CROSS_SITE);
    expect(await usersWithEmail(email)).toBe(0);
  });

  it.each(["same-origin", "same-site", "none"])(
    "lets sec-fetch-site: %s without an Origin through",
    async (site) => {
      const response = await t.app.inject(register(uniqueEmail(), { "sec-fetch-site": site }));
      expect(response.statusCode).toBe(201);
    },
  );

  it("lets a request with no Origin and no fetch metadata through (curl, scripts)", async () => {
    const response = await t.app.inject(register(uniqueEmail()));
    expect(response.statusCode).toBe(201);
  });

  it("does not refuse reads from another origin", async () => {
    const response = await t.app.inject({
      url: "/healthz",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(200);
  });

  it("lets an origin the operator allowed through", async () => {
    const allowed = await createTestApp({ allowedOrigins: ["https://app.example"] });
    const ok = await allowed.app.inject(register(uniqueEmail(), { origin: "https://app.example" }));
    expect(ok.statusCode).toBe(201);
    const other = await allowed.app.inject(
      register(uniqueEmail(), { origin: "https://evil.example" }),
    );
    expect(other.statusCode).toBe(403);
  });
});

describe("request bodies", () => {
  it("refuses a JSON body over 64 KiB with 413 JSON and creates nothing", async () => {
    const email = uniqueEmail("big");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: PASSWORD, hunterName: "x".repeat(65 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      message: "The request body is too large.",
      code: "payload_too_large",
    });
    expect(await usersWithEmail(email)).toBe(0);
  });

  it("still reads a large body under the limit, and answers its real problem", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: uniqueEmail(), password: PASSWORD, hunterName: "x".repeat(60 * 1024) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Hunter name must be at most 32 characters.");
  });

  it("refuses a body that is not JSON with 415 and a readable message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/xml" },
      payload: "<hunter/>",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: "Send the request body as JSON (Content-Type: application/json).",
      code: "unsupported_media_type",
    });
  });

  it("answers an empty body sent as JSON with 400 and says what to do", async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user/accept-player",
      headers: { cookie, "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "The request body is empty; send a JSON object or no Content-Type.",
      code: "bad_request",
    });
  });
});

describe("kept-alive connections", () => {
  it("stay open past the web's slowest poll, so each poll reuses its connection", () => {
    expect(t.app.server.keepAliveTimeout).toBeGreaterThan(SLOWEST_POLL_MS);
  });
});

describe("unknown paths and health", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const response = await t.app.inject({ url: "/api/no-such-thing?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      message: "No route for GET /api/no-such-thing.",
      code: "not_found",
    });
  });

  it("answers an unknown write with a JSON 404", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/no-such-area/nowhere/enter" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: "No route for POST /api/no-such-area/nowhere/enter.",
      code: "not_found",
    });
  });

  it("GET /healthz answers 200 {status: ok} when the database answers", async () => {
    const response = await t.app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      jobs: { running: false, completed: 0, failed: 0 },
    });
  });
});

describe("when the database is unreachable", () => {
  // Port 1 on the loopback refuses connections at once.
  const unreachable = connectDatabase("postgres://nobody@127.0.0.1:1/nothing", 1);
  let down: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    down = await buildApp({
      deps: { db: unreachable.db, clock: new TestClock(), authRateLimit: 10_000 },
    });
  });
  afterAll(async () => {
    await down.close();
    await unreachable.pool.end();
  });

  it("GET /healthz answers 503 with a readable message", async () => {
    const response = await down.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: "The database is not reachable.",
      code: "unavailable",
    });
  });

  it("a request that needs it answers 503 with a readable message, Retry-After and no internals", async () => {
    const response = await down.inject({
      url: "/api/auth/user",
      headers: { cookie: "repgate_session=anything" },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("2");
    expect(response.json()).toEqual({
      message: "The game cannot reach its database right now. Please try again in a moment.",
      code: "unavailable",
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|select/i);
  });
});

describe("error replies", () => {
  const cases: [string, () => Promise<InjectOptions>, number][] = [
    [
      "invalid input",
      async () => ({ method: "POST", url: "/api/auth/register", payload: { email: "" } }),
      400,
    ],
    [
      "malformed JSON",
      async () => ({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": "application/json" },
        payload: "{",
      }),
      400,
    ],
    ["signed out", async () => ({ url: "/api/auth/user" }), 401],
    [
      "a wrong password",
      async () => ({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: uniqueEmail(), password: "wrong-password" },
      }),
      401,
    ],
    [
      "a cross-site write",
      async () => register(uniqueEmail(), { origin: "https://evil.example" }),
      403,
    ],
    ["an unknown path", async () => ({ url: "/api/nothing-here" }), 404],
    [
      "a taken email",
      async () => {
        const { email } = await signUp(t.app);
        return register(email);
      },
      409,
    ],
    [
      "a body too large",
      async () => ({
        method: "POST",
        url: "/api/auth/register",
        headers: { "content-type": "application/json" },
        payload: `"${"x".repeat(70 * 1024)}"`,
      }),
      413,
    ],
    [
      "a body that is not JSON",
      async () => ({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "email=a&password=b",
      }),
      415,
    ],
  ];

  it.each(cases)(
    "for %s is JSON with only a readable message and a code",
    async (_c, make, status) => {
      const response = await t.app.inject(await make());
      expect(response.statusCode).toBe(status);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      const body = errorReplySchema.strict().parse(response.json());
      expect(body.message.length).toBeGreaterThan(5);
      expect(body.message).toMatch(/[.!?]$/);
      expect(body.code).toMatch(/^[a-z_]+$/);
      expect(response.body).not.toMatch(/FST_|stack|at .+\.ts/);
    },
  );
});

describe("the built web app", () => {
  let web: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), "repgate-web-"));
    await mkdir(path.join(distDir, "assets"));
    await writeFile(path.join(distDir, "index.html"), "<!doctype html><title>RepGate</title>");
    await writeFile(path.join(distDir, "assets", "app-1a2b3c.js"), "console.log('hi');");
    await mkdir(path.join(distDir, "assets", "pose"));
    // The smallest valid module: magic number and version.
    await writeFile(
      path.join(distDir, "assets", "pose", "x.wasm"),
      Buffer.from("0061736d01000000", "hex"),
    );
    web = await createTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  it.each(["/", "/dungeons", "/profile?tab=stats"])(
    "serves index.html for %s so the client router can show the screen",
    async (url) => {
      const response = await web.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toContain("<title>RepGate</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(cspDirectives(response).get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    },
  );

  it("serves fingerprinted assets as immutable", async () => {
    const response = await web.app.inject({ url: "/assets/app-1a2b3c.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves WebAssembly as application/wasm, which streaming compilation requires", async () => {
    const response = await web.app.inject({ url: "/assets/pose/x.wasm" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/wasm");
  });

  it("still answers unknown API paths and unknown writes with JSON 404s", async () => {
    const api = await web.app.inject({ url: "/api/nope" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "No route for GET /api/nope.", code: "not_found" });
    const write = await web.app.inject({ method: "POST", url: "/dungeons" });
    expect(write.statusCode).toBe(404);
    expect(write.json()).toEqual({ message: "No route for POST /dungeons.", code: "not_found" });
  });
});
