import { beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "../../db/connect.ts";
import { atFileEnd } from "../../test/at-file-end.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { readDaily, setTimezone } from "../../test/quest-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { listQuests, readDailyQuest, readEnergy, readWeeklyQuest } from "./service.ts";

const HOUR = 3_600_000;
let t: TestApp;
/** The same database through connections that refuse every write. */
let readOnly: Database;
beforeAll(async () => {
  t = await createTestApp();
  const url = new URL(t.databaseUrl);
  url.searchParams.set("options", "-c default_transaction_read_only=on");
  readOnly = connectDatabase(url.toString(), 2);
  atFileEnd(() => readOnly.pool.end());
});

/** Every quest read of the hunter, through `db`. */
function readAll(db: Database["db"], hunter: Hunter) {
  const args = { userId: hunter.user.id, now: t.clock.now() };
  return Promise.all([
    listQuests(db, args),
    readDailyQuest(db, args),
    readWeeklyQuest(db, args),
    readEnergy(db, args),
  ]);
}

describe("quest reads on a day already begun", () => {
  it("write nothing and answer what the locked path answers", async () => {
    t.clock.set(new Date("2026-11-24T09:00:00Z"));
    const hunter = await signUpPlayer(t);
    await setTimezone(t, hunter, "Asia/Kathmandu");
    await readDaily(t, hunter); // the day begins: refill, daily, weekly
    const begun = await readAll(t.db, hunter);
    expect(await readAll(readOnly.db, hunter)).toEqual(begun);
  });

  it("show the next day before its midnight job stores it, writing nothing, with the ids it gets", async () => {
    t.clock.set(new Date("2026-11-24T09:00:00Z"));
    const hunter = await signUpPlayer(t);
    await readDaily(t, hunter);
    t.clock.advance(15 * HOUR); // past midnight UTC: a new daily is due, its job not run yet
    const [, presented] = await readAll(readOnly.db, hunter);
    expect(presented.quest?.expiresAt).toBe("2026-11-26T00:00:00.000Z");
    const next = await readDaily(t, hunter); // the queue runs the midnight job first
    expect(next.quest).toEqual(presented.quest);
    const [, daily] = await readAll(readOnly.db, hunter);
    expect(daily.quest?.id).toBe(next.quest?.id);
  });

  it("show today's daily lasting to the day's end after a move westwards, writing nothing", async () => {
    t.clock.set(new Date("2026-11-24T09:00:00Z"));
    const hunter = await signUpPlayer(t);
    const first = await readDaily(t, hunter);
    expect(first.quest?.expiresAt).toBe("2026-11-25T00:00:00.000Z");
    await setTimezone(t, hunter, "America/New_York"); // the same date there lasts until 05:00Z
    const [, presented] = await readAll(readOnly.db, hunter);
    expect(presented.quest?.expiresAt).toBe("2026-11-25T05:00:00.000Z");
    expect((await readDaily(t, hunter)).quest?.expiresAt).toBe("2026-11-25T05:00:00.000Z");
  });
});
