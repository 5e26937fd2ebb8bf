import type { RestDayList, Streak } from "@repgate/contracts/rest-days";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { asHunter } from "../../test/hunter-call.ts";
import { readDaily, setTimezone, tickAll } from "../../test/quest-helpers.ts";
import { queuedJob, runHunterDayJob } from "../../test/queued-jobs.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

function at(iso: string): void {
  t.clock.set(new Date(iso));
}

/** A Berlin hunter (UTC+1 in November) whose first game day, 2026-11-23 (a Monday), is begun. */
async function berliner(): Promise<Hunter> {
  at("2026-11-23T09:00:00Z");
  const hunter = await signUpPlayer(t);
  await setTimezone(t, hunter, "Europe/Berlin");
  await readDaily(t, hunter);
  return hunter;
}

const planRest = (hunter: Hunter, date: string) =>
  asHunter(t, hunter, "POST", "/api/training/rest-days", { date });
const planAway = (hunter: Hunter, from: string, to: string) =>
  asHunter(t, hunter, "POST", "/api/training/time-away", { from, to });

async function listOf(hunter: Hunter): Promise<RestDayList> {
  const response = await asHunter(t, hunter, "GET", "/api/training/rest-days");
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function streakOf(hunter: Hunter): Promise<Streak> {
  const response = await asHunter(t, hunter, "GET", "/api/training/streak");
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function penaltyDays(hunter: Hunter): Promise<string[]> {
  const result = await t.db.execute<{ d: string }>(
    sql`SELECT local_date::text AS d FROM daily_penalties WHERE user_id = ${hunter.user.id} ORDER BY 1`,
  );
  return result.rows.map((r) => r.d);
}

/** The hunter's day job run as the queue runs it: only when it has fallen due at the clock. */
async function midnightPasses(hunter: Hunter, iso: string): Promise<void> {
  const job = await queuedJob(t.pool, `hunter-day:${hunter.user.id}`);
  expect(job?.runAt).toEqual(new Date(iso));
  at(iso);
  expect(await runHunterDayJob(t, hunter.user.id)).toBe(true);
}

describe("planning a rest day", () => {
  it("takes a day that has not begun, one per ISO week, and lists it", async () => {
    const hunter = await berliner();
    const first = await planRest(hunter, "2026-11-25");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      kind: "rest",
      from: "2026-11-25",
      to: "2026-11-25",
      cancellable: true,
    });
    const second = await planRest(hunter, "2026-11-29"); // the Sunday of the same week
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      "You already have a rest day in the week of 2026-11-29; one a week at most.",
    );
    expect((await planRest(hunter, "2026-11-30")).statusCode).toBe(201); // the next Monday
    expect(await listOf(hunter)).toEqual({
      today: "2026-11-23",
      restDays: [
        { kind: "rest", from: "2026-11-25", to: "2026-11-25", cancellable: true },
        { kind: "rest", from: "2026-11-30", to: "2026-11-30", cancellable: true },
      ],
    });
  });

  it("refuses today, the past, beyond 60 days and a date that is no date, with a message", async () => {
    const hunter = await berliner();
    const cases = [
      ["2026-11-23", "That day has already begun on your clock; plan a rest day before it starts."],
      ["2026-11-20", "That day is in the past."],
      ["2027-01-23", "Plan at most 60 days ahead."],
      ["2026-11-31", "date must be a day written YYYY-MM-DD."],
      ["tomorrow", "date must be a day written YYYY-MM-DD."],
    ] as const;
    for (const [date, message] of cases) {
      const response = await planRest(hunter, date);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await planRest(hunter, "2027-01-22")).statusCode).toBe(201); // 60 days ahead
  });

  it("is judged on the hunter's own clock: Berlin's tomorrow has begun in Kiritimati", async () => {
    const hunter = await berliner(); // 10:00 on the 23rd in Berlin is 23:00 in Kiritimati
    at("2026-11-23T10:30:00Z"); // Kiritimati 00:30 on the 24th
    await setTimezone(t, hunter, "Pacific/Kiritimati");
    await readDaily(t, hunter);
    const response = await planRest(hunter, "2026-11-24");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/already begun/);
  });

  it("cannot claim a day already begun by moving west, where the date has not come yet", async () => {
    const hunter = await berliner();
    at("2026-11-24T00:30:00Z"); // Berlin 01:30 on the 24th: its daily is issued
    await readDaily(t, hunter);
    await setTimezone(t, hunter, "America/New_York"); // 19:30 on the 23rd there
    const response = await planRest(hunter, "2026-11-24");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/already begun/);
  });

  it("plans exactly one of two rest days sent at once for the same week", async () => {
    const hunter = await berliner();
    const replies = await Promise.all([
      planRest(hunter, "2026-11-26"),
      planRest(hunter, "2026-11-27"),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await listOf(hunter)).restDays).toHaveLength(1);
  });
});

describe("cancelling", () => {
  it("works before the day begins, and not once it has", async () => {
    const hunter = await berliner();
    expect((await planRest(hunter, "2026-11-24")).statusCode).toBe(201);
    expect((await planRest(hunter, "2026-12-01")).statusCode).toBe(201);
    const cancelled = await asHunter(t, hunter, "DELETE", "/api/training/rest-days/2026-12-01");
    expect(cancelled.statusCode).toBe(204);
    expect((await listOf(hunter)).restDays.map((r) => r.from)).toEqual(["2026-11-24"]);

    await midnightPasses(hunter, "2026-11-23T23:00:00Z"); // Berlin's midnight: the 24th begins
    expect((await listOf(hunter)).restDays).toEqual([
      { kind: "rest", from: "2026-11-24", to: "2026-11-24", cancellable: false },
    ]);
    const late = await asHunter(t, hunter, "DELETE", "/api/training/rest-days/2026-11-24");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      "Your rest day has already begun; it can no longer be cancelled.",
    );
  });

  it("reaches only the hunter's own plans", async () => {
    const hunter = await berliner();
    const other = await berliner();
    expect((await planRest(hunter, "2026-11-26")).statusCode).toBe(201);
    const theirs = await asHunter(t, other, "DELETE", "/api/training/rest-days/2026-11-26");
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("You have no rest day planned on 2026-11-26.");
    expect((await listOf(hunter)).restDays).toHaveLength(1);
  });
});

describe("time away", () => {
  it("lasts 2 to 14 days and starts at most once in 30 days", async () => {
    const hunter = await berliner();
    const tooLong = await planAway(hunter, "2026-11-24", "2026-12-08");
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe("Time away lasts 2 to 14 days; this is 15.");
    expect((await planAway(hunter, "2026-11-24", "2026-11-24")).statusCode).toBe(400);
    const ok = await planAway(hunter, "2026-11-24", "2026-12-07");
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ kind: "away", from: "2026-11-24", to: "2026-12-07" });
    const again = await planAway(hunter, "2026-12-20", "2026-12-22");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "Time away is once a month: yours from 2026-11-24 starts less than 30 days from this one.",
    );
    expect((await planAway(hunter, "2026-12-24", "2026-12-26")).statusCode).toBe(201);
    const restInside = await planRest(hunter, "2026-12-01");
    expect(restInside.statusCode).toBe(409);
    expect(restInside.json().message).toBe("You are already away from 2026-11-24 to 2026-12-07.");

    const cancel = await asHunter(t, hunter, "DELETE", "/api/training/time-away/2026-12-24");
    expect(cancel.statusCode).toBe(204);
    expect((await listOf(hunter)).restDays.map((r) => r.from)).toEqual(["2026-11-24"]);
  });

  it("issues no daily and takes no penalty on any of its days", async () => {
    const hunter = await berliner();
    expect((await planAway(hunter, "2026-11-24", "2026-11-26")).statusCode).toBe(201);
    for (const midnight of [
      "2026-11-23T23:00:00Z",
      "2026-11-24T23:00:00Z",
      "2026-11-25T23:00:00Z",
    ]) {
      await midnightPasses(hunter, midnight);
      expect((await readDaily(t, hunter)).quest).toBeNull();
    }
    await midnightPasses(hunter, "2026-11-26T23:00:00Z"); // the 27th: back to training
    const back = await readDaily(t, hunter);
    expect(back.quest).not.toBeNull();
    expect(back.penaltyApplied).toBe(false);
    expect(await penaltyDays(hunter)).toEqual([]);
  });
});

describe("the day job on a rest day", () => {
  it("issues no daily, lands no penalty, and the streak holds", async () => {
    const hunter = await berliner();
    await midnightPasses(hunter, "2026-11-23T23:00:00Z"); // the 24th
    const daily = (await readDaily(t, hunter)).quest;
    if (!daily) throw new Error("no daily on the 24th");
    at("2026-11-24T08:00:00Z");
    expect((await tickAll(t, hunter, daily)).isCompleted).toBe(true);
    expect((await planRest(hunter, "2026-11-25")).statusCode).toBe(201);
    expect((await streakOf(hunter)).current).toBe(1);

    await midnightPasses(hunter, "2026-11-24T23:00:00Z"); // the rest day begins
    const resting = await readDaily(t, hunter);
    expect(resting).toMatchObject({ quest: null, penaltyApplied: false });
    const quests = (await asHunter(t, hunter, "GET", "/api/quests")).json();
    const open = quests.filter((q: { isCompleted: boolean }) => !q.isCompleted);
    expect(open.map((q: { type: string }) => q.type)).toEqual(["weekly"]);
    expect(await streakOf(hunter)).toMatchObject({ current: 1, restingToday: true });

    await midnightPasses(hunter, "2026-11-25T23:00:00Z"); // the 26th: the rest day was not missed
    expect(await penaltyDays(hunter)).toEqual([]);
    const next = (await readDaily(t, hunter)).quest;
    if (!next) throw new Error("no daily on the 26th");
    at("2026-11-26T08:00:00Z");
    expect((await tickAll(t, hunter, next)).isCompleted).toBe(true);
    const streak = await streakOf(hunter);
    expect(streak.current).toBe(2);
    expect(streak.days.slice(-3)).toEqual([
      { date: "2026-11-24", trained: true, rest: false },
      { date: "2026-11-25", trained: false, rest: true },
      { date: "2026-11-26", trained: true, rest: false },
    ]);

    // A day neither done nor rested is missed as ever, and ends the streak.
    await midnightPasses(hunter, "2026-11-26T23:00:00Z");
    await midnightPasses(hunter, "2026-11-27T23:00:00Z");
    expect(await penaltyDays(hunter)).toEqual(["2026-11-27"]);
    expect((await streakOf(hunter)).current).toBe(0);
  });

  it("keeps the hunter on the rest day after a move west: yesterday's daily does not come back", async () => {
    const hunter = await berliner();
    expect((await planRest(hunter, "2026-11-24")).statusCode).toBe(201);
    await midnightPasses(hunter, "2026-11-23T23:00:00Z"); // Berlin's 24th, a rest day
    at("2026-11-23T23:30:00Z");
    await setTimezone(t, hunter, "America/New_York"); // 18:30 on the 23rd there
    const reply = await readDaily(t, hunter);
    expect(reply.quest).toBeNull(); // still the rest day, not the 23rd's daily again
    expect((await streakOf(hunter)).today).toBe("2026-11-24");
    // New York's midnight of the 25th is the next day's.
    expect((await queuedJob(t.pool, `hunter-day:${hunter.user.id}`))?.runAt).toEqual(
      new Date("2026-11-25T05:00:00Z"),
    );
  });
});
