import type { Battle, CompleteReply, NextBattle } from "@repgate/contracts/battles";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  battleAction,
  enter,
  landAttack,
  setStats,
  spawnDungeon,
  storedHunter,
  woundMonster,
} from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpOnboarded } from "../../test/factories.ts";
import { runTimeLimitJob } from "../../test/queued-jobs.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.random.reset());

async function enterWarren(hunter: Hunter): Promise<Battle> {
  const response = await enter(t, hunter, await spawnDungeon(t, "goblin-warren"));
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().battle;
}

/** A hunter whose first Warren monster is slain and claimed: the next one is waiting. */
async function winFirstMonster(): Promise<{
  hunter: Hunter;
  battle: Battle;
  claim: CompleteReply;
}> {
  const hunter = await signUpOnboarded(t.app);
  const battle = await enterWarren(hunter);
  await woundMonster(t, battle.id, 1);
  await landAttack(t, hunter, battle.id);
  const response = await battleAction(t, hunter, battle.id, "complete");
  if (response.statusCode !== 200) throw new Error(response.body);
  return { hunter, battle, claim: response.json() };
}

function pendingNext(hunter: Hunter) {
  return t.app.inject({ url: "/api/battles/pending-next", headers: { cookie: hunter.cookie } });
}

async function pendingOf(hunter: Hunter): Promise<NextBattle | null> {
  const response = await pendingNext(hunter);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function activeOf(hunter: Hunter) {
  return t.app.inject({ url: "/api/battles/active", headers: { cookie: hunter.cookie } });
}

function createNext(hunter: Hunter, payload: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/battles/create-next",
    headers: { cookie: hunter.cookie },
    payload,
  });
}

describe("GET /api/battles/pending-next", () => {
  it("answers 200 null, never cached, when nothing waits: no battle, or one being fought", async () => {
    const hunter = await signUpOnboarded(t.app);
    const none = await pendingNext(hunter);
    expect(none.statusCode).toBe(200);
    expect(none.headers["cache-control"]).toBe("no-store");
    expect(none.json()).toBeNull();

    const battle = await enterWarren(hunter);
    expect(await pendingOf(hunter)).toBeNull();
    // Slain but not claimed: still the active battle, nothing pending yet.
    await woundMonster(t, battle.id, 1);
    await landAttack(t, hunter, battle.id);
    expect(await pendingOf(hunter)).toBeNull();
    expect((await activeOf(hunter)).json().id).toBe(battle.id);
  });

  it("needs a signed-in hunter", async () => {
    const response = await t.app.inject({ url: "/api/battles/pending-next" });
    expect(response.statusCode).toBe(401);
  });

  it("between complete and create-next, gives the next monster while active answers null", async () => {
    const { hunter, battle, claim } = await winFirstMonster();
    expect((await activeOf(hunter)).json()).toBeNull();
    const pending = await pendingOf(hunter);
    expect(pending).toEqual(claim.nextBattle);
    expect(pending).toEqual({
      battleId: battle.id,
      dungeonId: battle.dungeonId,
      enemyIndex: 1,
      monsterName: "Goblin Scout",
      countdownSeconds: 30,
    });
    // Another hunter sees nothing of it.
    expect(await pendingOf(await signUpOnboarded(t.app))).toBeNull();
  });

  it("counts the countdown down from the payment, to 0, and resumes with create-next", async () => {
    const { hunter, claim } = await winFirstMonster();
    t.clock.advance(12_300);
    expect((await pendingOf(hunter))?.countdownSeconds).toBe(18);
    t.clock.advance(40_000);
    const pending = await pendingOf(hunter);
    expect(pending?.countdownSeconds).toBe(0);
    const created = await createNext(hunter, { ...pending });
    expect(created.statusCode).toBe(201);
    expect(created.json().battle.enemyIndex).toBe(claim.nextBattle?.enemyIndex);
    expect(await pendingOf(hunter)).toBeNull();
    expect((await activeOf(hunter)).json().id).toBe(created.json().battle.id);
  });

  it("is null once the run's 30 minutes are over, and the hunter leaves the gate by its job", async () => {
    const { hunter } = await winFirstMonster();
    t.clock.advance(1_799_000);
    expect(await pendingOf(hunter)).not.toBeNull();
    expect((await storedHunter(t, hunter.user.id)).in_dungeon).toBe(true);
    t.clock.advance(1000);
    expect(await pendingOf(hunter)).toBeNull();
    await runTimeLimitJob(t, hunter.user.id);
    expect((await storedHunter(t, hunter.user.id)).in_dungeon).toBe(false);
  });

  it("is null after the boss: a cleared dungeon has no next monster", async () => {
    const hunter = await signUpOnboarded(t.app);
    await setStats(t, hunter.user.id, { strength: 300 });
    let battle = await enterWarren(hunter);
    for (;;) {
      await landAttack(t, hunter, battle.id);
      const claim: CompleteReply = (await battleAction(t, hunter, battle.id, "complete")).json();
      if (!claim.nextBattle) break;
      expect(await pendingOf(hunter)).toEqual(claim.nextBattle);
      battle = (await createNext(hunter, { ...claim.nextBattle })).json().battle;
    }
    expect(await pendingOf(hunter)).toBeNull();
  });

  it("is null, and create-next refused, once a movement run was entered since", async () => {
    const { hunter, claim } = await winFirstMonster();
    const entered = await enter(t, hunter, await spawnDungeon(t, "riverside-patrol"));
    expect(entered.statusCode).toBe(201);
    expect(await pendingOf(hunter)).toBeNull();
    const runId = entered.json().movementRun.id;
    const abandoned = await t.app.inject({
      method: "POST",
      url: `/api/movement/${runId}/abandon`,
      headers: { cookie: hunter.cookie },
    });
    expect(abandoned.statusCode).toBe(200);
    expect(await pendingOf(hunter)).toBeNull();
    const refused = await createNext(hunter, { ...claim.nextBattle });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "No monster is waiting for you. Win a battle of a dungeon run first.",
    );
    expect((await storedHunter(t, hunter.user.id)).in_dungeon).toBe(false);
  });
});
