import type { AttackReply, Battle, SkillReply } from "@repgate/contracts/battles";
import type { ClassName } from "@repgate/game/content/classes";
import { attackDamage, findAttack, xpForDamage } from "@repgate/game/rules/combat";
import { criticalChance, criticalDamage } from "@repgate/game/rules/critical-hit";
import { resolveSkill } from "@repgate/game/rules/magic";
import type { Stats } from "@repgate/game/rules/stats";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  attack,
  battleAction,
  enterCombat,
  equipWeapon,
  restFor,
  setHealth,
  storedBattle,
} from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpOnboarded } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { NO_CRITICAL } from "../../test/test-random.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.random.reset());

/** Onboarded stats: strength 12, agility 13, the rest 11 (perception 11: a 5.25 % chance). */
const STATS: Stats = {
  strength: 12,
  agility: 13,
  vitality: 11,
  intelligence: 11,
  endurance: 11,
  perception: 11,
};

/** A Fighter's Jab with these stats: 25 (attack.test.ts works it out). */
const JAB = attackDamage({
  stats: STATS,
  attack: findAttack(null, "light"),
  classDamageBonus: 15,
});

const TOUGH = 5000;

async function fight(
  className: ClassName = "Fighter",
): Promise<{ hunter: Hunter; battle: Battle }> {
  const hunter = await signUpOnboarded(t.app);
  await t.db.execute(sql`UPDATE users SET user_class = ${className} WHERE id = ${hunter.user.id}`);
  const { battle } = await enterCombat(t, hunter);
  // A tough monster: no hit of these tests slays it, so every reply reads the same way.
  await t.db.execute(
    sql`UPDATE battles SET monster_max_hp = ${TOUGH}, monster_current_hp = ${TOUGH} WHERE id = ${battle.id}`,
  );
  return { hunter, battle: { ...battle, monsterMaxHP: TOUGH, monsterCurrentHP: TOUGH } };
}

async function jab(hunter: Hunter, battle: Battle): Promise<AttackReply> {
  restFor(t, 3);
  const response = await attack(t, hunter, battle.id);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("a critical hit", () => {
  it("lands when the server's roll falls under the chance: x1.5 damage, said in the reply", async () => {
    const { hunter, battle } = await fight();
    expect(JAB).toBe(25);
    t.random.next(0);
    const reply = await jab(hunter, battle);
    const damage = criticalDamage(JAB);
    expect(damage).toBe(37);
    expect(reply).toMatchObject({
      critical: true,
      damage,
      xpGained: xpForDamage(damage),
      monsterCurrentHP: battle.monsterMaxHP - damage,
      monsterCounterAttack: false,
    });
    expect(reply.message).toBe(`Critical hit! Jab hits ${battle.monsterName} for 37 damage.`);
    expect(reply.battle.log.at(-1)).toMatchObject({ kind: "attack", text: reply.message });
    expect(await storedBattle(t, battle.id)).toMatchObject({
      damage_dealt: 37,
      xp_gained: xpForDamage(37),
    });
  });

  it("misses at the chance itself: a plain hit that says critical: false", async () => {
    const { hunter, battle } = await fight();
    t.random.next(criticalChance(STATS.perception));
    const reply = await jab(hunter, battle);
    expect(reply).toMatchObject({ critical: false, damage: JAB });
    expect(reply.message).toBe(`Jab hits ${battle.monsterName} for 25 damage.`);
  });

  it("draws first, so the monster still answers a critical with the next roll", async () => {
    const { hunter, battle } = await fight();
    t.random.next(0, 0);
    const reply = await jab(hunter, battle);
    expect(reply).toMatchObject({ critical: true, damage: 37, monsterCounterAttack: true });
  });

  it("counts the gear's perception: 79 more makes 90, the 25 % cap", async () => {
    const { hunter, battle } = await fight();
    await equipWeapon(t, hunter.user.id, "bow", { perception: 79 });
    t.random.next(0.2499);
    const crit = await jab(hunter, battle);
    expect(crit.critical).toBe(true);
    t.random.next(0.25);
    const plain = await jab(hunter, battle);
    expect(plain.critical).toBe(false);
    expect(crit.damage).toBe(criticalDamage(plain.damage));
  });

  it("is doubled again by Berserk, the critical first", async () => {
    const { hunter, battle } = await fight("Fighter");
    restFor(t, 5);
    const berserk = await battleAction(t, hunter, battle.id, "skill", { reps: 5 });
    expect((berserk.json() as SkillReply).critical).toBe(false);
    t.random.next(0);
    const reply = await jab(hunter, battle);
    expect(reply.damage).toBe(criticalDamage(JAB) * 2);
    expect(reply.message).toBe(
      `Critical hit! Jab hits ${battle.monsterName} for 74 damage (Berserk x2).`,
    );
  });

  it("can land on a damaging spell (Fireball)", async () => {
    const { hunter, battle } = await fight("Mage");
    t.random.next(0);
    restFor(t, 8);
    const reply: SkillReply = (
      await battleAction(t, hunter, battle.id, "skill", { reps: 8 })
    ).json();
    const spell = resolveSkill({
      className: "Mage",
      stats: STATS,
      classDamageBonus: 18,
      currentHP: 100,
      maxHP: 100,
    }).damage;
    expect(reply).toMatchObject({ critical: true, damage: criticalDamage(spell) });
    expect(reply.message).toBe(
      `Critical hit! Fireball hits ${battle.monsterName} for ${criticalDamage(spell)} damage.`,
    );
  });

  it("never lands on a heal, which draws no roll: the monster's answer reads the first", async () => {
    const { hunter, battle } = await fight("Healer");
    await setHealth(t, hunter.user.id, 20);
    t.random.next(0);
    restFor(t, 6);
    const reply: SkillReply = (
      await battleAction(t, hunter, battle.id, "skill", { reps: 6 })
    ).json();
    expect(reply).toMatchObject({ critical: false, damage: 0, monsterCounterAttack: true });
  });

  it("never lands with the no-critical roll the other battle tests queue", async () => {
    const { hunter, battle } = await fight();
    t.random.next(NO_CRITICAL);
    expect((await jab(hunter, battle)).critical).toBe(false);
  });
});
