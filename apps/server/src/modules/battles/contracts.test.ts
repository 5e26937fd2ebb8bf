import {
  attackReplySchema,
  battleSchema,
  completeReplySchema,
  createNextReplySchema,
  enterDungeonReplySchema,
  pendingNextReplySchema,
  runAwayReplySchema,
  skillReplySchema,
} from "@repgate/contracts/battles";
import { dungeonListSchema } from "@repgate/contracts/dungeons";
import { inventoryItemSchema, useItemReplySchema } from "@repgate/contracts/inventory";
import { leaderboardSchema } from "@repgate/contracts/leaderboard";
import { movementRunSchema } from "@repgate/contracts/movement";
import { errorReplySchema } from "@repgate/contracts/user";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  attack,
  battleAction,
  enter,
  restFor,
  setHealth,
  spawnDungeon,
  woundMonster,
} from "../../test/dungeon-helpers.ts";
import { signUpOnboarded } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** The reply matches its contract exactly: nothing missing, nothing the contract lacks. */
function conforms(schema: z.ZodType, response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(schema.parse(body)).toEqual(body);
  return body;
}

describe("every core-loop reply matches packages/contracts", () => {
  it("from the dungeon list to a cleared first monster", async () => {
    const hunter = await signUpOnboarded(t.app);
    const headers = { cookie: hunter.cookie };
    conforms(dungeonListSchema, await t.app.inject({ url: "/api/dungeons", headers }));
    const entered = conforms(
      enterDungeonReplySchema,
      await enter(t, hunter, await spawnDungeon(t, "goblin-warren")),
      201,
    );
    const battleId = entered.battle.id;
    conforms(battleSchema, await t.app.inject({ url: "/api/battles/active", headers }));
    restFor(t, 3);
    conforms(attackReplySchema, await attack(t, hunter, battleId));
    restFor(t, 5);
    conforms(skillReplySchema, await battleAction(t, hunter, battleId, "skill", { reps: 5 }));
    await woundMonster(t, battleId, 1);
    restFor(t, 3);
    conforms(attackReplySchema, await attack(t, hunter, battleId));
    const completed = conforms(
      completeReplySchema,
      await battleAction(t, hunter, battleId, "complete"),
    );
    expect(completed.alreadyClaimed).toBe(false);
    const pending = conforms(
      pendingNextReplySchema,
      await t.app.inject({ url: "/api/battles/pending-next", headers }),
    );
    expect(pending).toEqual(completed.nextBattle);
    const next = await t.app.inject({
      method: "POST",
      url: "/api/battles/create-next",
      headers,
      payload: completed.nextBattle,
    });
    const created = conforms(createNextReplySchema, next, 201);
    t.random.next(0.99);
    conforms(runAwayReplySchema, await battleAction(t, hunter, created.battle.id, "run-away"));
    const inventory = conforms(
      z.array(inventoryItemSchema),
      await t.app.inject({ url: "/api/inventory", headers }),
    );
    await setHealth(t, hunter.user.id, 10);
    conforms(
      useItemReplySchema,
      await t.app.inject({
        method: "POST",
        url: "/api/inventory/use-item",
        headers,
        payload: { itemId: inventory[0].id },
      }),
    );
    conforms(leaderboardSchema, await t.app.inject({ url: "/api/leaderboard", headers }));
    const again = conforms(
      completeReplySchema,
      await battleAction(t, hunter, battleId, "complete"),
    );
    expect(again.alreadyClaimed).toBe(true);
    expect(
      conforms(
        pendingNextReplySchema,
        await t.app.inject({ url: "/api/battles/pending-next", headers }),
      ),
    ).toBeNull();
    conforms(errorReplySchema, await battleAction(t, hunter, created.battle.id, "complete"), 409);
  });

  it("on a movement run", async () => {
    const hunter = await signUpOnboarded(t.app);
    const headers = { cookie: hunter.cookie };
    const entered = conforms(
      enterDungeonReplySchema,
      await enter(t, hunter, await spawnDungeon(t, "riverside-patrol")),
      201,
    );
    const runId = entered.movementRun.id;
    conforms(
      movementRunSchema,
      await t.app.inject({
        method: "POST",
        url: `/api/movement/${runId}/samples`,
        headers,
        payload: { lat: 48, lon: 2, timestamp: t.clock.now().getTime() },
      }),
    );
    conforms(movementRunSchema, await t.app.inject({ url: "/api/movement/active", headers }));
    conforms(
      movementRunSchema,
      await t.app.inject({ method: "POST", url: `/api/movement/${runId}/abandon`, headers }),
    );
  });
});
