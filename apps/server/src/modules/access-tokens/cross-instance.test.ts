import type { CreatedAccessToken } from "@repgate/contracts/access-tokens";
import { describe, expect, it } from "vitest";
import { onboardedHunterOn } from "../../test/instance-hunters.ts";
import type { ServerProcess } from "../../test/server-process.ts";
import type { TestApp } from "../../test/test-app.ts";
import { twoInstancesBeforeAll } from "../../test/two-instances.ts";

// Two server processes on one database, as two instances behind a load balancer.
let t: TestApp;
let a: ServerProcess;
let b: ServerProcess;

twoInstancesBeforeAll((instances) => {
  ({ t, a, b } = instances);
});

const readMe = (base: string, token: string) =>
  fetch(`${base}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });

describe("a token on two instances", () => {
  it("made on A works on B, and revoked on A is refused by B at once", async () => {
    const hunter = await onboardedHunterOn(t.db, a.base, "token");
    const made = await fetch(`${a.base}/api/user/tokens`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: hunter.cookie },
      body: JSON.stringify({ name: "Watch", scope: "read" }),
    });
    expect(made.status).toBe(201);
    const { token, accessToken } = (await made.json()) as CreatedAccessToken;
    expect((await readMe(b.base, token)).status).toBe(200);

    const revoked = await fetch(`${a.base}/api/user/tokens/${accessToken.id}`, {
      method: "DELETE",
      headers: { cookie: hunter.cookie },
    });
    expect(revoked.status).toBe(204);
    expect((await readMe(b.base, token)).status).toBe(401);
    expect((await readMe(a.base, token)).status).toBe(401);
  });
});
