import { describe, expect, it } from "vitest";
import { DatabaseProbe, PROBE_TTL_MS } from "./database-probe.ts";

function probeWith(outcomes: Array<"ok" | "down">) {
  let now = 0;
  let pings = 0;
  const probe = new DatabaseProbe(
    async () => {
      const outcome = outcomes[Math.min(pings, outcomes.length - 1)];
      pings += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (outcome === "down") throw new Error("connection refused");
    },
    () => now,
  );
  return {
    probe,
    pings: () => pings,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("the database probe behind /healthz", () => {
  it("answers a burst of health checks with one ping", async () => {
    const { probe, pings } = probeWith(["ok"]);
    await Promise.all(Array.from({ length: 50 }, () => probe.check()));
    await probe.check();
    expect(pings()).toBe(1);
  });

  it("asks the database again once its answer is a second old", async () => {
    const { probe, pings, advance } = probeWith(["ok", "down"]);
    await probe.check();
    advance(PROBE_TTL_MS - 1);
    await probe.check();
    expect(pings()).toBe(1);
    advance(1);
    await expect(probe.check()).rejects.toThrow("connection refused");
    expect(pings()).toBe(2);
  });

  it("keeps a failure for a second too, then sees the database back", async () => {
    const { probe, pings, advance } = probeWith(["down", "ok"]);
    await expect(probe.check()).rejects.toThrow("connection refused");
    await expect(probe.check()).rejects.toThrow("connection refused");
    expect(pings()).toBe(1);
    advance(PROBE_TTL_MS);
    await probe.check();
    expect(pings()).toBe(2);
  });
});
