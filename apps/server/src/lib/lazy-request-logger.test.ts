import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { captureLines } from "../test/captured-log.ts";
import { createTestApp } from "../test/test-app.ts";
import { lazyRequestLogger } from "./lazy-request-logger.ts";
import { productionLogger } from "./request-log.ts";

describe("a request's logger, made on its first line", () => {
  it("writes each request's lines with that request's id", async () => {
    const { lines, stream } = captureLines();
    const t = await createTestApp({
      logger: { ...(productionLogger("info") as object), stream },
      requestLog: { everyRequest: true, slowMs: 60_000 },
    });
    await t.app.inject({ url: "/healthz" });
    await t.app.inject({ url: "/api/nope" });
    expect(lines).toHaveLength(2);
    const ids = lines.map((line) => line.reqId);
    expect(ids[0]).toEqual(expect.any(String));
    expect(ids[1]).toEqual(expect.any(String));
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("keeps the parent's level, its bindings and a level of its own", () => {
    const { lines, stream } = captureLines();
    const parent = Fastify({ logger: { level: "warn", stream } }).log;
    const log = lazyRequestLogger(parent, { reqId: "req-7" }, {});
    expect(log.level).toBe("warn");
    log.info("dropped at warn");
    log.warn({ path: "/x" }, "kept");
    log.child({ step: "inner" }).error("inner line");
    const quiet = lazyRequestLogger(parent, { reqId: "req-8" }, { level: "error" });
    expect(quiet.level).toBe("error");
    quiet.warn("dropped at error");
    expect(lines).toMatchObject([
      { level: 40, reqId: "req-7", path: "/x", msg: "kept" },
      { level: 50, reqId: "req-7", step: "inner", msg: "inner line" },
    ]);
    expect(lines).toHaveLength(2);
  });
});
