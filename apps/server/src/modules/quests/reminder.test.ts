import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { PushServiceStandIn, subscribeOnStandIn } from "../../test/push-service.ts";
import { readDaily, setTimezone, tickAll } from "../../test/quest-helpers.ts";
import { queuedJob } from "../../test/queued-jobs.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { remindDailyQuest } from "./reminder.ts";

const keys = webpush.generateVAPIDKeys();
const standIn = new PushServiceStandIn(keys.publicKey);
let t: TestApp;

beforeAll(async () => {
  await standIn.start();
  t = await createTestApp({
    push: { ...keys, subject: "mailto:ops@repgate.test", httpOrigins: [standIn.origin] },
  });
});
afterAll(() => standIn.stop());

const HOUR = 3_600_000;

const subscribed = (hunter: Hunter) => subscribeOnStandIn(t.app, standIn, hunter);

/** A Kathmandu hunter six hours before their midnight (18:15 UTC), their day begun. */
async function hunterBeforeMidnight() {
  const hunter = await signUpPlayer(t);
  await setTimezone(t, hunter, "Asia/Kathmandu");
  const midnight = new Date();
  midnight.setUTCDate(midnight.getUTCDate() + 1);
  midnight.setUTCHours(18, 15, 0, 0);
  t.clock.set(new Date(midnight.getTime() - 6 * HOUR));
  const { quest } = await readDaily(t, hunter);
  if (!quest) throw new Error("no daily");
  const day = new Date(midnight.getTime() - HOUR).toISOString().slice(0, 10);
  return { hunter, midnight, day, quest, sub: await subscribed(hunter) };
}

async function settle(ms = 1_000) {
  await new Promise((r) => setTimeout(r, ms));
}

describe("the daily quest reminder", () => {
  it("is queued with the day, waits for the hunter's hours, then arrives encrypted at the push service", async () => {
    const { hunter, midnight, day, sub } = await hunterBeforeMidnight();
    const key = `daily-reminder:${hunter.user.id}`;
    // Queued at once: six hours left is already within the earliest choice (12 h).
    expect(await queuedJob(t.pool, key)).toMatchObject({ task: "remindDailyQuest" });

    // Six hours before midnight the job finds the default (2 hours) not reached: it waits.
    await remindDailyQuest(t.db, {
      userId: hunter.user.id,
      day,
      dayEnd: midnight,
      now: t.clock.now(),
    });
    expect(await queuedJob(t.pool, key)).toEqual({
      task: "remindDailyQuest",
      runAt: new Date(midnight.getTime() - 2 * HOUR),
    });
    await settle(500);
    expect(standIn.pushesTo(sub.id)).toEqual([]);

    t.clock.set(new Date(midnight.getTime() - 2 * HOUR));
    await remindDailyQuest(t.db, {
      userId: hunter.user.id,
      day,
      dayEnd: midnight,
      now: t.clock.now(),
    });
    for (let i = 0; i < 100 && standIn.pushesTo(sub.id).length === 0; i += 1) await settle(50);
    expect(standIn.pushesTo(sub.id).map((p) => p.payload)).toEqual([
      {
        kind: "dailyQuest",
        title: "Daily Quest",
        body: "Your daily quest closes in 2 hours. Complete it to avoid the penalty.",
        url: "/quests",
        tag: `daily-${day}`,
      },
    ]);
    // Again (a retry, another instance): still one push.
    await remindDailyQuest(t.db, {
      userId: hunter.user.id,
      day,
      dayEnd: midnight,
      now: t.clock.now(),
    });
    await settle();
    expect(standIn.pushesTo(sub.id)).toHaveLength(1);
    expect(standIn.refused).toEqual([]);
  });

  it("is not sent once the daily is done, nor after the day ended", async () => {
    const { hunter, midnight, day, quest, sub } = await hunterBeforeMidnight();
    await tickAll(t, hunter, quest);
    t.clock.set(new Date(midnight.getTime() - 2 * HOUR));
    await remindDailyQuest(t.db, {
      userId: hunter.user.id,
      day,
      dayEnd: midnight,
      now: t.clock.now(),
    });
    await remindDailyQuest(t.db, { userId: hunter.user.id, day, dayEnd: midnight, now: midnight });
    await settle();
    expect(standIn.pushesTo(sub.id)).toEqual([]);
  });
});
