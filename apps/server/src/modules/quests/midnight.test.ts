import { beforeAll, describe, expect, it } from "vitest";
import { type EventListener, listenForEvents } from "../../test/event-listener.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { readDaily, setTimezone, storedUser } from "../../test/quest-helpers.ts";
import { queuedJob, runHunterDayJob } from "../../test/queued-jobs.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { beginHunterDayAtMidnight } from "./midnight.ts";

let t: TestApp;
let events: EventListener;
beforeAll(async () => {
  t = await createTestApp();
  events = await listenForEvents(t.pool);
});

const DAY = 86_400_000;

/** Kathmandu is UTC+5:45: its midnight is 18:15 UTC. */
function kathmanduMidnightAfter(days: number): Date {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + days);
  at.setUTCHours(18, 15, 0, 0);
  return at;
}

async function penaltyDays(hunter: Hunter): Promise<string[]> {
  const { rows } = await t.pool.query(
    "SELECT local_date::text AS local_date FROM daily_penalties WHERE user_id = $1 ORDER BY local_date",
    [hunter.user.id],
  );
  return rows.map((r) => String(r.local_date));
}

function midnightJob(hunter: Hunter, dueAt: Date) {
  return beginHunterDayAtMidnight(t.db, { userId: hunter.user.id, dueAt, now: t.clock.now() });
}

/** A Kathmandu hunter whose first game day (pardoned) ends at the returned midnight. */
async function kathmanduHunter(): Promise<{ hunter: Hunter; firstMidnight: Date }> {
  const hunter = await signUpPlayer(t);
  await setTimezone(t, hunter, "Asia/Kathmandu");
  const firstMidnight = kathmanduMidnightAfter(1);
  t.clock.set(new Date(firstMidnight.getTime() - 6 * 3_600_000));
  await readDaily(t, hunter);
  return { hunter, firstMidnight };
}

describe("a hunter's local midnight", () => {
  it("is queued as a job when their day begins", async () => {
    const { hunter, firstMidnight } = await kathmanduHunter();
    expect(await queuedJob(t.pool, `hunter-day:${hunter.user.id}`)).toEqual({
      task: "beginHunterDay",
      runAt: firstMidnight,
    });
  });

  it("lands the missed-daily penalty at midnight with nobody reading, once, and queues the next", async () => {
    const { hunter, firstMidnight } = await kathmanduHunter();
    // The first game day is pardoned: its midnight brings the second day in, no penalty.
    t.clock.set(firstMidnight);
    await midnightJob(hunter, firstMidnight);
    expect(await penaltyDays(hunter)).toEqual([]);
    const secondMidnight = new Date(firstMidnight.getTime() + DAY);
    expect(await queuedJob(t.pool, `hunter-day:${hunter.user.id}`)).toMatchObject({
      runAt: secondMidnight,
    });

    // The second day passes without its daily done.
    const goldBefore = (await storedUser(t, hunter)).gold;
    t.clock.set(secondMidnight);
    await events.take();
    await midnightJob(hunter, secondMidnight);
    const heard = await events.take();
    expect(heard).toContainEqual({ type: "hunterChanged", userId: hunter.user.id });
    expect(heard).toContainEqual({ type: "questsChanged", userId: hunter.user.id });
    const secondDay = new Date(secondMidnight.getTime() - 3_600_000).toISOString().slice(0, 10);
    expect(await penaltyDays(hunter)).toEqual([secondDay]);
    expect((await storedUser(t, hunter)).gold).toBeLessThanOrEqual(goldBefore);
    expect(await queuedJob(t.pool, `hunter-day:${hunter.user.id}`)).toMatchObject({
      runAt: new Date(secondMidnight.getTime() + DAY),
    });

    // The job again (a retry, another instance): nothing more.
    await midnightJob(hunter, secondMidnight);
    expect(await events.take()).toEqual([]);
    expect(await penaltyDays(hunter)).toEqual([secondDay]);
    // The hunter's next read shows it, and writes nothing.
    const reply = await readDaily(t, hunter);
    expect(reply.penaltyApplied).toBe(true);
    expect(await events.take()).toEqual([]);
  });

  it("does nothing a second before midnight but wait for it", async () => {
    const { hunter, firstMidnight } = await kathmanduHunter();
    t.clock.set(new Date(firstMidnight.getTime() + DAY - 1_000));
    await readDaily(t, hunter);
    const secondMidnight = new Date(firstMidnight.getTime() + DAY);
    await midnightJob(hunter, secondMidnight);
    expect(await penaltyDays(hunter)).toEqual([]);
    expect(await queuedJob(t.pool, `hunter-day:${hunter.user.id}`)).toMatchObject({
      runAt: secondMidnight,
    });
  });

  it("moves with the hunter's zone", async () => {
    const hunter = await signUpPlayer(t);
    const at = new Date();
    at.setUTCDate(at.getUTCDate() + 1);
    at.setUTCHours(10, 0, 0, 0);
    t.clock.set(at);
    await readDaily(t, hunter);
    await setTimezone(t, hunter, "Asia/Tokyo");
    // The change's day job runs at once and queues the new zone's midnight:
    // 10:00 UTC is 19:00 in Tokyo (UTC+9), whose midnight is at 15:00 UTC.
    await runHunterDayJob(t, hunter.user.id);
    const tokyoMidnight = new Date(at.getTime() + 5 * 3_600_000);
    expect(await queuedJob(t.pool, `hunter-day:${hunter.user.id}`)).toMatchObject({
      task: "beginHunterDay",
      runAt: tokyoMidnight,
    });
  });
});
