import { afterAll, describe, expect, it } from "vitest";
import { onboardedHunterOn } from "../../test/instance-hunters.ts";
import { completedOn, until } from "../../test/instance-jobs.ts";
import { queuedJob } from "../../test/queued-jobs.ts";
import type { ServerProcess } from "../../test/server-process.ts";
import { openSocket, type TestSocket } from "../../test/socket-client.ts";
import type { TestApp } from "../../test/test-app.ts";
import { twoInstancesBeforeAll } from "../../test/two-instances.ts";
import { nextPeriodStarts } from "./progress.ts";

let t: TestApp;
let a: ServerProcess;
let b: ServerProcess;
twoInstancesBeforeAll((instances) => ({ t, a, b } = instances));

const sockets: TestSocket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.close();
});

async function rolloverJobs(): Promise<{ key: string; runAt: Date }[]> {
  const { rows } = await t.pool.query(
    `SELECT key, run_at AS "runAt" FROM graphile_worker.jobs
     WHERE key LIKE 'leaderboard-rollover:%' ORDER BY key`,
  );
  return rows;
}

describe("the leaderboard's rollover on two instances", () => {
  it("is queued once by two instances starting together: the next Monday and the next 1st", async () => {
    const next = nextPeriodStarts(new Date());
    expect(await rolloverJobs()).toEqual([
      { key: "leaderboard-rollover:monthly", runAt: next.monthly },
      { key: "leaderboard-rollover:weekly", runAt: next.weekly },
    ]);
  });

  it("runs once at the boundary, and every socket on either instance hears it once, unasked", async () => {
    const onA = await onboardedHunterOn(t.db, a.base, "roll-a");
    const onB = await onboardedHunterOn(t.db, b.base, "roll-b");
    const socketA = await openSocket(a.base, { cookie: onA.cookie });
    const socketB = await openSocket(b.base, { cookie: onB.cookie });
    sockets.push(socketA, socketB);
    await Promise.all([socketA, socketB].map((s) => s.next((m) => m.type === "welcome")));
    const before = await completedOn([a, b]);

    // The week's boundary is now: its waiting job is moved to this instant, as if Monday came.
    const boundary = new Date();
    await t.pool.query(
      `SELECT graphile_worker.add_job('rollLeaderboardPeriod', $1::json,
         run_at := $2::timestamptz, job_key := 'leaderboard-rollover:weekly')`,
      [JSON.stringify({ period: "weekly", startsAt: boundary.toISOString() }), boundary],
    );
    const heard = (socket: TestSocket) =>
      socket.next((m) => m.type === "leaderboardRolledOver", 30_000);
    const [onSocketA] = await Promise.all([heard(socketA), heard(socketB)]);
    expect(onSocketA).toMatchObject({ period: "weekly" });

    await until(async () => (await completedOn([a, b])) - before >= 1);
    // Time for a second run, or a second delivery, to show if there were one.
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await completedOn([a, b])) - before).toBe(1);
    for (const socket of [socketA, socketB]) {
      expect(socket.messages.filter((m) => m.type === "leaderboardRolledOver")).toHaveLength(1);
    }
    // The job queued the next week's rollover under the same key: still one job per period.
    expect(await queuedJob(t.pool, "leaderboard-rollover:weekly")).toEqual({
      task: "rollLeaderboardPeriod",
      runAt: nextPeriodStarts(boundary).weekly,
    });
    expect(await rolloverJobs()).toHaveLength(2);
  }, 60_000);
});
