import type { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { captureLines } from "../test/captured-log.ts";
import { createTestApp } from "../test/test-app.ts";
import { productionLogger } from "./request-log.ts";

function loggerTo(stream: Writable) {
  return { ...(productionLogger("info") as object), stream };
}

const SECRET_COOKIE = "session=very-secret-token";

describe("request logging", () => {
  it("is quiet by default for requests that succeed quickly", async () => {
    const { lines, stream } = captureLines();
    const t = await createTestApp({ logger: loggerTo(stream) });
    await t.app.inject({ url: "/healthz", headers: { cookie: SECRET_COOKIE } });
    await t.app.inject({ url: "/api/nope" });
    expect(lines).toEqual([]);
  });

  it("writes one structured line per request when asked, with no query, cookie or body", async () => {
    const { lines, stream } = captureLines();
    const t = await createTestApp({
      logger: loggerTo(stream),
      requestLog: { everyRequest: true, slowMs: 60_000 },
    });
    await t.app.inject({
      method: "POST",
      url: "/api/auth/login?token=abc",
      headers: { cookie: SECRET_COOKIE, authorization: "Bearer xyz" },
      payload: { email: "nobody@example.com", password: "hunter-secret" },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: "request",
      method: "POST",
      path: "/api/auth/login",
      status: 401,
    });
    const text = JSON.stringify(lines);
    for (const secret of ["very-secret-token", "xyz", "hunter-secret", "token=abc"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("logs a slow request at warn even when every-request logging is off", async () => {
    const { lines, stream } = captureLines();
    const t = await createTestApp({
      logger: loggerTo(stream),
      requestLog: { everyRequest: false, slowMs: 0.000_001 },
    });
    await t.app.inject({ url: "/healthz" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: "slow request", path: "/healthz" });
  });
});
