import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app.ts";

describe("draining before a shutdown", () => {
  it("tells balancers to stop sending and closes each connection after its answer, while still serving", async () => {
    const t = await createTestApp();
    const before = await t.app.inject({ url: "/healthz" });
    expect(before.statusCode).toBe(200);
    expect(before.headers.connection).not.toBe("close");

    t.app.startDraining();
    const health = await t.app.inject({ url: "/healthz" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ message: "This instance is shutting down." });
    expect(health.headers.connection).toBe("close");
    // Requests are still served, each on a connection that then closes.
    const read = await t.app.inject({ url: "/api/dungeons" });
    expect(read.statusCode).toBe(401);
    expect(read.headers.connection).toBe("close");
  });
});
