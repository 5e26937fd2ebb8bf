import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { readDaily, setTimezone, storedUser, tickAll } from "../../test/quest-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

function at(iso: string): void {
  t.clock.set(new Date(iso));
}

async function datesOf(hunter: Hunter, query: "penalties" | "dailies" | "completed") {
  const id = hunter.user.id;
  const result = await t.db.execute<{ d: string }>(
    query === "penalties"
      ? sql`SELECT local_date::text AS d FROM daily_penalties WHERE user_id = ${id} ORDER BY 1`
      : query === "dailies"
        ? sql`SELECT period_key AS d FROM quests WHERE user_id = ${id} AND type = 'daily' ORDER BY 1`
        : sql`SELECT period_key AS d FROM quests WHERE user_id = ${id} AND type = 'daily'
                AND completed_at IS NOT NULL ORDER BY 1`,
  );
  return result.rows.map((r) => r.d);
}

describe("a date skipped by crossing the date line eastwards", () => {
  it("Pago Pago to Kiritimati: the skipped date is neither missed nor done; missed dates around it still count", async () => {
    at("2026-11-20T12:00:00Z");
    const hunter = await signUpPlayer(t);
    await setTimezone(t, hunter, "Pacific/Pago_Pago"); // UTC-11: 01:00 on the 20th
    await readDaily(t, hunter); // the first game day, pardoned
    // The 21st passes without the hunter: a genuinely missed date before the crossing.
    at("2026-11-23T10:00:00Z"); // Pago Pago 23:00 on the 22nd
    const daily = (await readDaily(t, hunter)).quest;
    expect(daily?.expiresAt).toBe("2026-11-23T11:00:00.000Z");
    at("2026-11-23T10:20:00Z");
    if (!daily) throw new Error("no daily");
    expect((await tickAll(t, hunter, daily)).isCompleted).toBe(true);

    at("2026-11-23T10:30:00Z"); // Pago Pago 23:30 on the 22nd is Kiritimati 00:30 on the 24th
    await setTimezone(t, hunter, "Pacific/Kiritimati");
    const there = await readDaily(t, hunter);
    expect(there.quest?.expiresAt).toBe("2026-11-24T10:00:00.000Z"); // the 24th's daily
    expect(there.penalty?.missedDays).toBe(1); // the 21st only: the 23rd was never lived

    // The 24th passes undone: a genuinely missed date after the crossing.
    at("2026-11-24T10:30:00Z"); // Kiritimati 00:30 on the 25th
    expect((await readDaily(t, hunter)).penalty?.missedDays).toBe(2);
    expect(await datesOf(hunter, "penalties")).toEqual(["2026-11-21", "2026-11-24"]);
    // No daily, hence no completion, was ever the 23rd's.
    expect(await datesOf(hunter, "dailies")).toEqual([
      "2026-11-20",
      "2026-11-22",
      "2026-11-24",
      "2026-11-25",
    ]);
    expect(await datesOf(hunter, "completed")).toEqual(["2026-11-22"]);
    expect((await storedUser(t, hunter)).questsCompleted).toBe(1);
  });

  it("westwards (Kiritimati to Pago Pago) skips nothing: the hunter keeps their day, a missed one still counts", async () => {
    at("2026-11-20T12:00:00Z");
    const hunter = await signUpPlayer(t);
    await setTimezone(t, hunter, "Pacific/Kiritimati"); // 02:00 on the 21st
    await readDaily(t, hunter); // the first game day, pardoned
    at("2026-11-21T12:00:00Z"); // Kiritimati 02:00 on the 22nd
    const daily = (await readDaily(t, hunter)).quest;
    if (!daily) throw new Error("no daily");
    at("2026-11-21T13:00:00Z");
    expect((await tickAll(t, hunter, daily)).isCompleted).toBe(true);

    await setTimezone(t, hunter, "Pacific/Pago_Pago"); // 02:00 on the 21st there
    expect((await readDaily(t, hunter)).quest).toMatchObject({ id: daily.id, isCompleted: true });
    expect((await storedUser(t, hunter)).skippedDates).toEqual([]);
    at("2026-11-23T11:30:00Z"); // Pago Pago 00:30 on the 23rd: nothing was missed
    const next = await readDaily(t, hunter);
    expect(next.quest?.id).not.toBe(daily.id);
    expect(next.penalty).toBeNull();
    at("2026-11-24T11:30:00Z"); // the 23rd passed undone
    expect((await readDaily(t, hunter)).penalty?.missedDays).toBe(1);
    expect(await datesOf(hunter, "penalties")).toEqual(["2026-11-23"]);
  });

  it("a date the hunter was already on, jumped over again after a move west, is judged as any other", async () => {
    at("2026-11-20T12:00:00Z");
    const hunter = await signUpPlayer(t);
    await setTimezone(t, hunter, "Pacific/Kiritimati");
    await readDaily(t, hunter); // the 21st, pardoned
    at("2026-11-21T12:00:00Z"); // Kiritimati 02:00 on the 22nd: its daily, never done
    await readDaily(t, hunter);
    at("2026-11-21T13:00:00Z");
    await setTimezone(t, hunter, "Pacific/Pago_Pago"); // the 21st there; the hunter stays on the 22nd
    await readDaily(t, hunter);
    at("2026-11-22T10:30:00Z"); // Pago Pago 23:30 on the 21st, Kiritimati 00:30 on the 23rd
    await setTimezone(t, hunter, "Pacific/Kiritimati");
    expect((await storedUser(t, hunter)).skippedDates).toEqual(["2026-11-22"]);
    await readDaily(t, hunter);
    at("2026-11-23T11:30:00Z"); // the 22nd's daily has ended undone, and the 23rd's
    expect((await readDaily(t, hunter)).penalty?.missedDays).toBe(2);
    expect(await datesOf(hunter, "penalties")).toEqual(["2026-11-22", "2026-11-23"]);
  });
});
