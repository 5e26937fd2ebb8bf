import type { Battle, RunAwayReply } from "@repgate/contracts/battles";
import { getMonster } from "@repgate/game/content/monsters";
import { counterAttackDamage, runAwayChance } from "@repgate/game/rules/monster-turn";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  battleAction,
  enter,
  landAttack,
  setHealth,
  spawnDungeon,
  storedBattle,
  storedHunter,
  woundMonster,
} from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpOnboarded } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.random.reset());

const SCOUT = getMonster("goblin-scout");

/** A hunter (agility 13, vitality 11) facing the Warren's Goblin Scout (level 2, attack 3). */
async function facingScout(): Promise<{ hunter: Hunter; battle: Battle }> {
  const hunter = await signUpOnboarded(t.app);
  const response = await enter(t, hunter, await spawnDungeon(t, "goblin-warren"));
  return { hunter, battle: response.json().battle };
}

function runAway(hunter: Hunter, battle: Battle) {
  return battleAction(t, hunter, battle.id, "run-away");
}

describe("POST /api/battles/{id}/run-away", () => {
  it("escapes when the roll is under the chance: no rewards, out of the dungeon", async () => {
    const { hunter, battle } = await facingScout();
    await landAttack(t, hunter, battle.id);
    // 50 % + (13 - 2) x 2 % = 72 %.
    expect(runAwayChance(13, SCOUT.level)).toBe(0.72);
    t.random.next(0.71);
    const response = await runAway(hunter, battle);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: "You escaped from Goblin Scout. No rewards this time.",
      monsterDamage: 0,
      playerDefeated: false,
      timeUp: false,
      playerCurrentHP: 100,
    } satisfies RunAwayReply);
    expect((await storedBattle(t, battle.id)).status).toBe("fled");
    expect(await storedHunter(t, hunter.user.id)).toMatchObject({
      in_dungeon: false,
      gold: 0,
      total_xp: 0,
      times_defeated: 0,
    });
    const active = await t.app.inject({
      url: "/api/battles/active",
      headers: { cookie: hunter.cookie },
    });
    expect(active.json()).toBeNull();
  });

  it("fails at the chance itself: the monster hits without rolling", async () => {
    const { hunter, battle } = await facingScout();
    t.random.next(0.72);
    const reply: RunAwayReply = (await runAway(hunter, battle)).json();
    const hit = counterAttackDamage(SCOUT.attack, 11);
    expect(reply).toEqual({
      success: false,
      message: `Failed to Escape! Goblin Scout attacks while you are distracted for ${hit} damage.`,
      monsterDamage: hit,
      playerDefeated: false,
      timeUp: false,
      playerCurrentHP: 100 - hit,
    });
    expect((await storedBattle(t, battle.id)).status).toBe("active");
    expect(await storedHunter(t, hunter.user.id)).toMatchObject({
      in_dungeon: true,
      player_current_hp: 100 - hit,
    });
    const active = await t.app.inject({
      url: "/api/battles/active",
      headers: { cookie: hunter.cookie },
    });
    expect(active.json().log.at(-1)).toMatchObject({ kind: "counter" });
  });

  it("can end in defeat when the failed escape's hit takes the last HP", async () => {
    const { hunter, battle } = await facingScout();
    await setHealth(t, hunter.user.id, 2);
    t.random.next(0.99);
    const reply: RunAwayReply = (await runAway(hunter, battle)).json();
    expect(reply).toMatchObject({ success: false, playerDefeated: true, playerCurrentHP: 50 });
    expect((await storedBattle(t, battle.id)).status).toBe("lost");
    expect(await storedHunter(t, hunter.user.id)).toMatchObject({
      times_defeated: 1,
      in_dungeon: false,
      player_current_hp: 50,
    });
  });

  it("is a timer defeat after the run's 30 minutes", async () => {
    const { hunter, battle } = await facingScout();
    t.clock.advance(1800_000);
    t.random.next(0);
    const reply: RunAwayReply = (await runAway(hunter, battle)).json();
    expect(reply).toMatchObject({ success: false, timeUp: true, playerDefeated: true });
    expect((await storedBattle(t, battle.id)).status).toBe("expired");
  });

  it("is refused once the monster is slain: claim the victory instead", async () => {
    const { hunter, battle } = await facingScout();
    await woundMonster(t, battle.id, 1);
    await landAttack(t, hunter, battle.id);
    const response = await runAway(hunter, battle);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "Goblin Scout is already defeated. Claim your victory first.",
    );
  });

  it("answers a malformed id with 400", async () => {
    const { hunter } = await facingScout();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/battles/abc/run-away",
      headers: { cookie: hunter.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("That battle id is not valid.");
  });
});

describe("run-away under concurrency", () => {
  it("settles one attempt when the same escape arrives six times at once", async () => {
    const { hunter, battle } = await facingScout();
    // Every roll fails, so each attempt that ran would let the monster hit once more.
    t.random.fallback = 0.999;
    const responses = await Promise.all(Array.from({ length: 6 }, () => runAway(hunter, battle)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409 || s === 429)).toBe(true);
    const failed = responses.filter((r) => r.statusCode === 200).map((r) => r.json());
    expect(failed.length).toBeGreaterThanOrEqual(1);
    const taken = failed.reduce((sum, reply) => sum + reply.monsterDamage, 0);
    const stored = await storedHunter(t, hunter.user.id);
    // HP fell by exactly what the answered attempts reported, never more.
    expect(stored.player_current_hp).toBe(100 - taken);
  });
});
