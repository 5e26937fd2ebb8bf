import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { signUp } from "./test/factories.ts";
import { type ServerProcess, startServerProcess } from "./test/server-process.ts";
import { openSocket } from "./test/socket-client.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

let t: TestApp;
let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = await Promise.all([
    startServerProcess(t.databaseUrl, {
      AUTH_RATE_LIMIT: "1000000",
    }),
    startServerProcess(t.databaseUrl, {
      AUTH_RATE_LIMIT: "1000000",
    }),
  ]);
});

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** What a fetch failure means: never reached the server (refused) or cut while in flight. */
function failureKind(error: unknown): "refused" | "cut" {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === "ECONNREFUSED" ? "refused" : "cut";
}

describe("a rolling restart of one of two instances", () => {
  it("stops accepting, finishes requests in flight, closes sockets with 1001, exits within the bound, and loses no acknowledged request", async () => {
    const hunter = await signUp(t.app);
    const socket = await openSocket(a.base, { cookie: hunter.cookie });
    await socket.next((m) => m.type === "welcome");

    const acknowledged: string[] = [];
    const cut: string[] = [];
    let stop = false;
    let turn = 0;
    const client = async () => {
      while (!stop) {
        const email = `rolling-${randomBytes(6).toString("hex")}@example.com`;
        const body = JSON.stringify({
          email,
          password: "hunter-secret",
          hunterName: `R ${randomBytes(5).toString("hex")}`,
        });
        // A balancer: round robin, and on a refusal or a 503 the same request goes to the other.
        for (let attempt = 0; attempt < 4 && !stop; attempt += 1) {
          const base = [a, b][turn++ % 2] as ServerProcess;
          try {
            const response = await fetch(`${base.base}/api/auth/register`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body,
            });
            if (response.status === 201) {
              acknowledged.push(email);
              break;
            }
          } catch (error) {
            if (failureKind(error) === "cut") cut.push(email);
          }
        }
      }
    };
    const clients = Array.from({ length: 6 }, client);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const signalled = Date.now();
    a.child.kill("SIGTERM");
    const [code, closed] = await Promise.all([exitOf(a.child), socket.closed]);
    const tookMs = Date.now() - signalled;
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop = true;
    await Promise.all(clients);

    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
    expect(closed.code).toBe(1001);
    // No request was cut while in flight: each was answered, or never reached the instance. A
    // connection still in the kernel's queue when the instance stops listening is reset, and
    // the client cannot tell that from a cut; what matters is that the instance never ran it.
    // The balancer sends a reset request to the other instance: had the first one run it, that
    // retry would find the name taken (409) and never be acknowledged.
    const { rows: cutButStored } = await t.pool.query<{ email: string }>(
      "SELECT email FROM users WHERE email = ANY($1)",
      [cut],
    );
    const ranThenCut = cutButStored.filter(({ email }) => !acknowledged.includes(email));
    expect(ranThenCut).toEqual([]);
    expect(cut.length).toBeLessThanOrEqual(2);
    expect(acknowledged.length).toBeGreaterThan(10);
    const { rows } = await t.pool.query<{ email: string }>(
      "SELECT email FROM users WHERE email = ANY($1)",
      [acknowledged],
    );
    expect(rows.length).toBe(acknowledged.length);
    // The remaining instance served on throughout.
    expect((await fetch(`${b.base}/healthz`)).ok).toBe(true);
  }, 60_000);
});
