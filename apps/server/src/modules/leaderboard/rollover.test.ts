import type { Leaderboard } from "@repgate/contracts/leaderboard";
import { beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/unit-of-work.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { queuedJob, runDueJobs } from "../../test/queued-jobs.ts";
import { openSocket, type TestSocket } from "../../test/socket-client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { recordProgress } from "./progress.ts";
import { queueLeaderboardRollovers } from "./rollover.ts";

let t: TestApp;
let base = "";
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

// Sunday 29 November 2026, 23:00 UTC: the week ends in an hour, the month a day later.
const SUNDAY_NIGHT = new Date("2026-11-29T23:00:00Z");
const NEXT_MONDAY = new Date("2026-11-30T00:00:00Z");
const FIRST_OF_DECEMBER = new Date("2026-12-01T00:00:00Z");

async function boardOf(hunter: Hunter, period: "weekly" | "monthly"): Promise<Leaderboard> {
  const response = await t.app.inject({
    url: `/api/leaderboard?period=${period}`,
    headers: { cookie: hunter.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function socketOf(hunter: Hunter): Promise<TestSocket> {
  const socket = await openSocket(base, { cookie: hunter.cookie, origin: base });
  await socket.next((m) => m.type === "welcome");
  return socket;
}

const rolledOver = (socket: TestSocket) =>
  socket.messages.filter((m) => m.type === "leaderboardRolledOver");

describe("the weekly and monthly boards rolling over", () => {
  it("are queued once at startup for the next Monday and the next 1st, however often it runs", async () => {
    t.clock.set(SUNDAY_NIGHT);
    await Promise.all([
      queueLeaderboardRollovers(t.db, t.clock.now()),
      queueLeaderboardRollovers(t.db, t.clock.now()),
    ]);
    // A later start, an hour on, leaves the waiting jobs where they are.
    await queueLeaderboardRollovers(t.db, new Date(SUNDAY_NIGHT.getTime() + 3_600_000 - 1));
    expect(await queuedJob(t.pool, "leaderboard-rollover:weekly")).toEqual({
      task: "rollLeaderboardPeriod",
      runAt: NEXT_MONDAY,
    });
    expect(await queuedJob(t.pool, "leaderboard-rollover:monthly")).toEqual({
      task: "rollLeaderboardPeriod",
      runAt: FIRST_OF_DECEMBER,
    });
    const { rows } = await t.pool.query(
      "SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key LIKE 'leaderboard-rollover:%'",
    );
    expect(rows[0].n).toBe(2);
  });

  it("tell every open board at Monday 00:00 UTC, with no request made, and queue the next week", async () => {
    t.clock.set(SUNDAY_NIGHT);
    const [earner, watcher] = [await signUpPlayer(t), await signUpPlayer(t)];
    await inTransaction(t.db, (tx) =>
      recordProgress(tx, earner.user.id, { xp: 300 }, SUNDAY_NIGHT),
    );
    expect((await boardOf(watcher, "weekly")).hunters.map((h) => h.id)).toContain(earner.user.id);
    const sockets = [await socketOf(earner), await socketOf(watcher)];

    t.clock.set(NEXT_MONDAY);
    await runDueJobs(t);
    for (const socket of sockets) {
      await socket.next((m) => m.type === "leaderboardRolledOver");
      expect(rolledOver(socket)).toEqual([
        { type: "leaderboardRolledOver", period: "weekly", periodStart: "2026-11-30" },
      ]);
      socket.close();
    }
    // What the screen reads again: the new week's board starts empty; the month's goes on.
    expect((await boardOf(watcher, "weekly")).hunters).toEqual([]);
    expect((await boardOf(watcher, "monthly")).hunters.map((h) => h.id)).toContain(earner.user.id);
    expect(await queuedJob(t.pool, "leaderboard-rollover:weekly")).toEqual({
      task: "rollLeaderboardPeriod",
      runAt: new Date("2026-12-07T00:00:00Z"),
    });
  });

  it("tell every open board on the 1st at 00:00 UTC, and queue the next month", async () => {
    const watcher = await signUpPlayer(t);
    const socket = await socketOf(watcher);
    t.clock.set(FIRST_OF_DECEMBER);
    await runDueJobs(t);
    await socket.next((m) => m.type === "leaderboardRolledOver");
    expect(rolledOver(socket)).toEqual([
      { type: "leaderboardRolledOver", period: "monthly", periodStart: "2026-12-01" },
    ]);
    socket.close();
    expect((await boardOf(watcher, "monthly")).hunters).toEqual([]);
    expect(await queuedJob(t.pool, "leaderboard-rollover:monthly")).toEqual({
      task: "rollLeaderboardPeriod",
      runAt: new Date("2027-01-01T00:00:00Z"),
    });
  });
});
