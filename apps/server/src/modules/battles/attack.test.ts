import { randomUUID } from "node:crypto";
import type { AttackReply, Battle } from "@repgate/contracts/battles";
import { MONSTERS } from "@repgate/game/content/monsters";
import { attackDamage, findAttack, xpForDamage } from "@repgate/game/rules/combat";
import { counterAttackDamage } from "@repgate/game/rules/monster-turn";
import type { Stats } from "@repgate/game/rules/stats";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  attack,
  battleAction,
  enterCombat,
  equipWeapon,
  landAttack,
  restFor,
  setHealth,
  storedBattle,
  storedHunter,
  woundMonster,
} from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpOnboarded } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { NO_CRITICAL } from "../../test/test-random.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.random.reset());

function statsOf(hunter: Hunter): Stats {
  const { strength, agility, vitality, intelligence, endurance, perception } = hunter.user;
  return { strength, agility, vitality, intelligence, endurance, perception };
}

/** What the rules say a Fighter (+15 %) deals with this attack. */
function expectedDamage(
  hunter: Hunter,
  kind: "light" | "heavy" | "combo",
  weapon?: Partial<Stats>,
) {
  const subType = weapon ? "sword" : null;
  return attackDamage({
    stats: statsOf(hunter),
    weaponStats: weapon ?? null,
    attack: findAttack(subType, kind),
    classDamageBonus: 15,
  });
}

async function freshFight(): Promise<{ hunter: Hunter; battle: Battle }> {
  const hunter = await signUpOnboarded(t.app);
  const { battle } = await enterCombat(t, hunter);
  return { hunter, battle };
}

describe("PATCH /api/battles/{id}", () => {
  it("computes damage and XP on the server and ignores every number the client claims", async () => {
    const { hunter, battle } = await freshFight();
    restFor(t, 3);
    const response = await attack(t, hunter, battle.id, {
      attack: "light",
      reps: 3,
      monsterCurrentHP: 0,
      damageDealt: 999_999,
      exercisesCompleted: 500,
      xpGained: 999_999,
      duration: 1,
    });
    expect(response.statusCode).toBe(200);
    const reply: AttackReply = response.json();
    const damage = expectedDamage(hunter, "light");
    // Stats 12/13/11/11/11/11 (CP 69), Jab x1: floor(69 * 0.3 * 1.1) = 22, Fighter +15 % → 25.
    expect(damage).toBe(25);
    expect(reply).toMatchObject({
      damage,
      xpGained: xpForDamage(damage),
      monsterCounterAttack: false,
      monsterDamage: 0,
      monsterName: battle.monsterName,
      monsterCurrentHP: battle.monsterMaxHP - damage,
      playerDefeated: false,
      timeUp: false,
    });
    expect(reply.message).toBe(`Jab hits ${battle.monsterName} for 25 damage.`);
    expect(reply.battle).toMatchObject({
      damageDealt: damage,
      exercisesCompleted: 3,
      xpGained: 5,
      monsterCurrentHP: battle.monsterMaxHP - damage,
    });
    expect(reply.battle.log.at(-1)).toMatchObject({ kind: "attack" });
    const stored = await storedBattle(t, battle.id);
    expect(stored).toMatchObject({ damage_dealt: 25, xp_gained: 5, exercises_completed: 3 });
    // Attack XP is credited when the monster is claimed, not per attack.
    expect((await storedHunter(t, hunter.user.id)).total_xp).toBe(0);
  });

  it("uses the equipped weapon's attack set and stats", async () => {
    const { hunter, battle } = await freshFight();
    const sword = { strength: 5, agility: 3 };
    await equipWeapon(t, hunter.user.id, "sword", sword);
    restFor(t, 8);
    const response = await attack(t, hunter, battle.id, { attack: "combo", reps: 8 });
    expect(response.statusCode).toBe(200);
    const reply: AttackReply = response.json();
    // CP 69 + 8 = 77, strength 17: floor(77 * 0.3 * 1.35 * 2.4) = 74, +15 % → 85.
    expect(reply.damage).toBe(expectedDamage(hunter, "combo", sword));
    expect(reply.damage).toBe(85);
    expect(reply.message).toContain("Blade Dance");
    expect(reply.battle.attackSet).toBe("sword");
    expect(reply.battle.attacks.map((a) => a.name)).toEqual(["Slash", "Cleave", "Blade Dance"]);
  });

  it("refuses reps that do not match the attack, and changes nothing", async () => {
    const { hunter, battle } = await freshFight();
    restFor(t, 8);
    const response = await attack(t, hunter, battle.id, { attack: "heavy", reps: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Haymaker takes 6 reps, not 3.",
      code: "bad_request",
    });
    expect((await storedBattle(t, battle.id)).damage_dealt).toBe(0);
  });

  it.each([
    [{ attack: "kick", reps: 3 }, "Attack must be light, heavy or combo."],
    [{ reps: 3 }, "Attack must be light, heavy or combo."],
    [{ attack: "light" }, "Reps must be a whole number."],
    [{ attack: "light", reps: "3" }, "Reps must be a whole number."],
    [{ attack: "light", reps: 2.5 }, "Reps must be a whole number."],
    [{ attack: "light", reps: 0 }, "Reps must be at least 1."],
    [{ attack: "light", reps: 1000 }, "Reps must be at most 100."],
  ])("refuses the body %j with 400: %s", async (payload, message) => {
    const { hunter, battle } = await freshFight();
    restFor(t, 8);
    const response = await attack(t, hunter, battle.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: "bad_request" });
    expect((await storedBattle(t, battle.id)).exercises_completed).toBe(0);
  });

  it("answers a malformed battle id with 400", async () => {
    const { hunter } = await freshFight();
    const response = await attack(t, hunter, "123");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("That battle id is not valid.");
  });
});

describe("the pace rule", () => {
  it("refuses an attack sooner than 250 ms per rep after the battle's start or the last attack", async () => {
    const { hunter, battle } = await freshFight();
    const tooSoon = await attack(t, hunter, battle.id);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      message: "Too fast: 3 reps take at least 0.75 s. Do every rep, then strike.",
      code: "rate_limited",
    });
    t.clock.advance(749);
    expect((await attack(t, hunter, battle.id)).statusCode).toBe(429);
    t.clock.advance(1);
    expect((await attack(t, hunter, battle.id)).statusCode).toBe(200);

    // The clock restarts at every attack: a combo needs 2 s after it.
    t.clock.advance(1999);
    const combo = await attack(t, hunter, battle.id, { attack: "combo", reps: 8 });
    expect(combo.statusCode).toBe(429);
    expect(combo.json().message).toBe(
      "Too fast: 8 reps take at least 2 s. Do every rep, then strike.",
    );
    t.clock.advance(1);
    expect((await attack(t, hunter, battle.id, { attack: "combo", reps: 8 })).statusCode).toBe(200);
    expect((await storedBattle(t, battle.id)).exercises_completed).toBe(11);
  });

  it("lets one of several simultaneous attacks through", async () => {
    const { hunter, battle } = await freshFight();
    restFor(t, 3);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => attack(t, hunter, battle.id)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429]);
    expect((await storedBattle(t, battle.id)).exercises_completed).toBe(3);
  });
});

describe("the battle's log", () => {
  /** The log as stored, read straight from the battle's row. */
  async function storedLog(battleId: string): Promise<{ text: string }[]> {
    const result = await t.db.execute(sql`SELECT log FROM battles WHERE id = ${battleId}`);
    return (result.rows[0] as { log: { text: string }[] }).log;
  }

  it("stores what the reply shows: the old lines, then the attack's", async () => {
    const { hunter, battle } = await freshFight();
    const first: AttackReply = await landAttack(t, hunter, battle.id);
    t.random.next(NO_CRITICAL, 0);
    const second: AttackReply = await landAttack(t, hunter, battle.id);
    expect(second.battle.log.slice(0, first.battle.log.length)).toEqual(first.battle.log);
    expect(second.battle.log.at(-1)?.kind).toBe("counter");
    expect(await storedLog(battle.id)).toEqual(second.battle.log);
  });

  it("keeps the newest 100 lines of a long fight", async () => {
    const { hunter, battle } = await freshFight();
    const old = Array.from({ length: 99 }, (_, i) => ({
      at: new Date(0).toISOString(),
      kind: "info",
      text: `old line ${i}`,
    }));
    await t.db.execute(
      sql`UPDATE battles SET log = ${JSON.stringify(old)}::jsonb WHERE id = ${battle.id}`,
    );
    t.random.next(NO_CRITICAL, 0);
    const reply: AttackReply = await landAttack(t, hunter, battle.id);
    const stored = await storedLog(battle.id);
    expect(stored).toHaveLength(100);
    expect(stored).toEqual(reply.battle.log);
    expect(stored[0]?.text).toBe("old line 1");
    expect(stored.at(-1)?.text).toBe(
      `${battle.monsterName} strikes back for ${reply.monsterDamage} damage!`,
    );
  });

  // A blow without locks drops the oldest lines by a count passed as a parameter (one prepared
  // shape for every blow, decision 048): the same log as the locked path keeps.
  it("keeps the newest 100 lines on a plain blow too, the blow's own last", async () => {
    const { hunter, battle } = await freshFight();
    const old = Array.from({ length: 100 }, (_, i) => ({
      at: new Date(0).toISOString(),
      kind: "info",
      text: `old line ${i}`,
    }));
    await t.db.execute(
      sql`UPDATE battles SET log = ${JSON.stringify(old)}::jsonb WHERE id = ${battle.id}`,
    );
    t.random.next(NO_CRITICAL);
    const reply: AttackReply = await landAttack(t, hunter, battle.id);
    expect(reply.monsterCounterAttack).toBe(false);
    const stored = await storedLog(battle.id);
    expect(stored).toHaveLength(100);
    expect(stored).toEqual(reply.battle.log);
    expect(stored[0]?.text).toBe("old line 1");
    expect(stored.at(-1)).toMatchObject({ kind: "attack", damage: reply.damage });
  });
});

describe("the monster's counter-attack", () => {
  it("strikes back when the roll lands, logged as a counter line", async () => {
    const { hunter, battle } = await freshFight();
    t.random.next(NO_CRITICAL, 0);
    restFor(t, 3);
    const reply: AttackReply = (await attack(t, hunter, battle.id)).json();
    const monster = MONSTERS.find((m) => m.name === battle.monsterName);
    const hit = counterAttackDamage(monster?.attack ?? 0, hunter.user.vitality);
    expect(reply.monsterCounterAttack).toBe(true);
    expect(reply.monsterDamage).toBe(hit);
    expect(reply.battle.playerCurrentHP).toBe(100 - hit);
    expect(reply.battle.log.at(-1)).toEqual({
      at: expect.any(String),
      kind: "counter",
      text: `${battle.monsterName} strikes back for ${hit} damage!`,
    });
    expect((await storedHunter(t, hunter.user.id)).player_current_hp).toBe(100 - hit);
  });

  it("never answers the blow that slays it", async () => {
    const { hunter, battle } = await freshFight();
    await woundMonster(t, battle.id, 1);
    t.random.next(NO_CRITICAL, 0);
    restFor(t, 3);
    const reply: AttackReply = (await attack(t, hunter, battle.id)).json();
    expect(reply.monsterCurrentHP).toBe(0);
    expect(reply.monsterCounterAttack).toBe(false);
    expect(reply.message).toContain(`${battle.monsterName} is defeated!`);
    expect(reply.battle.status).toBe("active");

    restFor(t, 3);
    const again = await attack(t, hunter, battle.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `${battle.monsterName} is already defeated. Claim your victory first.`,
    );
  });

  it("defeats a hunter at 0 HP: half HP back, one more defeat, out of the dungeon", async () => {
    const { hunter, battle } = await freshFight();
    await setHealth(t, hunter.user.id, 1);
    t.random.next(NO_CRITICAL, 0);
    restFor(t, 3);
    const reply: AttackReply = (await attack(t, hunter, battle.id)).json();
    expect(reply.playerDefeated).toBe(true);
    expect(reply.message).toBe(`Defeat! ${battle.monsterName} struck you down.`);
    expect(reply.battle.status).toBe("lost");
    expect(reply.battle.log.at(-1)?.kind).toBe("defeat");
    expect(await storedHunter(t, hunter.user.id)).toMatchObject({
      player_current_hp: 50,
      times_defeated: 1,
      in_dungeon: false,
      total_xp: 0,
    });
    restFor(t, 3);
    const after = await attack(t, hunter, battle.id);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe("This battle is already over.");
  });
});

describe("the 30-minute timer", () => {
  it("still takes an attack at 1799 s", async () => {
    const { hunter, battle } = await freshFight();
    t.clock.advance(1799_000);
    const reply: AttackReply = (await attack(t, hunter, battle.id)).json();
    expect(reply.timeUp).toBe(false);
    expect(reply.battle.secondsLeft).toBe(1);
  });

  it("turns an attack after 1800 s into a defeat", async () => {
    const { hunter, battle } = await freshFight();
    t.clock.advance(1801_000);
    const response = await attack(t, hunter, battle.id);
    expect(response.statusCode).toBe(200);
    const reply: AttackReply = response.json();
    expect(reply).toMatchObject({
      damage: 0,
      xpGained: 0,
      playerDefeated: true,
      timeUp: true,
      message: "Time's Up! The 30-minute battle timer has expired. You have been defeated!",
      monsterCurrentHP: battle.monsterMaxHP,
    });
    expect(reply.battle.status).toBe("expired");
    expect(reply.battle.secondsLeft).toBe(0);
    expect(await storedHunter(t, hunter.user.id)).toMatchObject({
      times_defeated: 1,
      in_dungeon: false,
      player_current_hp: 50,
    });
  });
});

describe("another hunter's battle", () => {
  it("is out of reach: 404 for every action, and untouched", async () => {
    const { battle } = await freshFight();
    const intruder = await signUpOnboarded(t.app);
    restFor(t, 8);
    const responses = [
      await attack(t, intruder, battle.id),
      await battleAction(t, intruder, battle.id, "complete"),
      await battleAction(t, intruder, battle.id, "run-away"),
      await battleAction(t, intruder, battle.id, "skill", { reps: 5 }),
      await attack(t, intruder, randomUUID()),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: "That battle does not exist.",
        code: "not_found",
      });
    }
    expect(await storedBattle(t, battle.id)).toMatchObject({
      status: "active",
      damage_dealt: 0,
      exercises_completed: 0,
    });
  });
});
