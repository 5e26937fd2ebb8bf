import type { DailyQuestReply } from "@repgate/contracts/quests";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { dailyPenalties, quests } from "../../db/schema/quests.ts";
import { signUpPlayer } from "../../test/factories.ts";
import {
  readDaily,
  setTimezone,
  setUser,
  storedUser,
  tick,
  tickAll,
} from "../../test/quest-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(new Date()));

/** Today at hh:mm UTC, a day ahead so it is after the hunter joined. */
function tomorrowAtUtc(hours: number, minutes: number): Date {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + 1);
  at.setUTCHours(hours, minutes, 0, 0);
  return at;
}

describe("GET /api/quests/daily", () => {
  it("shows one daily under 10 concurrent first reads, and stores it once under 10 concurrent first ticks", async () => {
    const hunter = await signUpPlayer(t);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: "GET",
          url: "/api/quests/daily",
          headers: { cookie: hunter.cookie },
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(replies.map((r) => (r.json() as DailyQuestReply).quest?.id));
    expect(ids.size).toBe(1);
    // The reads wrote nothing; the first writes of the day (before its job) bring it in, once.
    expect(await t.db.select().from(quests).where(eq(quests.userId, hunter.user.id))).toEqual([]);
    const [id] = [...ids];
    const ticks = await Promise.all(
      Array.from({ length: 10 }, () =>
        tick(t, hunter, String(id), { sectionIndex: 0, taskIndex: 0, completed: true }),
      ),
    );
    expect(ticks.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.db.select().from(quests).where(eq(quests.userId, hunter.user.id));
    expect(rows.find((q) => q.type === "daily")?.id).toBe(id);
    expect(rows.filter((q) => q.type === "daily")).toHaveLength(1);
    expect(rows.filter((q) => q.type === "weekly")).toHaveLength(1);
  });

  it("scales the daily to the hunter and expires it at the next local midnight", async () => {
    const hunter = await signUpPlayer(t);
    await setTimezone(t, hunter, "Asia/Kathmandu");
    t.clock.set(tomorrowAtUtc(12, 0));
    const { quest, penaltyApplied } = await readDaily(t, hunter);
    expect(penaltyApplied).toBe(false);
    expect(quest?.type).toBe("daily");
    expect(quest?.requirements.sections[0]?.tasks[0]).toMatchObject({
      name: "Push-ups",
      target: 20,
      unit: "reps",
      completed: false,
    });
    expect(quest?.expiresAt).toBe(tomorrowAtUtc(18, 15).toISOString());
  });

  it("turns the day at the hunter's midnight: Kathmandu at 18:14 vs 18:16 UTC", async () => {
    const hunter = await signUpPlayer(t);
    await setTimezone(t, hunter, "Asia/Kathmandu");
    t.clock.set(tomorrowAtUtc(18, 14));
    const before = await readDaily(t, hunter);
    t.clock.set(tomorrowAtUtc(18, 16));
    const after = await readDaily(t, hunter);
    expect(after.quest?.id).not.toBe(before.quest?.id);
    expect(before.quest?.expiresAt).toBe(tomorrowAtUtc(18, 15).toISOString());
    // A UTC hunter reading at the same two instants stays on one day.
    const utc = await signUpPlayer(t);
    t.clock.set(tomorrowAtUtc(18, 14));
    const first = await readDaily(t, utc);
    t.clock.set(tomorrowAtUtc(18, 16));
    expect((await readDaily(t, utc)).quest?.id).toBe(first.quest?.id);
  });
});

describe("the missed-daily penalty", () => {
  it("is applied once across reloads and an app restart, and acknowledging hides it", async () => {
    const hunter = await signUpPlayer(t);
    await setUser(t, hunter, { currentXP: 800, gold: 150, strength: 5, agility: 1 });
    await readDaily(t, hunter); // the first game day: pardoned
    t.clock.advance(DAY);
    expect((await readDaily(t, hunter)).penaltyApplied).toBe(false); // the next day is left undone
    t.clock.advance(DAY);

    const first = await readDaily(t, hunter);
    expect(first.penaltyApplied).toBe(true);
    expect(first.penalty).toEqual({
      xp: 500,
      gold: 100,
      stats: { strength: 1, agility: 0, vitality: 1, intelligence: 1, endurance: 1, perception: 1 },
      missedDays: 1,
    });
    const again = await readDaily(t, hunter);
    expect(again.penaltyApplied).toBe(true);
    expect(again.penalty?.missedDays).toBe(1);

    // A second instance on the same database (a restart, or another server) applies nothing more.
    const restarted = await buildApp({
      deps: { db: t.db, clock: t.clock, authRateLimit: 10_000, random: t.random.roll },
    });
    try {
      const reply = await restarted.inject({
        method: "GET",
        url: "/api/quests/daily",
        headers: { cookie: hunter.cookie },
      });
      expect(reply.json().penalty.missedDays).toBe(1);
    } finally {
      await restarted.close();
    }
    const row = await storedUser(t, hunter);
    expect(row).toMatchObject({ currentXP: 300, gold: 50, strength: 4, agility: 1, vitality: 9 });

    const ack = await t.app.inject({
      method: "POST",
      url: "/api/quests/daily/acknowledge-penalty",
      headers: { cookie: hunter.cookie },
    });
    expect(ack.statusCode).toBe(204);
    const later = await readDaily(t, hunter);
    expect(later).toMatchObject({ penaltyApplied: false, penalty: null });
    expect((await storedUser(t, hunter)).currentXP).toBe(300);
  });

  it("is not applied when the daily was completed", async () => {
    const hunter = await signUpPlayer(t);
    const { quest } = await readDaily(t, hunter);
    if (!quest) throw new Error("no daily");
    t.clock.set(new Date(Date.parse(quest.expiresAt ?? "") - 60_000));
    const done = await tickAll(t, hunter, quest);
    expect(done.isCompleted).toBe(true);
    t.clock.advance(2 * 60_000);
    expect((await readDaily(t, hunter)).penaltyApplied).toBe(false);
  });

  it("after a week away: one per missed day, floors respected, none before joining", async () => {
    const hunter = await signUpPlayer(t);
    await setUser(t, hunter, { currentXP: 1200, gold: 250 });
    await readDaily(t, hunter); // the first game day, pardoned
    t.clock.advance(8 * DAY);
    const reply = await readDaily(t, hunter);
    expect(reply.penalty?.missedDays).toBe(7);
    expect(reply.penalty?.xp).toBe(1200);
    expect(reply.penalty?.gold).toBe(250);
    expect(reply.penalty?.stats.strength).toBe(7);
    const rows = await t.db
      .select()
      .from(dailyPenalties)
      .where(eq(dailyPenalties.userId, hunter.user.id));
    expect(rows).toHaveLength(7);
    expect(await storedUser(t, hunter)).toMatchObject({ currentXP: 0, gold: 0, strength: 3 });
  });

  it("spares the first game day and every day before it", async () => {
    const hunter = await signUpPlayer(t);
    t.clock.advance(5 * DAY);
    expect((await readDaily(t, hunter)).penaltyApplied).toBe(false);
    t.clock.advance(5 * DAY);
    const reply = await readDaily(t, hunter); // the five days after the first one
    expect(reply.penalty?.missedDays).toBe(4);
    const rows = await t.db
      .select()
      .from(dailyPenalties)
      .where(eq(dailyPenalties.userId, hunter.user.id));
    const joined = (await storedUser(t, hunter)).createdAt.toISOString().slice(0, 10);
    expect(rows.every((r) => r.localDate > joined)).toBe(true);
  });
});
