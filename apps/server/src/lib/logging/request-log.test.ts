import type { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { captureLines } from "../../test/captured-log.ts";
import { createTestApp } from "../../test/test-app.ts";
import { productionLogger } from "./request-log.ts";

function loggerTo(stream: Writable) {
  return { ...(productionLogger("info") as object), stream };
}

const SECRET_COOKIE = "session=very-secret-token";

/** Serves the app on a real port: the production server's responses, not injected ones. */
async function listening(app: Awaited<ReturnType<typeof createTestApp>>["app"]) {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening on TCP");
  return `http://127.0.0.1:${address.port}`;
}

describe("request logging", () => {
  it("is quiet by default for requests that succeed quickly", async () => {
    const { lines, stream } = captureLines();
    const t = await createTestApp({ logger: loggerTo(stream) });
    const url = await listening(t.app);
    await fetch(`${url}/healthz`, { headers: { cookie: SECRET_COOKIE } });
    await fetch(`${url}/api/nope`);
    await t.app.inject({ url: "/healthz" });
    expect(lines.filter((line) => line.msg !== `Server listening at ${url}`)).toEqual([]);
  });

  it("writes one structured line per request when asked, with no query, cookie or body", async () => {
    const { lines, stream } = captureLines();
    const t = await createTestApp({
      logger: loggerTo(stream),
      requestLog: { everyRequest: true, slowMs: 60_000 },
    });
    const url = await listening(t.app);
    lines.length = 0;
    const response = await fetch(`${url}/api/auth/login?token=abc`, {
      method: "POST",
      headers: {
        cookie: SECRET_COOKIE,
        authorization: "Bearer xyz",
        "content-type": "application/json",
      },
      body: JSON.stringify({ email: "nobody@example.com", password: "hunter-secret" }),
    });
    expect(response.status).toBe(401);
    await fetch(`${url}/healthz`);
    expect(lines).toMatchObject([
      { level: 30, msg: "request", method: "POST", path: "/api/auth/login", status: 401 },
      { level: 30, msg: "request", method: "GET", path: "/healthz", status: 200 },
    ]);
    expect(lines[0]?.reqId).toEqual(expect.any(String));
    expect(lines[0]?.reqId).not.toBe(lines[1]?.reqId);
    expect(lines[0]?.ms).toEqual(expect.any(Number));
    const text = JSON.stringify(lines);
    for (const secret of ["very-secret-token", "xyz", "hunter-secret", "token=abc"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("logs a slow request at warn even when every-request logging is off", async () => {
    const { lines, stream } = captureLines();
    const t = await createTestApp({
      logger: loggerTo(stream),
      requestLog: { everyRequest: false, slowMs: 200 },
    });
    t.app.get("/slow", async () => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      return { ok: true };
    });
    const url = await listening(t.app);
    lines.length = 0;
    await fetch(`${url}/healthz`);
    await fetch(`${url}/slow`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: "slow request", path: "/slow", status: 200 });
    expect(lines[0]?.ms).toBeGreaterThanOrEqual(250);
  });

  it("logs a slow request that its route answered before returning, and one answered later", async () => {
    const { lines, stream } = captureLines();
    const t = await createTestApp({
      logger: loggerTo(stream),
      requestLog: { everyRequest: false, slowMs: 200 },
    });
    // As the dungeon poll answers from memory: sent before the handler returns, no promise.
    t.app.get("/busy", (_request, reply) => {
      const until = performance.now() + 250;
      while (performance.now() < until) {}
      reply.type("text/plain").send("done");
    });
    t.app.get("/later", (_request, reply) => {
      setTimeout(() => reply.status(503).send({ message: "later" }), 10);
    });
    const url = await listening(t.app);
    lines.length = 0;
    await fetch(`${url}/busy`);
    await fetch(`${url}/later`);
    expect(lines).toMatchObject([
      { level: 40, msg: "slow request", path: "/busy", status: 200 },
      { level: 50, msg: "request failed", path: "/later", status: 503 },
    ]);
    expect(lines[0]?.ms).toBeGreaterThanOrEqual(250);
  });

  it("logs a request answered by an injection too (tests make their requests that way)", async () => {
    const { lines, stream } = captureLines();
    const t = await createTestApp({
      logger: loggerTo(stream),
      requestLog: { everyRequest: true, slowMs: 60_000 },
    });
    await t.app.inject({ url: "/healthz?probe=1" });
    expect(lines).toMatchObject([{ level: 30, msg: "request", path: "/healthz", status: 200 }]);
  });

  it("keeps Fastify's own warnings, with the request's id, and never a whole request in them", async () => {
    const { lines, stream } = captureLines();
    const t = await createTestApp({ logger: loggerTo(stream) });
    let sentTwice: () => void = () => {};
    const secondSend = new Promise<void>((resolve) => {
      sentTwice = resolve;
    });
    t.app.get("/twice", (request, reply) => {
      request.log.info({ req: request, res: reply }, "answering");
      reply.type("text/plain").send("first");
      setTimeout(() => {
        reply.send("second");
        sentTwice();
      }, 20);
    });
    const url = await listening(t.app);
    lines.length = 0;
    const response = await fetch(`${url}/twice?token=abc`, { headers: { cookie: SECRET_COOKIE } });
    expect(await response.text()).toBe("first");
    await secondSend;
    expect(lines).toMatchObject([
      {
        level: 30,
        msg: "answering",
        req: { method: "GET", path: "/twice" },
        res: { statusCode: 200 },
      },
      { level: 40, err: { code: "FST_ERR_REP_ALREADY_SENT" } },
    ]);
    expect(lines[1]?.reqId).toBe(lines[0]?.reqId);
    expect(JSON.stringify(lines[0])).not.toContain("very-secret-token");
    expect(JSON.stringify(lines[0])).not.toContain("token=abc");
  });
});
