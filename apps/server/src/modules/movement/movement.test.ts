import { randomUUID } from "node:crypto";
import type { EnterDungeonReply } from "@repgate/contracts/battles";
import type { MovementRun } from "@repgate/contracts/movement";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enter, spawnDungeon, storedHunter } from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpOnboarded } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.random.reset());

/** Riverside Patrol: 1 km in 30 minutes, 250 XP and 50 gold. */
const PATROL = "riverside-patrol";
/** 0.0018° of latitude is about 200 m; one step a minute is a 12 km/h run. */
const STEP = 0.0018;

async function startRun(): Promise<{ hunter: Hunter; run: MovementRun }> {
  const hunter = await signUpOnboarded(t.app);
  const response = await enter(t, hunter, await spawnDungeon(t, PATROL));
  const reply: EnterDungeonReply = response.json();
  if (!reply.movementRun) throw new Error(response.body);
  return { hunter, run: reply.movementRun };
}

function send(hunter: Hunter, runId: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: `/api/movement/${runId}/samples`,
    headers: { cookie: hunter.cookie },
    payload,
  });
}

/** A reading `steps` steps north of the start, taken now. */
function at(steps: number, extra: Record<string, unknown> = {}) {
  return {
    lat: 48 + steps * STEP,
    lon: 2,
    accuracy: 8,
    timestamp: t.clock.now().getTime(),
    ...extra,
  };
}

/** Walks `steps` steps, one a minute; returns the last reply. */
async function walk(hunter: Hunter, runId: string, from: number, steps: number) {
  let last: MovementRun | undefined;
  for (let i = from; i < from + steps; i += 1) {
    t.clock.advance(60_000);
    const response = await send(hunter, runId, at(i + 1));
    expect(response.statusCode).toBe(200);
    last = response.json();
  }
  return last as MovementRun;
}

describe("POST /api/movement/{runId}/samples", () => {
  it("sums the distance between accepted readings", async () => {
    const { hunter, run } = await startRun();
    const first: MovementRun = (await send(hunter, run.id, at(0))).json();
    expect(first).toMatchObject({ distanceCovered: 0, lastSampleAccepted: true, status: "active" });
    const after = await walk(hunter, run.id, 0, 3);
    expect(after.distanceCovered).toBeCloseTo(3 * STEP * 111.195, 2);
    expect(after.lastSampleAccepted).toBe(true);
    expect(after.paceSecondsPerKm).toBeGreaterThan(0);
    expect(after.secondsLeft).toBe(1800 - 180);
  });

  it("takes the counted reading sent again (a reloaded page's first fix) without a verdict", async () => {
    const { hunter, run } = await startRun();
    await send(hunter, run.id, at(0));
    t.clock.advance(60_000);
    const reading = at(1);
    const counted: MovementRun = (await send(hunter, run.id, reading)).json();
    expect(counted.lastSampleAccepted).toBe(true);
    t.clock.advance(5_000);
    const again = await send(hunter, run.id, reading);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      distanceCovered: counted.distanceCovered,
      lastSampleAccepted: true,
      lastSampleReason: null,
    });
    // An older reading that is not the counted one is still out of order.
    const older: MovementRun = (
      await send(hunter, run.id, at(2, { timestamp: reading.timestamp - 1_000 }))
    ).json();
    expect(older).toMatchObject({ lastSampleAccepted: false, lastSampleReason: "not-after" });
  });

  it("ignores a jump faster than a person can run or cycle, and counts on from there", async () => {
    const { hunter, run } = await startRun();
    await send(hunter, run.id, at(0));
    t.clock.advance(60_000);
    const jump: MovementRun = (await send(hunter, run.id, at(50))).json(); // 10 km in a minute
    expect(jump).toMatchObject({
      distanceCovered: 0,
      lastSampleAccepted: false,
      lastSampleReason: "too-fast",
    });
    const on = await walk(hunter, run.id, 50, 1);
    expect(on.distanceCovered).toBeCloseTo(STEP * 111.195, 3);
  });

  it("ignores inaccurate readings and readings off the run's clock", async () => {
    const { hunter, run } = await startRun();
    await send(hunter, run.id, at(0));
    t.clock.advance(60_000);
    const vague: MovementRun = (await send(hunter, run.id, at(1, { accuracy: 80 }))).json();
    expect(vague).toMatchObject({ lastSampleAccepted: false, lastSampleReason: "inaccurate" });
    // An hour "later" by the phone's stamp but a minute by the server's: a drive passed off as a walk.
    const forged: MovementRun = (
      await send(hunter, run.id, at(30, { timestamp: t.clock.now().getTime() + 3_600_000 }))
    ).json();
    expect(forged).toMatchObject({ lastSampleAccepted: false, lastSampleReason: "clock" });
    expect(forged.distanceCovered).toBe(0);
  });

  it("completes the run and pays its rewards once, however many readings race", async () => {
    const { hunter, run } = await startRun();
    await send(hunter, run.id, at(0));
    const before = await walk(hunter, run.id, 0, 4); // about 0.8 km
    expect(before.status).toBe("active");
    t.clock.advance(60_000);
    const finish = at(5);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => send(hunter, run.id, finish)),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.json()).toMatchObject({
      status: "completed",
      rewards: { xp: 250, gold: 50, itemDropped: null },
      secondsLeft: 0,
    });
    for (const r of responses.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe("This movement run is already over.");
    }
    expect(await storedHunter(t, hunter.user.id)).toMatchObject({
      total_xp: 250,
      gold: 50,
      dungeons_cleared: 1,
      magical_beasts_killed: 0,
      in_dungeon: false,
    });
    const active = await t.app.inject({
      url: "/api/movement/active",
      headers: { cookie: hunter.cookie },
    });
    expect(active.json()).toBeNull();
  });

  it("expires after the time limit without rewards", async () => {
    const { hunter, run } = await startRun();
    await send(hunter, run.id, at(0));
    t.clock.advance(1801_000);
    const late: MovementRun = (await send(hunter, run.id, at(1))).json();
    expect(late).toMatchObject({
      status: "expired",
      lastSampleAccepted: false,
      lastSampleReason: "time-up",
      rewards: null,
    });
    expect(await storedHunter(t, hunter.user.id)).toMatchObject({
      in_dungeon: false,
      total_xp: 0,
      times_defeated: 0,
    });
    const again = await send(hunter, run.id, at(2));
    expect(again.statusCode).toBe(409);
  });

  it.each([
    [{ lat: 91, lon: 2, timestamp: 1 }, "Latitude must be a number from -90 to 90."],
    [{ lat: "48", lon: 2, timestamp: 1 }, "Latitude must be a number from -90 to 90."],
    [{ lat: 48, lon: 181, timestamp: 1 }, "Longitude must be a number from -180 to 180."],
    [{ lat: 48, lon: 2 }, "Timestamp must be the reading's time in milliseconds since 1970."],
    [
      { lat: 48, lon: 2, timestamp: 1, accuracy: -1 },
      "Accuracy must be a number of metres from 0 to 100000.",
    ],
  ])("refuses the body %j with 400: %s", async (payload, message) => {
    const { hunter, run } = await startRun();
    const response = await send(hunter, run.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: "bad_request" });
  });

  it("answers a malformed run id with 400 and another hunter's run with 404", async () => {
    const { run } = await startRun();
    const other = await signUpOnboarded(t.app);
    const bad = await send(other, "run-1", at(0));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("That run id is not valid.");
    for (const id of [run.id, randomUUID()]) {
      const response = await send(other, id, at(0));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("That movement run does not exist.");
    }
  });
});

describe("GET /api/movement/active and abandon", () => {
  it("shows the active run, and null once abandoned", async () => {
    const { hunter, run } = await startRun();
    const headers = { cookie: hunter.cookie };
    const active = await t.app.inject({ url: "/api/movement/active", headers });
    expect(active.headers["cache-control"]).toBe("no-store");
    expect(active.json()).toMatchObject({ id: run.id, status: "active" });

    const other = await signUpOnboarded(t.app);
    const stolen = await t.app.inject({
      method: "POST",
      url: `/api/movement/${run.id}/abandon`,
      headers: { cookie: other.cookie },
    });
    expect(stolen.statusCode).toBe(404);

    const abandon = () =>
      t.app.inject({ method: "POST", url: `/api/movement/${run.id}/abandon`, headers });
    const response = await abandon();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "abandoned", rewards: null });
    expect((await storedHunter(t, hunter.user.id)).in_dungeon).toBe(false);
    expect((await abandon()).statusCode).toBe(409);
    const none = await t.app.inject({ url: "/api/movement/active", headers });
    expect(none.body).toBe("null");
  });
});
