import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";

describe("draining before a shutdown", () => {
  it("tells balancers to stop sending and closes each connection after its answer, while still serving", async () => {
    const t = await createTestApp();
    // Over a real connection: the header is the HTTP server's, which inject() would bypass.
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const before = await fetch(`${url}/healthz`);
    expect(before.status).toBe(200);
    expect(before.headers.get("connection")).not.toBe("close");

    t.app.startDraining();
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ message: "This instance is shutting down." });
    expect(health.headers.get("connection")).toBe("close");
    // Requests are still served, each on a connection that then closes.
    const read = await fetch(`${url}/api/dungeons`);
    expect(read.status).toBe(401);
    expect(read.headers.get("connection")).toBe("close");
  });
});
