import type { Quest } from "@repgate/contracts/quests";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { readDaily, setTimezone, setUser, tickAll } from "../../test/quest-helpers.ts";
import { runHunterDayJob } from "../../test/queued-jobs.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

function at(iso: string): void {
  t.clock.set(new Date(iso));
}

/**
 * Current energy, as a share of the maximum (missed days lower endurance, so the maximum), as
 * the app reads it with the queue running: the hunter's day job first, if it fell due.
 */
async function energyOf(hunter: Hunter): Promise<number> {
  await runHunterDayJob(t, hunter.user.id);
  const reply = await t.app.inject({
    url: "/api/quests/energy",
    headers: { cookie: hunter.cookie },
  });
  if (reply.statusCode !== 200) throw new Error(reply.body);
  const { currentEnergy, maxEnergy } = reply.json();
  return Math.round((100 * currentEnergy) / maxEnergy);
}

async function listQuests(hunter: Hunter): Promise<Quest[]> {
  await runHunterDayJob(t, hunter.user.id);
  const reply = await t.app.inject({ url: "/api/quests", headers: { cookie: hunter.cookie } });
  return reply.json();
}

async function ledgerAmounts(userId: string, reason: string): Promise<number[]> {
  const result = await t.db.execute<{ amount: number }>(
    sql`SELECT amount FROM ledger_entries WHERE user_id = ${userId} AND reason = ${reason} ORDER BY id`,
  );
  return result.rows.map((r) => r.amount);
}

describe("the day a hunter has survives a time-zone change", () => {
  it("Berlin to New York: the completed daily stays today's, one daily per real day", async () => {
    at("2026-11-22T12:00:00Z");
    const hunter = await signUpPlayer(t);
    await setTimezone(t, hunter, "Europe/Berlin");
    await readDaily(t, hunter); // the first game day, pardoned
    at("2026-11-24T00:30:00Z"); // Berlin 01:30 on the 24th (the 23rd was missed: one penalty)
    const daily = (await readDaily(t, hunter)).quest;
    if (!daily) throw new Error("no daily");
    t.clock.advance(HOUR);
    expect((await tickAll(t, hunter, daily)).isCompleted).toBe(true);

    await setTimezone(t, hunter, "America/New_York"); // 20:30 on the 23rd there
    const there = await readDaily(t, hunter);
    expect(there.quest).toMatchObject({ id: daily.id, isCompleted: true });
    expect(there.penalty?.missedDays).toBe(1);
    const listed = await listQuests(hunter);
    expect(listed.filter((q) => q.type === "daily" && !q.isCompleted)).toEqual([]);

    at("2026-11-24T15:00:00Z"); // New York 10:00 on the 24th: still that day, already done
    expect((await readDaily(t, hunter)).quest?.id).toBe(daily.id);
    at("2026-11-25T05:30:00Z"); // New York 00:30 on the 25th: the next day, nothing missed
    const next = await readDaily(t, hunter);
    expect(next.quest?.id).not.toBe(daily.id);
    expect(next.penalty?.missedDays).toBe(1);
    expect(next.quest?.expiresAt).toBe("2026-11-26T05:00:00.000Z");
  });

  it("an unfinished daily carried westwards lasts to the end of its day where the hunter is", async () => {
    at("2026-11-23T21:00:00Z"); // Berlin 22:00
    const hunter = await signUpPlayer(t);
    await setTimezone(t, hunter, "Europe/Berlin");
    const daily = (await readDaily(t, hunter)).quest;
    expect(daily?.expiresAt).toBe("2026-11-23T23:00:00.000Z");
    t.clock.advance(HOUR);
    await setTimezone(t, hunter, "America/New_York");
    const there = (await readDaily(t, hunter)).quest;
    expect(there).toMatchObject({ id: daily?.id, expiresAt: "2026-11-24T05:00:00.000Z" });
  });

  it("Berlin to Kiritimati: no second refill within a real day, the open daily is judged at its end", async () => {
    at("2026-11-21T08:00:00Z");
    const hunter = await signUpPlayer(t);
    await setTimezone(t, hunter, "Europe/Berlin");
    await readDaily(t, hunter); // the first game day, pardoned
    at("2026-11-23T08:00:00Z"); // Berlin 09:00: the 22nd is punished, energy refilled
    expect((await readDaily(t, hunter)).penalty?.missedDays).toBe(1);
    await setUser(t, hunter, { currentEnergy: 0 });

    at("2026-11-23T11:00:00Z"); // Kiritimati 01:00 on the 24th
    await setTimezone(t, hunter, "Pacific/Kiritimati");
    expect(await energyOf(hunter)).toBe(0);
    const berlinDaily = (await readDaily(t, hunter)).penalty?.missedDays;
    expect(berlinDaily).toBe(1); // the 23rd's daily is still open until Berlin's midnight
    at("2026-11-23T21:59:00Z"); // 22 h 59 min after Berlin's 23rd began
    expect(await energyOf(hunter)).toBe(0);
    at("2026-11-23T22:00:00Z"); // 23 h after it
    expect(await energyOf(hunter)).toBe(100); // the refill the new day brings
    at("2026-11-23T23:30:00Z"); // the 23rd's daily has ended undone: punished once
    expect((await readDaily(t, hunter)).penalty?.missedDays).toBe(2);
    // One refill credited since the 0 (the others filled nothing, so wrote no row).
    expect(await ledgerAmounts(hunter.user.id, "energy_refill")).toEqual([90]);
    const penalties = await t.db.execute<{ local_date: string }>(
      sql`SELECT local_date::text FROM daily_penalties WHERE user_id = ${hunter.user.id} ORDER BY 1`,
    );
    expect(penalties.rows.map((r) => r.local_date)).toEqual(["2026-11-22", "2026-11-23"]);
  });

  it("a 23-hour day (spring forward in New York) still refills at its midnight", async () => {
    at("2026-03-07T17:00:00Z");
    const hunter = await signUpPlayer(t);
    await setTimezone(t, hunter, "America/New_York");
    await readDaily(t, hunter);
    at("2026-03-08T05:00:30Z"); // 00:00:30 on the 8th (23 hours long)
    expect(await energyOf(hunter)).toBe(100);
    await setUser(t, hunter, { currentEnergy: 0 });
    expect(await energyOf(hunter)).toBe(0); // today's refill is done
    at("2026-03-09T04:00:30Z"); // 00:00:30 on the 9th, 23 hours later
    expect(await energyOf(hunter)).toBe(100);
  });

  it("a 25-hour day (fall back in New York) refills once, at its midnight", async () => {
    at("2026-10-31T17:00:00Z");
    const hunter = await signUpPlayer(t);
    await setTimezone(t, hunter, "America/New_York");
    await readDaily(t, hunter);
    at("2026-11-01T04:00:30Z"); // fall back: the 1st lasts 25 hours
    expect(await energyOf(hunter)).toBe(100);
    await setUser(t, hunter, { currentEnergy: 0 });
    expect(await energyOf(hunter)).toBe(0);
    at("2026-11-02T04:59:30Z"); // 23:59:30 on the 1st, 24 h 59 min after it began
    expect(await energyOf(hunter)).toBe(0);
    at("2026-11-02T05:00:30Z");
    expect(await energyOf(hunter)).toBe(100);
  });
});

describe("PATCH /api/user/timezone is limited to one change an hour", () => {
  it("refuses a second change within the hour with a readable 429, allows the same zone", async () => {
    at("2026-11-23T10:00:00Z");
    const hunter = await signUpPlayer(t);
    const patch = (timezone: string) =>
      t.app.inject({
        method: "PATCH",
        url: "/api/user/timezone",
        headers: { cookie: hunter.cookie },
        payload: { timezone },
      });
    expect((await patch("Europe/Berlin")).statusCode).toBe(200);
    t.clock.advance(59 * 60_000);
    const refused = await patch("America/New_York");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: "rate_limited",
      message: "Your time zone changed less than an hour ago; it can change again at 11:00 UTC.",
    });
    expect((await patch("Europe/Berlin")).json().timezone).toBe("Europe/Berlin");
    t.clock.advance(60_000);
    expect((await patch("America/New_York")).json().timezone).toBe("America/New_York");
  });
});
