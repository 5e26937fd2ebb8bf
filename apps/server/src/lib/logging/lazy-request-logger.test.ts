import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { captureLines } from "../../test/captured-log.ts";
import { createTestApp } from "../../test/test-app.ts";
import { appLogger, withLazyChildren } from "./lazy-request-logger.ts";
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
    const parent = appLogger({ level: "warn", stream });
    const log = parent.child({ reqId: "req-7" });
    expect(log.level).toBe("warn");
    log.info("dropped at warn");
    log.warn({ path: "/x" }, "kept");
    log.child({ step: "inner" }).error("inner line");
    const quiet = parent.child({ reqId: "req-8" }, { level: "error" });
    expect(quiet.level).toBe("error");
    quiet.warn("dropped at error");
    expect(lines).toMatchObject([
      { level: 40, reqId: "req-7", path: "/x", msg: "kept" },
      { level: 50, reqId: "req-7", step: "inner", msg: "inner line" },
    ]);
    expect(lines).toHaveLength(2);
  });

  it("makes a child of the real logger only when it writes a line", () => {
    const { stream } = captureLines();
    const real = appLogger({ level: "info", stream });
    let made = 0;
    const counting = new Proxy(real, {
      get(target, name, receiver) {
        if (name !== "child") return Reflect.get(target, name, receiver);
        return (...args: Parameters<FastifyBaseLogger["child"]>) => {
          made += 1;
          return target.child(...args);
        };
      },
    });
    const log = withLazyChildren(counting);
    const silentRequests = Array.from({ length: 100 }, (_, i) => log.child({ reqId: `req-${i}` }));
    expect(silentRequests).toHaveLength(100);
    expect(made).toBe(0);
    log.child({ reqId: "req-loud" }).warn("a line");
    expect(made).toBe(1);
  });
});
