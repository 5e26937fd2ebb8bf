import type { AttackReply, Battle, SkillReply } from "@repgate/contracts/battles";
import type { ClassName } from "@repgate/game/content/classes";
import { HUNTER_CLASSES } from "@repgate/game/content/classes";
import { attackDamage, findAttack } from "@repgate/game/rules/combat";
import { resolveSkill } from "@repgate/game/rules/magic";
import type { Stats } from "@repgate/game/rules/stats";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  attack,
  battleAction,
  enter,
  restFor,
  setHealth,
  spawnDungeon,
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

/** Onboarded stats: strength 12, agility 13, the rest 11. */
const STATS: Stats = {
  strength: 12,
  agility: 13,
  vitality: 11,
  intelligence: 11,
  endurance: 11,
  perception: 11,
};

async function fighter(
  className: ClassName = "Fighter",
): Promise<{ hunter: Hunter; battle: Battle }> {
  const hunter = await signUpOnboarded(t.app);
  await t.db.execute(sql`UPDATE users SET user_class = ${className} WHERE id = ${hunter.user.id}`);
  const response = await enter(t, hunter, await spawnDungeon(t, "goblin-warren"));
  return { hunter, battle: response.json().battle };
}

function cast(hunter: Hunter, battle: Battle, reps: number) {
  return battleAction(t, hunter, battle.id, "skill", { reps });
}

function bonusOf(className: ClassName): number {
  return HUNTER_CLASSES.find((c) => c.name === className)?.damageBonus ?? 0;
}

describe("POST /api/battles/{id}/skill", () => {
  it("Berserk doubles the next attack, then is spent", async () => {
    const { hunter, battle } = await fighter();
    restFor(t, 5);
    const response = await cast(hunter, battle, 5);
    expect(response.statusCode).toBe(200);
    const reply: SkillReply = response.json();
    expect(reply).toMatchObject({
      skillName: "Berserk",
      damage: 0,
      healing: 0,
      message: "You cast Berserk: your next attack deals double damage.",
    });
    expect(reply.battle).toMatchObject({ buff: "berserk", skillUsed: true, exercisesCompleted: 5 });

    const jab = attackDamage({
      stats: STATS,
      attack: findAttack(null, "light"),
      classDamageBonus: 15,
    });
    restFor(t, 3);
    const doubled: AttackReply = (await attack(t, hunter, battle.id)).json();
    expect(doubled.damage).toBe(jab * 2);
    expect(doubled.message).toContain("(Berserk x2)");
    expect(doubled.battle.buff).toBeNull();
    restFor(t, 3);
    const plain: AttackReply = (await attack(t, hunter, battle.id)).json();
    expect(plain.damage).toBe(jab);
  });

  it("is cast once per battle", async () => {
    const { hunter, battle } = await fighter();
    restFor(t, 5);
    expect((await cast(hunter, battle, 5)).statusCode).toBe(200);
    restFor(t, 5);
    const again = await cast(hunter, battle, 5);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already used Berserk in this battle.");
  });

  it("needs the skill's reps, at a human pace", async () => {
    const { hunter, battle } = await fighter();
    const early = await cast(hunter, battle, 5);
    expect(early.statusCode).toBe(429);
    restFor(t, 5);
    const wrong = await cast(hunter, battle, 3);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Berserk takes 5 reps, not 3.");
    const missing = await battleAction(t, hunter, battle.id, "skill", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Reps must be a whole number.");
    expect((await storedBattle(t, battle.id)).skill_used).toBe(false);
  });

  it("Iron Wall blocks the next counter-attack that lands", async () => {
    const { hunter, battle } = await fighter("Tank");
    restFor(t, 5);
    const raised: SkillReply = (await cast(hunter, battle, 5)).json();
    expect(raised.battle.buff).toBe("iron-wall");
    t.random.next(NO_CRITICAL, 0);
    restFor(t, 3);
    const blocked: AttackReply = (await attack(t, hunter, battle.id)).json();
    expect(blocked.monsterCounterAttack).toBe(true);
    expect(blocked.monsterDamage).toBe(0);
    expect(blocked.message).toContain("Iron Wall blocks Goblin Scout's counter-attack!");
    expect(blocked.battle.playerCurrentHP).toBe(100);
    expect(blocked.battle.buff).toBeNull();
  });

  it("Shadow Strike hits for triple damage and the monster cannot answer", async () => {
    const { hunter, battle } = await fighter("Assassin");
    t.random.next(NO_CRITICAL, 0);
    restFor(t, 5);
    const reply: SkillReply = (await cast(hunter, battle, 5)).json();
    const expected = resolveSkill({
      className: "Assassin",
      stats: STATS,
      classDamageBonus: bonusOf("Assassin"),
      currentHP: 100,
      maxHP: 100,
    }).damage;
    expect(reply.damage).toBe(expected);
    expect(reply.xpGained).toBe(Math.floor(expected / 5));
    expect(reply.monsterCounterAttack).toBe(false);
    expect(reply.monsterCurrentHP).toBe(battle.monsterMaxHP - expected);
  });

  it.each(["Ranger", "Mage"] as const)("%s's skill deals the rules' damage", async (className) => {
    const { hunter, battle } = await fighter(className);
    restFor(t, 8);
    const reply: SkillReply = (await cast(hunter, battle, 8)).json();
    const expected = resolveSkill({
      className,
      stats: STATS,
      classDamageBonus: bonusOf(className),
      currentHP: 100,
      maxHP: 100,
    }).damage;
    expect(reply.damage).toBe(expected);
    expect(reply.battle.damageDealt).toBe(expected);
  });

  it("Heal restores 30 % of max HP plus intelligence, never past max", async () => {
    const { hunter, battle } = await fighter("Healer");
    await setHealth(t, hunter.user.id, 20);
    restFor(t, 6);
    const reply: SkillReply = (await cast(hunter, battle, 6)).json();
    expect(reply.healing).toBe(30 + 11);
    expect(reply.battle.playerCurrentHP).toBe(61);
    expect(reply.message).toBe("You cast Heal and restore 41 HP.");
  });
});

describe("the class skill under concurrency", () => {
  it("is cast once when five casts arrive at once", async () => {
    const { hunter, battle } = await fighter("Healer");
    await setHealth(t, hunter.user.id, 40);
    restFor(t, 10);
    // Heal takes 6 reps.
    const responses = await Promise.all(Array.from({ length: 5 }, () => cast(hunter, battle, 6)));
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(responses.every((r) => [200, 409, 429].includes(r.statusCode))).toBe(true);
    const healed = ok[0]?.json().healing ?? 0;
    expect(healed).toBeGreaterThan(0);
    const stored = await t.db.execute(
      sql`SELECT player_current_hp FROM users WHERE id = ${hunter.user.id}`,
    );
    expect(stored.rows[0]?.player_current_hp).toBe(40 + healed);
  });
});
