import { randomUUID } from "node:crypto";
import type { EnterDungeonReply } from "@repgate/contracts/battles";
import { DUNGEON_TEMPLATES } from "@repgate/game/content/dungeons";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  enter,
  enterCombat,
  findLiveDungeon,
  spawnDungeon,
  storedHunter,
} from "../../test/dungeon-helpers.ts";
import { signUp, signUpOnboarded } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function activeBattles(userId: string): Promise<number> {
  const result = await t.db.execute(
    sql`SELECT count(*)::int AS n FROM battles WHERE user_id = ${userId} AND status = 'active'`,
  );
  return Number(result.rows[0]?.n);
}

describe("POST /api/dungeons/{id}/enter", () => {
  it("starts the battle with the first monster and puts the hunter in the dungeon", async () => {
    const hunter = await signUpOnboarded(t.app);
    const dungeon = await findLiveDungeon(t, hunter, "combat");
    const response = await enter(t, hunter, dungeon.id);
    expect(response.statusCode).toBe(201);
    const reply: EnterDungeonReply = response.json();
    expect(reply.monsterName).toBe(dungeon.enemySequence[0]);
    expect(reply.dungeon.id).toBe(dungeon.id);
    expect(reply.movementRun).toBeNull();
    expect(reply.battle).toMatchObject({
      dungeonId: dungeon.id,
      dungeonName: dungeon.name,
      status: "active",
      enemyIndex: 0,
      enemyCount: dungeon.enemySequence.length,
      monsterName: dungeon.enemySequence[0],
      damageDealt: 0,
      xpGained: 0,
      deathTimer: 1800,
      secondsLeft: 1800,
      deathTimerStartedAt: t.clock.now().toISOString(),
      playerCurrentHP: 100,
      playerMaxHP: 100,
      skillUsed: false,
      skill: { name: "Berserk", reps: 5 },
      attackSet: "unarmed",
      buff: null,
    });
    expect(reply.battle?.monsterCurrentHP).toBe(reply.battle?.monsterMaxHP);
    expect(reply.battle?.attacks.map((a) => [a.name, a.reps])).toEqual([
      ["Jab", 3],
      ["Haymaker", 6],
      ["Fist Flurry", 8],
    ]);
    expect((await storedHunter(t, hunter.user.id)).in_dungeon).toBe(true);

    const active = await t.app.inject({
      url: "/api/battles/active",
      headers: { cookie: hunter.cookie },
    });
    expect(active.statusCode).toBe(200);
    expect(active.headers["cache-control"]).toBe("no-store");
    expect(active.json().id).toBe(reply.battle?.id);
  });

  it("refuses a second dungeon while a battle is active, with a message", async () => {
    const hunter = await signUpOnboarded(t.app);
    const { dungeon } = await enterCombat(t, hunter);
    const again = await enter(t, hunter, dungeon.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You are already in a battle. Finish it or run away first.");
    expect(await activeBattles(hunter.user.id)).toBe(1);
  });

  it("lets exactly one of ten concurrent entries in", async () => {
    const hunter = await signUpOnboarded(t.app);
    const dungeon = await findLiveDungeon(t, hunter, "combat");
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => enter(t, hunter, dungeon.id)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await activeBattles(hunter.user.id)).toBe(1);
  });

  it("refuses an expired dungeon with 409 and an unknown one with 404", async () => {
    const hunter = await signUpOnboarded(t.app);
    const dungeonId = await spawnDungeon(t, "goblin-warren");
    const now = t.clock.now().getTime();
    await t.db.execute(
      sql`UPDATE dungeons SET spawns_at = ${new Date(now - 5000)}, expires_at = ${new Date(now - 1000)} WHERE id = ${dungeonId}`,
    );
    const expired = await enter(t, hunter, dungeonId);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe("This dungeon has expired.");

    const unknown = await enter(t, hunter, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("That dungeon does not exist.");
    expect(await activeBattles(hunter.user.id)).toBe(0);
    expect((await storedHunter(t, hunter.user.id)).in_dungeon).toBe(false);
  });

  it("answers a malformed id with 400", async () => {
    const hunter = await signUpOnboarded(t.app);
    const response = await enter(t, hunter, "not-a-uuid");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "That dungeon id is not valid.",
      code: "bad_request",
    });
  });

  it("is only for hunters who finished their awakening", async () => {
    const fresh = await signUp(t.app);
    const onboarded = await signUpOnboarded(t.app);
    const dungeon = await findLiveDungeon(t, onboarded, "combat");
    const response = await enter(t, fresh, dungeon.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      "Finish your awakening and choose a class before entering a gate.",
    );
    expect(await activeBattles(fresh.user.id)).toBe(0);
  });

  it("is 401 signed out", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/dungeons/${randomUUID()}/enter`,
    });
    expect(response.statusCode).toBe(401);
  });

  it("starts a movement run for a movement dungeon", async () => {
    const hunter = await signUpOnboarded(t.app);
    const template = DUNGEON_TEMPLATES.find((d) => d.type === "movement" && d.rank === "E");
    const dungeonId = await spawnDungeon(t, template?.id ?? "");
    const response = await enter(t, hunter, dungeonId);
    expect(response.statusCode).toBe(201);
    const reply: EnterDungeonReply = response.json();
    expect(reply.battle).toBeNull();
    expect(reply.monsterName).toBeNull();
    expect(reply.movementRun).toMatchObject({
      dungeonId,
      dungeonName: template?.name,
      status: "active",
      distanceCovered: 0,
      requiredDistance: template?.type === "movement" ? template.requiredDistance : -1,
      timeLimit: 1800,
      secondsLeft: 1800,
      paceSecondsPerKm: null,
      rewards: null,
    });
    expect((await storedHunter(t, hunter.user.id)).in_dungeon).toBe(true);

    const combat = await findLiveDungeon(t, hunter, "combat");
    const blocked = await enter(t, hunter, combat.id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(
      "You are already on a movement run. Finish or abandon it first.",
    );
  });
});

describe("GET /api/battles/active", () => {
  it("is 200 with null when the hunter has no battle", async () => {
    const hunter = await signUpOnboarded(t.app);
    const response = await t.app.inject({
      url: "/api/battles/active",
      headers: { cookie: hunter.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.body).toBe("null");
  });
});
