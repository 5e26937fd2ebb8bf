import type { Energy, Quest } from "@repgate/contracts/quests";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { generateCustom, setUser, storedUser } from "../../test/quest-helpers.ts";
import { runHunterDayJob } from "../../test/queued-jobs.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(new Date()));

/** The energy the hunter's app shows, after the queue ran their day job if it fell due. */
async function energyOf(hunter: Hunter): Promise<Energy> {
  await runHunterDayJob(t, hunter.user.id);
  const response = await t.app.inject({
    method: "GET",
    url: "/api/quests/energy",
    headers: { cookie: hunter.cookie },
  });
  return response.json();
}

describe("energy", () => {
  it("holds endurance x 10 and refills at the next local midnight", async () => {
    const hunter = await signUpPlayer(t);
    await setUser(t, hunter, { endurance: 14 });
    const first = await energyOf(hunter);
    expect(first).toMatchObject({ currentEnergy: 140, maxEnergy: 140 });
    await generateCustom(t, hunter, { statType: "agility", difficulty: "hard" });
    expect((await energyOf(hunter)).currentEnergy).toBe(110);
    t.clock.set(new Date(Date.parse(first.resetsAt) - 1));
    expect((await energyOf(hunter)).currentEnergy).toBe(110);
    t.clock.set(new Date(first.resetsAt));
    expect((await energyOf(hunter)).currentEnergy).toBe(140);
  });
});

describe("POST /api/quests/custom", () => {
  it("creates a quest for the stat that expires after 5 hours", async () => {
    const hunter = await signUpPlayer(t);
    const response = await generateCustom(t, hunter, {
      statType: "endurance",
      difficulty: "medium",
    });
    expect(response.statusCode).toBe(201);
    const quest: Quest = response.json();
    expect(quest).toMatchObject({
      type: "custom",
      difficulty: "medium",
      statType: "endurance",
      isCompleted: false,
      rewards: { xp: 250, gold: 60, stats: { endurance: 2 } },
    });
    expect(quest.requirements.sections[0]?.tasks[0]).toMatchObject({ target: 2, unit: "km" });
    expect(Date.parse(quest.expiresAt ?? "") - Date.parse(quest.createdAt)).toBe(5 * 3_600_000);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/quests",
      headers: { cookie: hunter.cookie },
    });
    expect(list.json().map((q: Quest) => q.type)).toEqual(["daily", "weekly", "custom"]);
  });

  it("never spends more energy than the hunter has under 12 concurrent requests", async () => {
    const hunter = await signUpPlayer(t);
    await energyOf(hunter); // today's refill: 100
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        generateCustom(t, hunter, { statType: "vitality", difficulty: "medium" }),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    const refused = replies.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe("You need 20 energy to generate this quest.");
    expect((await storedUser(t, hunter)).currentEnergy).toBe(0);
  });

  it("refuses when energy is short, with the spec's message, and changes nothing", async () => {
    const hunter = await signUpPlayer(t);
    await energyOf(hunter);
    await setUser(t, hunter, { currentEnergy: 29 });
    const response = await generateCustom(t, hunter, { statType: "strength", difficulty: "hard" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("You need 30 energy to generate this quest.");
    expect((await storedUser(t, hunter)).currentEnergy).toBe(29);
  });

  it.each([
    [
      { statType: "luck", difficulty: "easy" },
      "statType must be one of: strength, agility, vitality, intelligence, endurance, perception.",
    ],
    [{ statType: "strength", difficulty: "extreme" }, "difficulty must be easy, medium or hard."],
    [
      {},
      "statType must be one of: strength, agility, vitality, intelligence, endurance, perception.",
    ],
  ])("refuses %j with 400", async (payload, message) => {
    const hunter = await signUpPlayer(t);
    await energyOf(hunter);
    const response = await generateCustom(t, hunter, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await storedUser(t, hunter)).currentEnergy).toBe(100);
  });
});
