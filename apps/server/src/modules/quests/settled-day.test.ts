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

  it("take the locked path again when the hunter's next day begins", async () => {
    t.clock.set(new Date("2026-11-24T09:00:00Z"));
    const hunter = await signUpPlayer(t);
    await readDaily(t, hunter);
    t.clock.advance(15 * HOUR); // past midnight UTC: a new daily is due
    await expect(readAll(readOnly.db, hunter)).rejects.toThrow(/for no key update/);
    const next = await readDaily(t, hunter);
    expect(next.quest?.expiresAt).toBe("2026-11-26T00:00:00.000Z");
    const [, daily] = await readAll(readOnly.db, hunter);
    expect(daily.quest?.id).toBe(next.quest?.id);
  });

  it("take the locked path when a move westwards makes today's daily end too soon", async () => {
    t.clock.set(new Date("2026-11-24T09:00:00Z"));
    const hunter = await signUpPlayer(t);
    const first = await readDaily(t, hunter);
    expect(first.quest?.expiresAt).toBe("2026-11-25T00:00:00.000Z");
    await setTimezone(t, hunter, "America/New_York"); // the same date there lasts until 05:00Z
    await expect(readAll(readOnly.db, hunter)).rejects.toThrow(/for no key update/);
    expect((await readDaily(t, hunter)).quest?.expiresAt).toBe("2026-11-25T05:00:00.000Z");
  });
});
