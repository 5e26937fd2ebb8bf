import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findLiveDungeon } from "../test/dungeon-helpers.ts";
import type { Hunter } from "../test/factories.ts";
import { completedOn, until } from "../test/instance-jobs.ts";
import { formParty, notificationsOf, partyCall } from "../test/party-helpers.ts";
import { allowLogLines } from "../test/server-log.ts";
import { type ServerProcess, startServerProcess } from "../test/server-process.ts";
import { openSocket, type TestSocket } from "../test/socket-client.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { zoneWhereItIsNow } from "../test/zone-at-hour.ts";

// The test's own app runs no jobs: it only makes the writes that queue them. The server
// processes (main.ts, as `npm start` runs it) are the instances whose runners take them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

const CONFIRMATION_MS = 120_000;
const CANCELLED = "Not all party members confirmed. Dungeon entry cancelled.";

/** A party of two whose leader asks to enter a dungeon; the request's 120 s end `endsInMs` from now. */
async function confirmationEndingIn(endsInMs: number) {
  const [leader, member] = await formParty(t, 2);
  t.clock.set(new Date(Date.now() - CONFIRMATION_MS + endsInMs));
  const dungeon = await findLiveDungeon(t, leader, "combat");
  const asked = await partyCall(t, leader, "POST", "/api/party/dungeon-confirmation", {
    dungeonId: dungeon.id,
  });
  expect(asked.statusCode).toBe(201);
  return { leader, member, confirmationId: asked.json().confirmationId as string };
}

async function statusOf(confirmationId: string): Promise<string> {
  const { rows } = await t.pool.query(
    "SELECT status FROM party_dungeon_confirmations WHERE id = $1",
    [confirmationId],
  );
  return rows[0]?.status;
}

async function cancellationsOf(t: TestApp, leader: Hunter) {
  return (await notificationsOf(t, leader)).filter((n) => n.title === "Dungeon Entry Cancelled");
}

const sockets: TestSocket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.close();
});

describe("the job queue across instances", () => {
  let a: ServerProcess;
  let b: ServerProcess;

  it("runs a job that fell due while no instance ran, as soon as one starts", async () => {
    const { leader, member, confirmationId } = await confirmationEndingIn(-30_000);
    // Their morning, whatever the hour the test runs: a day that begins after local noon queues
    // its daily reminder to run at once (quests/reminder.ts), and the count below would vary.
    await t.pool.query("UPDATE users SET timezone = $1 WHERE id = ANY($2)", [
      zoneWhereItIsNow(6),
      [leader.user.id, member.user.id],
    ]);
    // Due half a minute ago, and nothing ran it: no runner was up.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await statusOf(confirmationId)).toBe("pending");

    a = await startServerProcess(t.databaseUrl);
    await until(async () => (await statusOf(confirmationId)) === "expired");
    expect((await cancellationsOf(t, leader)).map((n) => n.message)).toEqual([CANCELLED]);
    // With it, the first game days of the party's two hunters, whose jobs the instance's startup
    // queued (they were onboarded straight in the database: work in flight with no job), and the
    // Gate Break weekend schedule's first planning, which a new database starts at once.
    await until(async () => (await completedOn([a])) >= 4);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await completedOn([a])).toBe(4);
  }, 120_000);

  it("runs each due job exactly once on two instances, and every member's socket hears it unasked", async () => {
    b = await startServerProcess(t.databaseUrl);
    const before = await completedOn([a, b]);
    const parties = await Promise.all(
      Array.from({ length: 6 }, () => confirmationEndingIn(10_000)),
    );
    const [first] = parties;
    if (!first) throw new Error("no party");
    // The leader on one instance, the member on the other; neither sends anything from now on.
    const leaderSocket = await openSocket(a.base, { cookie: first.leader.cookie });
    const memberSocket = await openSocket(b.base, { cookie: first.member.cookie });
    sockets.push(leaderSocket, memberSocket);

    const heard = (socket: TestSocket) => socket.next((m) => m.type === "partyChanged", 30_000);
    await Promise.all([heard(leaderSocket), heard(memberSocket)]);
    for (const party of parties) {
      await until(async () => (await statusOf(party.confirmationId)) === "expired");
      expect((await cancellationsOf(t, party.leader)).map((n) => n.message)).toEqual([CANCELLED]);
    }
    // Counted by the instance that ran each: six jobs, six runs between the two.
    await until(async () => (await completedOn([a, b])) - before >= parties.length);
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await completedOn([a, b])) - before).toBe(parties.length);
  }, 120_000);

  it("says in the health output what a request of the instance would queue behind", async () => {
    const health = (await (await fetch(`${a.base}/healthz`)).json()) as {
      load: {
        pool: { max: number; open: number; idle: number; waiting: number };
        eventLoopDelayMs: { p99: number; max: number };
      };
    };
    // npm start's pool: 10 connections allowed; nothing waits for one on a quiet instance.
    expect(health.load.pool).toMatchObject({ max: 10, waiting: 0 });
    expect(health.load.pool.open).toBeGreaterThanOrEqual(health.load.pool.idle);
    expect(health.load.eventLoopDelayMs.p99).toBeGreaterThanOrEqual(0);
  });

  it("shows a failing job as one warn line per attempt and a count in the health output", async () => {
    allowLogLines([{ msg: "job failed", level: "warn" }]);
    const lines: string[] = [];
    for (const instance of [a, b]) {
      instance.child.stdout?.on("data", (chunk: Buffer) => lines.push(chunk.toString("utf8")));
    }
    // A payload no confirmation can have: the handler's query fails, and does so again on retry.
    await t.pool.query(
      `SELECT graphile_worker.add_job('expirePartyConfirmation', '{"confirmationId":"not-an-id"}'::json,
        max_attempts := 1)`,
    );
    const failed = async () => {
      let total = 0;
      for (const instance of [a, b]) {
        const health = (await (await fetch(`${instance.base}/healthz`)).json()) as {
          jobs: { failed: number };
        };
        total += health.jobs.failed;
      }
      return total;
    };
    await until(async () => (await failed()) === 1);
    await until(async () => lines.join("").includes('"msg":"job failed"'));
    const line = lines
      .join("")
      .split("\n")
      .find((l) => l.includes('"msg":"job failed"'));
    expect(JSON.parse(line ?? "{}")).toMatchObject({
      level: 40,
      task: "expirePartyConfirmation",
      attempt: 1,
      maxAttempts: 1,
    });
  }, 60_000);
});
