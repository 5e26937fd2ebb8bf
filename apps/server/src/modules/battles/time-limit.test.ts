import type { EnterDungeonReply } from "@repgate/contracts/battles";
import { beforeAll, describe, expect, it } from "vitest";
import {
  battleAction,
  enter,
  enterCombat,
  spawnDungeon,
  storedBattle,
  storedHunter,
} from "../../test/dungeon-helpers.ts";
import { type EventListener, listenForEvents } from "../../test/event-listener.ts";
import { type Hunter, signUpOnboarded } from "../../test/factories.ts";
import { queuedJob } from "../../test/queued-jobs.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { endRunAtTimeLimit } from "./time-limit.ts";

let t: TestApp;
let events: EventListener;
beforeAll(async () => {
  t = await createTestApp();
  events = await listenForEvents(t.pool);
});

const THIRTY_MINUTES = 1800_000;
const TIME_UP = "Time's Up! The 30-minute battle timer has expired. You have been defeated!";

function jobKey(hunter: Hunter, dueAt: Date) {
  return `run-time-limit:${hunter.user.id}:${dueAt.toISOString()}`;
}

function read(hunter: Hunter, url: string) {
  return t.app.inject({ url, headers: { cookie: hunter.cookie } });
}

describe("a combat run's 30 minutes", () => {
  it("are queued as a job when the run starts", async () => {
    const hunter = await signUpOnboarded(t.app);
    const entered = t.clock.now();
    await enterCombat(t, hunter);
    const dueAt = new Date(entered.getTime() + THIRTY_MINUTES);
    expect(await queuedJob(t.pool, jobKey(hunter, dueAt))).toEqual({
      task: "endRunAtTimeLimit",
      runAt: dueAt,
    });
  });

  it("end in a timer defeat by the job, with nobody reading, and reads before it write nothing", async () => {
    const hunter = await signUpOnboarded(t.app);
    const entered = t.clock.now();
    const { battle } = await enterCombat(t, hunter);
    t.clock.advance(THIRTY_MINUTES);
    await events.take();
    // A read past the limit shows no battle, and changes nothing: the job does that.
    expect((await read(hunter, "/api/battles/active")).json()).toBeNull();
    expect((await read(hunter, "/api/battles/pending-next")).json()).toBeNull();
    expect(await events.take()).toEqual([]);
    expect(await storedHunter(t, hunter.user.id)).toMatchObject({
      times_defeated: 0,
      in_dungeon: true,
    });

    const dueAt = new Date(entered.getTime() + THIRTY_MINUTES);
    await endRunAtTimeLimit(t.db, { userId: hunter.user.id, dueAt, now: t.clock.now() });
    expect(await events.take()).toEqual(
      expect.arrayContaining([
        { type: "runChanged", userId: hunter.user.id },
        { type: "hunterChanged", userId: hunter.user.id },
      ]),
    );
    expect(await storedHunter(t, hunter.user.id)).toMatchObject({
      times_defeated: 1,
      in_dungeon: false,
      player_current_hp: 50,
    });
    expect((await storedBattle(t, battle.id)).status).toBe("expired");
    const { rows } = await t.pool.query("SELECT log FROM battles WHERE id = $1", [battle.id]);
    expect(JSON.stringify(rows[0]?.log)).toContain(TIME_UP);

    // The same job again (a retry, a second instance): nothing more.
    await endRunAtTimeLimit(t.db, { userId: hunter.user.id, dueAt, now: t.clock.now() });
    expect(await events.take()).toEqual([]);
    expect((await storedHunter(t, hunter.user.id)).times_defeated).toBe(1);
    // ...and the hunter can enter a new gate at once.
    await enterCombat(t, hunter);
  });

  it("do nothing once the hunter ran away", async () => {
    const hunter = await signUpOnboarded(t.app);
    const entered = t.clock.now();
    const { battle } = await enterCombat(t, hunter);
    t.random.next(0); // the escape succeeds
    const fled = await battleAction(t, hunter, battle.id, "run-away");
    expect(fled.statusCode).toBe(200);
    t.clock.advance(THIRTY_MINUTES);
    await events.take();
    const dueAt = new Date(entered.getTime() + THIRTY_MINUTES);
    await endRunAtTimeLimit(t.db, { userId: hunter.user.id, dueAt, now: t.clock.now() });
    expect(await events.take()).toEqual([]);
    expect((await storedHunter(t, hunter.user.id)).times_defeated).toBe(0);
  });

  it("wait when the job comes before the limit (a clock behind the database's)", async () => {
    const hunter = await signUpOnboarded(t.app);
    const entered = t.clock.now();
    await enterCombat(t, hunter);
    const dueAt = new Date(entered.getTime() + THIRTY_MINUTES);
    t.clock.advance(THIRTY_MINUTES - 1_000);
    await endRunAtTimeLimit(t.db, { userId: hunter.user.id, dueAt, now: t.clock.now() });
    expect((await storedHunter(t, hunter.user.id)).in_dungeon).toBe(true);
    expect((await read(hunter, "/api/battles/active")).json()).not.toBeNull();
    expect(await queuedJob(t.pool, jobKey(hunter, dueAt))).toMatchObject({ runAt: dueAt });
  });
});

describe("a movement run's time limit", () => {
  it("expires the run by its job, without rewards, with nobody reading", async () => {
    const hunter = await signUpOnboarded(t.app);
    const entered = t.clock.now();
    const reply: EnterDungeonReply = (
      await enter(t, hunter, await spawnDungeon(t, "riverside-patrol"))
    ).json();
    if (!reply.movementRun) throw new Error("no movement run");
    // Riverside Patrol: 1 km in 30 minutes.
    const dueAt = new Date(entered.getTime() + THIRTY_MINUTES);
    expect(await queuedJob(t.pool, jobKey(hunter, dueAt))).toMatchObject({ runAt: dueAt });
    t.clock.advance(THIRTY_MINUTES + 1_000);
    expect((await read(hunter, "/api/movement/active")).json()).toBeNull();
    expect((await storedHunter(t, hunter.user.id)).in_dungeon).toBe(true);

    await endRunAtTimeLimit(t.db, { userId: hunter.user.id, dueAt, now: t.clock.now() });
    expect((await storedHunter(t, hunter.user.id)).in_dungeon).toBe(false);
    const { rows } = await t.pool.query("SELECT status FROM movement_runs WHERE id = $1", [
      reply.movementRun.id,
    ]);
    expect(rows[0]?.status).toBe("expired");
  });
});
