import { beforeAll, describe, expect, it } from "vitest";
import { signUp, signUpPlayer } from "../../../test/factories.ts";
import { readDaily, storedUser, tickAll } from "../../../test/quest-helpers.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const GAME_ROUTES = [
  ["GET", "/api/quests"],
  ["GET", "/api/quests/daily"],
  ["GET", "/api/quests/energy"],
  ["POST", "/api/quests/custom"],
  ["PATCH", "/api/quests/00000000-0000-4000-8000-000000000000/tasks"],
  ["GET", "/api/shop/items"],
  ["POST", "/api/shop/purchase"],
  ["GET", "/api/shop/auction"],
  ["POST", "/api/shop/auction/list"],
  ["POST", "/api/shop/auction/purchase"],
  ["GET", "/api/inventory"],
  ["POST", "/api/inventory/use-item"],
  ["GET", "/api/battles/active"],
  ["GET", "/api/movement/active"],
] as const;

describe("game routes need a finished onboarding", () => {
  it("a brand-new account gets a readable 403 on every game route, and nothing changes", async () => {
    const hunter = await signUp(t.app);
    for (const [method, url] of GAME_ROUTES) {
      const reply = await t.app.inject({ method, url, headers: { cookie: hunter.cookie } });
      expect([url, reply.statusCode]).toEqual([url, 403]);
      expect(reply.json()).toEqual({
        code: "forbidden",
        message: "Finish your awakening (accept, assessment, profile and class) before you play.",
      });
    }
    const row = await storedUser(t, hunter);
    expect([row.gold, row.currentEnergy, row.energyRefilledOn]).toEqual([0, 100, null]);
  });

  it("a finished hunter passes the gate", async () => {
    const hunter = await signUpPlayer(t);
    const reply = await t.app.inject({ url: "/api/quests", headers: { cookie: hunter.cookie } });
    expect(reply.statusCode).toBe(200);
  });
});

describe("the cheat rule counts from when the quest was issued", () => {
  it("a daily issued at 10:00 and finished 0.2 s later is cheating, whatever midnight says", async () => {
    t.clock.set(new Date("2026-11-23T10:00:00Z"));
    const hunter = await signUpPlayer(t);
    const daily = (await readDaily(t, hunter)).quest;
    if (!daily) throw new Error("no daily");
    t.clock.advance(200);
    const reply = await tickAll(t, hunter, daily);
    expect(reply.cheatingDetected).toBe(true);
    expect(reply.rewards).toBeNull();
    expect((await storedUser(t, hunter)).gold).toBe(0);
  });

  it("the same daily finished its minimum after being issued is honest", async () => {
    t.clock.set(new Date("2026-11-23T10:00:00Z"));
    const hunter = await signUpPlayer(t);
    const daily = (await readDaily(t, hunter)).quest;
    if (!daily) throw new Error("no daily");
    t.clock.advance(3_600_000);
    expect((await tickAll(t, hunter, daily)).cheatingDetected).toBe(false);
  });
});
