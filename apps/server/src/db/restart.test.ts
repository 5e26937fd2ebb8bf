import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { systemClock } from "../lib/wiring/clock.ts";
import { EventBus } from "../realtime/bus.ts";
import { conservationViolations } from "../test/conservation/invariants.ts";
import { freeTcpPort } from "../test/free-port.ts";
import { connectDatabase } from "./connect.ts";
import { startEmbeddedDatabase } from "./embedded.ts";
import { migrateDatabase } from "./migrate.ts";
import { seedReferenceData } from "./seed.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) {
    // Each step bounded: a pool whose server went away may wait on a dead socket when ended.
    await Promise.race([
      cleanup().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]);
  }
}, 90_000);

/**
 * Stops the cluster by its postmaster's pid (a fast shutdown): the library's own stop() of a
 * cluster started a second time in one process waits forever.
 */
async function stopCluster(dataDir: string): Promise<void> {
  const pid = Number(
    (await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n")[0],
  );
  process.kill(pid, "SIGINT");
  for (let waited = 0; waited < 15_000; waited += 100) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The database as an external server the app does not own: it is stopped and started again
 * under load, and the running app must carry on by itself.
 */
describe("a database restarted under load", () => {
  it("answers 503 with a message and Retry-After meanwhile, reconnects by itself, and keeps every acknowledged write whole", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "repgate-restart-"));
    await chmod(dataDir, 0o755);
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freeTcpPort();
    let embedded = await startEmbeddedDatabase({ dataDir, port, database: "repgate" });
    cleanups.push(() => stopCluster(dataDir));
    const database = connectDatabase(embedded.url, 10);
    cleanups.push(() => database.pool.end());
    await migrateDatabase(database.pool);
    await seedReferenceData(database.db);
    const bus = new EventBus(embedded.url);
    await bus.start();
    cleanups.push(() => bus.stop());
    const app = await buildApp({
      deps: { db: database.db, clock: systemClock, authRateLimit: 1_000_000, bus },
    });
    cleanups.push(() => app.close());

    const acknowledged: string[] = [];
    const refusals: {
      status: number;
      body: { message?: string; code?: string };
      retryAfter?: string;
    }[] = [];
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const email = `restart-${randomBytes(6).toString("hex")}@example.com`;
        const response = await app.inject({
          method: "POST",
          url: "/api/auth/register",
          payload: {
            email,
            password: "hunter-secret",
            hunterName: `R ${randomBytes(5).toString("hex")}`,
          },
        });
        if (response.statusCode === 201) acknowledged.push(email);
        else {
          refusals.push({
            status: response.statusCode,
            body: response.json(),
            retryAfter: response.headers["retry-after"] as string | undefined,
          });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await embedded.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const duringOutage = refusals.length;
    embedded = await startEmbeddedDatabase({ dataDir, port, database: "repgate" });
    const countBefore = acknowledged.length;
    for (let waited = 0; acknowledged.length <= countBefore + 5 && waited < 20_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    stop = true;
    await Promise.all(writers);

    expect(duringOutage).toBeGreaterThan(0);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(503);
      expect(refusal.body.code).toBe("unavailable");
      expect(refusal.body.message).toMatch(/database/);
      expect(refusal.retryAfter).toBe("2");
    }
    // The app reconnected without a restart, and every acknowledged hunter is there, whole.
    expect(acknowledged.length).toBeGreaterThan(countBefore);
    const { rows } = await database.pool.query<{ email: string }>(
      "SELECT email FROM users WHERE email = ANY($1)",
      [acknowledged],
    );
    expect(rows.length).toBe(acknowledged.length);
    expect(await conservationViolations(database.pool)).toEqual([]);
  }, 90_000);
});
