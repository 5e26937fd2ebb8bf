import type { Battle } from "@repgate/contracts/battles";
import type { HeartRateSummaryBody } from "@repgate/contracts/heart-rate";
import type { Activity } from "@repgate/contracts/profiles";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { enterCombat, storedHunter } from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpOnboarded } from "../../test/factories.ts";
import { asHunter } from "../../test/hunter-call.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** Two minutes of a battle against a 190 bpm maximum: mostly Aerobic, a little Threshold. */
const SUMMARY: HeartRateSummaryBody = {
  averageBpm: 142,
  maxBpm: 158,
  zoneMaxBpm: 190,
  zoneSeconds: [0, 10, 30, 70, 10, 0],
};

async function inBattle(): Promise<{ hunter: Hunter; battle: Battle }> {
  const hunter = await signUpOnboarded(t.app);
  const { battle } = await enterCombat(t, hunter);
  // The summary covers 120 s: the battle has to have lasted that long.
  t.clock.advance(121_000);
  return { hunter, battle };
}

function send(hunter: Hunter, battleId: string, body: unknown) {
  return asHunter(t, hunter, "POST", `/api/battles/${battleId}/heart-rate`, body);
}

async function storedSummaries(battleId: string) {
  const result = await t.db.execute(
    sql`SELECT * FROM battle_heart_rates WHERE battle_id = ${battleId}`,
  );
  return result.rows;
}

describe("POST /api/battles/{id}/heart-rate", () => {
  it("stores the summary and shows it in the hunter's activity, changing nothing in play", async () => {
    const { hunter, battle } = await inBattle();
    const before = await storedHunter(t, hunter.user.id);
    const response = await send(hunter, battle.id, SUMMARY);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: "Heart rate recorded.",
      battleId: battle.id,
      summary: SUMMARY,
    });
    // No XP, gold, stats or HP move: the server cannot check a heartbeat.
    expect(await storedHunter(t, hunter.user.id)).toEqual(before);
    const active = await asHunter(t, hunter, "GET", "/api/battles/active");
    expect(active.json()).toMatchObject({
      xpGained: battle.xpGained,
      damageDealt: battle.damageDealt,
    });

    const activity: Activity = (await asHunter(t, hunter, "GET", "/api/user/activity")).json();
    expect(activity.heartRate).toEqual([
      {
        battleId: battle.id,
        monsterName: battle.monsterName,
        recordedAt: t.clock.now().toISOString(),
        ...SUMMARY,
      },
    ]);
    // The hunter's data export carries it too: it is theirs.
    const exported = (await asHunter(t, hunter, "POST", "/api/user/export")).json();
    expect(exported.sections.heartRate).toMatchObject([{ battleId: battle.id, ...SUMMARY }]);
  });

  it("keeps one summary per battle when the same one is sent many times at once", async () => {
    const { hunter, battle } = await inBattle();
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => send(hunter, battle.id, SUMMARY)),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    expect(replies.find((r) => r.statusCode === 409)?.json().message).toBe(
      "This battle's heart rate is already recorded.",
    );
    expect(await storedSummaries(battle.id)).toHaveLength(1);
  });

  it("replaces the summary with the same battle's fuller one, never with a shorter one", async () => {
    // The hunter left the battle screen after two minutes (its summary was sent), came back,
    // and left again a minute later: the browser sends the battle's whole record again.
    const { hunter, battle } = await inBattle();
    expect((await send(hunter, battle.id, SUMMARY)).statusCode).toBe(201);
    t.clock.advance(60_000);
    const fuller = { ...SUMMARY, maxBpm: 171, zoneSeconds: [0, 10, 30, 100, 30, 0] };
    const replaced = await send(hunter, battle.id, fuller);
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json().summary).toEqual(fuller);

    // A stale copy (a second tab's shorter record) changes nothing.
    const stale = await send(hunter, battle.id, SUMMARY);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("This battle's heart rate is already recorded.");
    const activity: Activity = (await asHunter(t, hunter, "GET", "/api/user/activity")).json();
    expect(activity.heartRate).toEqual([
      {
        battleId: battle.id,
        monsterName: battle.monsterName,
        recordedAt: t.clock.now().toISOString(),
        ...fuller,
      },
    ]);
    expect(await storedSummaries(battle.id)).toHaveLength(1);
  });

  it("is only for the battle's own hunter", async () => {
    const { battle } = await inBattle();
    const stranger = await signUpOnboarded(t.app);
    const response = await send(stranger, battle.id, SUMMARY);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("That battle was not found.");
    expect(await storedSummaries(battle.id)).toHaveLength(0);
  });

  it("refuses more measured time than the battle has lasted", async () => {
    const hunter = await signUpOnboarded(t.app);
    const { battle } = await enterCombat(t, hunter);
    t.clock.advance(60_000);
    const response = await send(hunter, battle.id, SUMMARY);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "The summary measures 120 seconds, but the battle began 60 seconds ago.",
    );
    expect(await storedSummaries(battle.id)).toHaveLength(0);
  });

  it("refuses a summary for a battle begun more than a day ago", async () => {
    const { hunter, battle } = await inBattle();
    t.clock.advance(24 * 60 * 60 * 1000);
    const response = await send(hunter, battle.id, SUMMARY);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("That battle is too old for a heart-rate summary.");
  });

  it.each([
    [
      "a rate no heart makes",
      { ...SUMMARY, maxBpm: 400 },
      "maxBpm must be a whole number from 25 to 250.",
    ],
    [
      "an average above the maximum",
      { ...SUMMARY, averageBpm: 170 },
      "The average heart rate cannot be above the maximum.",
    ],
    [
      "time in a zone the maximum never reached",
      { ...SUMMARY, zoneSeconds: [0, 10, 30, 70, 10, 5] },
      "Time in a zone above the maximum heart rate's zone is not possible.",
    ],
    [
      "five zones instead of six",
      { ...SUMMARY, zoneSeconds: [10, 30, 70, 10, 0] },
      "zoneSeconds must list 6 whole numbers of seconds (Rest, Warm-up, Easy, Aerobic, Threshold, Maximum), each from 0 to 1860.",
    ],
    [
      "negative seconds",
      { ...SUMMARY, zoneSeconds: [0, -10, 30, 70, 10, 0] },
      "zoneSeconds must list 6 whole numbers of seconds (Rest, Warm-up, Easy, Aerobic, Threshold, Maximum), each from 0 to 1860.",
    ],
    [
      "more than a battle's 30 minutes",
      { ...SUMMARY, zoneSeconds: [0, 0, 1000, 1000, 0, 0] },
      "A battle lasts at most 1860 seconds; the zones add up to 2000.",
    ],
    [
      "a maximum no one has",
      { ...SUMMARY, zoneMaxBpm: 40 },
      "zoneMaxBpm must be a whole number from 100 to 230.",
    ],
  ])("refuses %s with a 400 that says why", async (_, body, message) => {
    const { hunter, battle } = await inBattle();
    const response = await send(hunter, battle.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await storedSummaries(battle.id)).toHaveLength(0);
  });

  it("answers 404 for a battle that does not exist and 400 for an id that is not one", async () => {
    const hunter = await signUpOnboarded(t.app);
    const missing = await send(hunter, "11111111-1111-4111-8111-111111111111", SUMMARY);
    expect(missing.statusCode).toBe(404);
    const malformed = await send(hunter, "not-an-id", SUMMARY);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain("That battle id is not valid.");
  });

  it("needs a signed-in hunter", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/battles/11111111-1111-4111-8111-111111111111/heart-rate",
      payload: SUMMARY,
    });
    expect(response.statusCode).toBe(401);
  });
});
