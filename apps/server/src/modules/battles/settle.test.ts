import type { Battle, CompleteReply, CreateNextReply } from "@repgate/contracts/battles";
import { type CombatDungeon, DUNGEON_TEMPLATES } from "@repgate/game/content/dungeons";
import { dropTable } from "@repgate/game/content/items";
import { getMonster } from "@repgate/game/content/monsters";
import { applyXpGain, goldForKill } from "@repgate/game/rules/rewards";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  battleAction,
  enter,
  landAttack,
  restFor,
  setStats,
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

/** Goblin Warren: Goblin Scout, Goblin Scout, Goblin Spearman, Goblin Chieftain Grukk. */
const WARREN = DUNGEON_TEMPLATES.find((d) => d.id === "goblin-warren") as CombatDungeon;

async function enterWarren(hunter: Hunter): Promise<Battle> {
  const response = await enter(t, hunter, await spawnDungeon(t, WARREN.id));
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().battle;
}

/** A hunter in the Warren whose first monster has just fallen to one attack. */
async function slayFirstMonster(): Promise<{ hunter: Hunter; battle: Battle; xp: number }> {
  const hunter = await signUpOnboarded(t.app);
  const battle = await enterWarren(hunter);
  await woundMonster(t, battle.id, 1);
  const reply = await landAttack(t, hunter, battle.id);
  return { hunter, battle, xp: reply.xpGained };
}

function complete(hunter: Hunter, battleId: string) {
  return battleAction(t, hunter, battleId, "complete");
}

function createNext(hunter: Hunter, payload: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/battles/create-next",
    headers: { cookie: hunter.cookie },
    payload,
  });
}

describe("POST /api/battles/{id}/complete", () => {
  it("refuses while the monster still has HP, and pays nothing", async () => {
    const hunter = await signUpOnboarded(t.app);
    const battle = await enterWarren(hunter);
    await landAttack(t, hunter, battle.id);
    const response = await complete(hunter, battle.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Goblin Scout is still standing. Keep fighting!");
    expect(await storedHunter(t, hunter.user.id)).toMatchObject({ gold: 0, total_xp: 0 });
    expect((await storedBattle(t, battle.id)).status).toBe("active");
  });

  it("pays once when fired ten times at once, and answers all ten with the same reply", async () => {
    const { hunter, battle, xp } = await slayFirstMonster();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => complete(hunter, battle.id)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const replies: CompleteReply[] = responses.map((r) => r.json());
    expect(replies.filter((r) => !r.alreadyClaimed)).toHaveLength(1);
    const [first, ...rest] = replies.map(({ alreadyClaimed: _, ...reply }) => reply);
    for (const reply of rest) expect(reply).toEqual(first);
    const kill = goldForKill(getMonster("goblin-scout"));
    expect(kill).toBe(4);
    expect(first).toMatchObject({ xpGained: xp, goldEarned: kill, levelsGained: 0, newLevel: 1 });
    expect(await storedHunter(t, hunter.user.id)).toMatchObject({
      gold: kill,
      total_xp: xp,
      current_xp: xp,
      magical_beasts_killed: 1,
      dungeons_cleared: 0,
      in_dungeon: true,
    });
    expect(await storedBattle(t, battle.id)).toMatchObject({
      status: "won",
      gold_earned: kill,
      paid_at: expect.anything(),
    });
    const log = await t.db.execute(sql`SELECT log FROM battles WHERE id = ${battle.id}`);
    const lines = log.rows[0]?.log as { text: string }[];
    expect(lines.filter((l) => l.text.startsWith("Victory! +"))).toHaveLength(1);
  });

  it("answers a repeated claim with the stored reply, its countdown counted from the payment", async () => {
    const { hunter, battle } = await slayFirstMonster();
    const first = await complete(hunter, battle.id);
    expect(first.statusCode).toBe(200);
    const paid: CompleteReply = first.json();
    expect(paid.alreadyClaimed).toBe(false);
    const before = await storedHunter(t, hunter.user.id);

    t.clock.advance(12_400);
    const again = await complete(hunter, battle.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      ...paid,
      nextBattle: { ...paid.nextBattle, countdownSeconds: 18 },
      alreadyClaimed: true,
    });
    t.clock.advance(60_000);
    const late: CompleteReply = (await complete(hunter, battle.id)).json();
    expect(late.nextBattle?.countdownSeconds).toBe(0);
    expect(await storedHunter(t, hunter.user.id)).toEqual(before);

    // Still answered after the next monster has been summoned.
    expect((await createNext(hunter, { ...paid.nextBattle })).statusCode).toBe(201);
    const afterNext = await complete(hunter, battle.id);
    expect(afterNext.statusCode).toBe(200);
    expect(afterNext.json()).toMatchObject({ alreadyClaimed: true, xpGained: paid.xpGained });
    expect(await storedHunter(t, hunter.user.id)).toEqual(before);
  });

  it("keeps the paying claim's reply on the battle, written with the payment", async () => {
    const { hunter, battle } = await slayFirstMonster();
    const { alreadyClaimed: _, ...reply }: CompleteReply = (
      await complete(hunter, battle.id)
    ).json();
    const stored = await t.db.execute(
      sql`SELECT settlement_result FROM battles WHERE id = ${battle.id}`,
    );
    expect(stored.rows[0]?.settlement_result).toEqual(reply);
    const unpaid = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM battles WHERE settlement_result IS NOT NULL AND paid_at IS NULL`,
    );
    expect(unpaid.rows[0]?.n).toBe(0);
  });

  it("still refuses a repeated claim of a victory paid before replies were stored", async () => {
    const { hunter, battle } = await slayFirstMonster();
    expect((await complete(hunter, battle.id)).statusCode).toBe(200);
    await t.db.execute(sql`UPDATE battles SET settlement_result = NULL WHERE id = ${battle.id}`);
    const again = await complete(hunter, battle.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already claimed this victory.");
  });

  it("answers another hunter's claim as an unknown battle, even once it is paid", async () => {
    const { hunter, battle } = await slayFirstMonster();
    expect((await complete(hunter, battle.id)).statusCode).toBe(200);
    const intruder = await signUpOnboarded(t.app);
    const response = await complete(intruder, battle.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("That battle does not exist.");
  });

  it("answers with the next monster of the run and its 30-second countdown", async () => {
    const { hunter, battle, xp } = await slayFirstMonster();
    const response = await complete(hunter, battle.id);
    expect(response.statusCode).toBe(200);
    const reply: CompleteReply = response.json();
    expect(reply).toEqual({
      message: "Goblin Scout defeated! Next Enemy Approaching: Goblin Scout.",
      nextBattle: {
        battleId: battle.id,
        dungeonId: battle.dungeonId,
        enemyIndex: 1,
        monsterName: "Goblin Scout",
        countdownSeconds: 30,
      },
      dungeonComplete: null,
      xpGained: xp,
      goldEarned: 4,
      levelsGained: 0,
      newLevel: 1,
      previousLevel: 1,
      unlocks: { achievements: [], titles: [] },
      alreadyClaimed: false,
    });
    const active = await t.app.inject({
      url: "/api/battles/active",
      headers: { cookie: hunter.cookie },
    });
    expect(active.json()).toBeNull();
  });

  it("refuses a battle that ended in defeat or escape", async () => {
    const hunter = await signUpOnboarded(t.app);
    const battle = await enterWarren(hunter);
    t.random.next(0);
    await battleAction(t, hunter, battle.id, "run-away");
    const response = await complete(hunter, battle.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("This battle is already over.");
  });
});

describe("POST /api/battles/create-next", () => {
  it("starts the next monster of a won run, on the run's timer", async () => {
    const { hunter, battle } = await slayFirstMonster();
    const { nextBattle } = (await complete(hunter, battle.id)).json() as CompleteReply;
    t.clock.advance(30_000);
    const response = await createNext(hunter, { ...nextBattle });
    expect(response.statusCode).toBe(201);
    const reply: CreateNextReply = response.json();
    expect(reply.monsterName).toBe("Goblin Scout");
    expect(reply.battle).toMatchObject({
      status: "active",
      enemyIndex: 1,
      enemyCount: 4,
      dungeonId: battle.dungeonId,
      deathTimerStartedAt: battle.deathTimerStartedAt,
      monsterCurrentHP: getMonster("goblin-scout").maxHP,
      damageDealt: 0,
      skillUsed: false,
    });
    expect(reply.battle.secondsLeft).toBe(1770); // 30.75 s since the run began
    const active = await t.app.inject({
      url: "/api/battles/active",
      headers: { cookie: hunter.cookie },
    });
    expect(active.json().id).toBe(reply.battle.id);
  });

  it("creates one battle however many calls race, and answers each with it", async () => {
    const { hunter, battle } = await slayFirstMonster();
    const { nextBattle } = (await complete(hunter, battle.id)).json() as CompleteReply;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => createNext(hunter, { ...nextBattle })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().battle.id)).size).toBe(1);
    const rows = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM battles WHERE user_id = ${hunter.user.id}`,
    );
    expect(rows.rows[0]?.n).toBe(2);
  });

  it("is refused without a won battle waiting for its next monster", async () => {
    const hunter = await signUpOnboarded(t.app);
    const nothing = await createNext(hunter, {});
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(
      "No monster is waiting for you. Win a battle of a dungeon run first.",
    );
    const battle = await enterWarren(hunter);
    const during = await createNext(hunter, { battleId: battle.id });
    expect(during.statusCode).toBe(409);
    expect(during.json().message).toBe("You are already in a battle. Finish it or run away first.");
  });

  it("is refused for a monster that is not the next one of the run", async () => {
    const { hunter, battle } = await slayFirstMonster();
    const { nextBattle } = (await complete(hunter, battle.id)).json() as CompleteReply;
    for (const payload of [
      { ...nextBattle, enemyIndex: 3 },
      { ...nextBattle, dungeonId: "6f1c1c1e-8f6e-4a8e-9a43-1d2b3c4d5e6f" },
      { ...nextBattle, battleId: "6f1c1c1e-8f6e-4a8e-9a43-1d2b3c4d5e6f" },
    ]) {
      const response = await createNext(hunter, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe("That is not the next monster of your run.");
    }
    const bad = await createNext(hunter, { battleId: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("That battle id is not valid.");
  });

  it("is refused once the run's 30 minutes are over, and the hunter leaves the gate", async () => {
    const { hunter, battle } = await slayFirstMonster();
    const { nextBattle } = (await complete(hunter, battle.id)).json() as CompleteReply;
    t.clock.advance(1800_000);
    const response = await createNext(hunter, { ...nextBattle });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "Time's Up! The 30-minute battle timer has expired. You have been defeated!",
    );
    expect((await storedHunter(t, hunter.user.id)).in_dungeon).toBe(false);
  });
});

describe("clearing a dungeon", () => {
  it("pays the boss, the dungeon's XP and gold, levels, a rolled drop, and counts the clear", async () => {
    const hunter = await signUpOnboarded(t.app);
    // Strong enough to fell each Warren monster with one Jab.
    await setStats(t, hunter.user.id, { strength: 300 });
    let battle = await enterWarren(hunter);
    let attackXp = 0;
    let killGold = 0;
    let levelsGained = 0;
    let reply: CompleteReply | undefined;
    for (let index = 0; index < WARREN.enemySequence.length; index += 1) {
      const attack = await landAttack(t, hunter, battle.id);
      expect(attack.monsterCurrentHP).toBe(0);
      attackXp += attack.xpGained;
      killGold += goldForKill(getMonster(WARREN.enemySequence[index] as string));
      if (index === WARREN.enemySequence.length - 1) t.random.next(0, 0); // drop, then pick
      reply = (await complete(hunter, battle.id)).json();
      levelsGained += reply?.levelsGained ?? 0;
      if (reply?.nextBattle) {
        const next = await createNext(hunter, { ...reply.nextBattle });
        battle = next.json().battle;
      }
    }
    const gained = applyXpGain(
      { level: 1, currentXP: 0, totalXP: 0 },
      attackXp + WARREN.rewards.xp,
    );
    const drop = dropTable(WARREN.rewards.type, WARREN.rank)[0];
    expect(reply?.nextBattle).toBeNull();
    expect(reply?.dungeonComplete).toEqual({
      dungeonName: "Goblin Warren",
      xp: WARREN.rewards.xp,
      gold: WARREN.rewards.gold,
      itemDropped: drop?.name,
      levelsGained: reply?.levelsGained,
      newLevel: gained.level,
      monstersSlain: WARREN.enemySequence.map((id) => ({
        name: getMonster(id).name,
        damage: expect.any(Number),
        reps: 3,
      })),
      party: null,
    });
    expect(reply?.previousLevel).toBe(gained.level - (reply?.levelsGained ?? 0));
    expect(gained.levelsGained).toBeGreaterThan(0);
    expect(levelsGained).toBe(gained.levelsGained);
    expect(await storedHunter(t, hunter.user.id)).toMatchObject({
      level: gained.level,
      current_xp: gained.currentXP,
      total_xp: attackXp + WARREN.rewards.xp,
      gold: killGold + WARREN.rewards.gold,
      dungeons_cleared: 1,
      magical_beasts_killed: 4,
      in_dungeon: false,
    });
    // A dropped Minor Healing Potion joins the starter stack of 3.
    const inventory = await t.app.inject({
      url: "/api/inventory",
      headers: { cookie: hunter.cookie },
    });
    expect(inventory.json().find((i: { name: string }) => i.name === drop?.name)?.quantity).toBe(4);

    // The boss claimed again: the same rewards and drop, paid and rolled once.
    t.random.next(0, 0);
    const again = await complete(hunter, battle.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...reply, alreadyClaimed: true });
    expect((await storedHunter(t, hunter.user.id)).gold).toBe(killGold + WARREN.rewards.gold);
    const inventoryAgain = await t.app.inject({
      url: "/api/inventory",
      headers: { cookie: hunter.cookie },
    });
    expect(
      inventoryAgain.json().find((i: { name: string }) => i.name === drop?.name)?.quantity,
    ).toBe(4);

    const after = await createNext(hunter, { battleId: battle.id });
    expect(after.statusCode).toBe(409);
  });

  it("drops nothing when the roll misses", async () => {
    const hunter = await signUpOnboarded(t.app);
    await setStats(t, hunter.user.id, { strength: 300 });
    const response = await enter(t, hunter, await spawnDungeon(t, WARREN.id));
    const battle: Battle = response.json().battle;
    await t.db.execute(
      sql`UPDATE battles SET enemy_index = 3, monster_id = 'chieftain-grukk', is_boss = true WHERE id = ${battle.id}`,
    );
    restFor(t, 3);
    await landAttack(t, hunter, battle.id);
    const reply: CompleteReply = (await complete(hunter, battle.id)).json();
    expect(reply.dungeonComplete?.itemDropped).toBeNull();
    expect((await storedHunter(t, hunter.user.id)).dungeons_cleared).toBe(1);
  });
});
