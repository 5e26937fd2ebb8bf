import type { AttackReply } from "@repgate/contracts/battles";
import { MONSTERS } from "@repgate/game/content/monsters";
import { counterAttackDamage } from "@repgate/game/rules/monster-turn";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  attack,
  enterCombat,
  restFor,
  storedBattle,
  storedHunter,
} from "../../test/dungeon-helpers.ts";
import { signUpOnboarded } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { NO_CRITICAL } from "../../test/test-random.ts";

// A counter-attack that leaves the hunter standing is written without a transaction: one
// statement locks the hunter's row (as read), writes the battle's compare-and-set, then the HP
// (decision 052). These hold it to the rules of the locked path it replaced.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.random.reset());

async function counterFight() {
  const hunter = await signUpOnboarded(t.app);
  const { battle } = await enterCombat(t, hunter);
  const monster = MONSTERS.find((m) => m.name === battle.monsterName);
  const hit = counterAttackDamage(monster?.attack ?? 0, hunter.user.vitality);
  return { hunter, battle, hit };
}

/** Whether the wounding blow's statement waits for a row lock, as pg_stat_activity says. */
async function blowWaitsForALock(): Promise<boolean> {
  const { rows } = await t.pool.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock'
       AND query LIKE '%hunter_as_seen%'`,
  );
  return rows[0].n > 0;
}

async function untilTheBlowWaits(): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await blowWaitsForALock()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the attack never waited for the hunter's row");
}

describe("a counter-attack that leaves the hunter standing", () => {
  it("lands once of five sent at once: the HP falls by one counter-attack", async () => {
    const { hunter, battle, hit } = await counterFight();
    restFor(t, 3);
    for (let i = 0; i < 5; i += 1) t.random.next(NO_CRITICAL, 0);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => attack(t, hunter, battle.id)),
    );
    const landed = responses.filter((r) => r.statusCode === 200);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    const reply = landed[0]?.json() as AttackReply;
    expect(reply.monsterCounterAttack).toBe(true);
    expect(reply.battle.playerCurrentHP).toBe(100 - hit);
    expect((await storedHunter(t, hunter.user.id)).player_current_hp).toBe(100 - hit);
    expect((await storedBattle(t, battle.id)).exercises_completed).toBe(3);
  });

  it("locks the hunter before the battle, and counts from the HP a potion left meanwhile", async () => {
    const { hunter, battle, hit } = await counterFight();
    restFor(t, 3);
    t.random.next(NO_CRITICAL, 0);
    // A potion's transaction: it holds the hunter's row (as every battle action does first)...
    const potion = await t.pool.connect();
    try {
      await potion.query("BEGIN");
      await potion.query("SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE", [hunter.user.id]);
      const attacking = attack(t, hunter, battle.id);
      await untilTheBlowWaits();
      // ...and then takes the battle's: had the blow locked it while waiting, this would wait
      // for the blow, which waits for this (a deadlock), and give up after the timeout.
      await potion.query("SET LOCAL lock_timeout = '2s'");
      await potion.query("UPDATE battles SET log = log || '[]'::jsonb WHERE id = $1 RETURNING id", [
        battle.id,
      ]);
      await potion.query("UPDATE users SET player_current_hp = 60 WHERE id = $1", [hunter.user.id]);
      await potion.query("COMMIT");

      const response = await attacking;
      expect(response.statusCode).toBe(200);
      const reply: AttackReply = response.json();
      expect(reply.monsterCounterAttack).toBe(true);
      // The blow found the HP changed, wrote nothing, and the locked path counted from 60.
      expect(reply.battle.playerCurrentHP).toBe(60 - hit);
      expect((await storedHunter(t, hunter.user.id)).player_current_hp).toBe(60 - hit);
      expect((await storedBattle(t, battle.id)).exercises_completed).toBe(3);
    } finally {
      potion.release();
    }
  });
});
