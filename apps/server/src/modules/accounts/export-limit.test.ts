import { describe, expect, it } from "vitest";
import { signUp } from "../../test/factories.ts";
import { registerOn } from "../../test/instance-hunters.ts";
import type { ServerProcess } from "../../test/server-process.ts";
import type { TestApp } from "../../test/test-app.ts";
import { twoInstancesBeforeAll } from "../../test/two-instances.ts";
import { EXPORTS_PER_HOUR } from "./export.ts";

// Two server processes on one database, as two instances behind a load balancer; `t.app` is a
// third, in this process, on a clock the test moves.
let t: TestApp;
let a: ServerProcess;
let b: ServerProcess;

twoInstancesBeforeAll((instances) => {
  ({ t, a, b } = instances);
});

const LIMITED = "You can download your data 3 times an hour. Please try again later.";

async function exportOn(base: string, cookie: string) {
  const response = await fetch(`${base}/api/user/export`, { method: "POST", headers: { cookie } });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: (await response.json()) as { message?: string; format?: string },
  };
}

function exportHere(cookie: string) {
  return t.app.inject({ method: "POST", url: "/api/user/export", headers: { cookie } });
}

describe("the data export allowance", () => {
  it("allows 3 an hour across both instances, then a 429 that says why and when", async () => {
    const hunter = await registerOn(a.base, "export");
    const bystander = await registerOn(b.base, "export");
    // Three exports at once, spread over the instances: all three are the allowance.
    const first = await Promise.all(
      Array.from({ length: EXPORTS_PER_HOUR }, (_, i) =>
        exportOn(i % 2 ? b.base : a.base, hunter.cookie),
      ),
    );
    expect(first.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(first[0]?.body.format).toBe("repgate-account-export");
    for (const base of [a.base, b.base]) {
      const refused = await exportOn(base, hunter.cookie);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(LIMITED);
      // The hour began with the first export: at most an hour, at least a little, to wait.
      const wait = Number(refused.retryAfter);
      expect(wait).toBeGreaterThan(3_000);
      expect(wait).toBeLessThanOrEqual(3_600);
    }
    // Another hunter's allowance is their own.
    expect((await exportOn(b.base, bystander.cookie)).status).toBe(200);
  });

  it("counts racing exports exactly, and gives a new allowance when the hour is over", async () => {
    const hunter = await signUp(t.app);
    const replies = await Promise.all(Array.from({ length: 6 }, () => exportHere(hunter.cookie)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    t.clock.advance(60 * 60_000 - 1_000);
    const early = await exportHere(hunter.cookie);
    expect(early.statusCode).toBe(429);
    expect(early.headers["retry-after"]).toBe("1");
    t.clock.advance(1_000);
    expect((await exportHere(hunter.cookie)).statusCode).toBe(200);
  });
});
