import type { DomainEvent } from "@repgate/contracts/events";
import type { MovementRun } from "@repgate/contracts/movement";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  attack,
  battleAction,
  enter,
  enterCombat,
  landAttack,
  restFor,
  setHealth,
  spawnDungeon,
  woundMonster,
} from "../../test/dungeon-helpers.ts";
import { type EventListener, listenForEvents } from "../../test/event-listener.ts";
import { type Hunter, signUpOnboarded } from "../../test/factories.ts";
import { runTimeLimitJob } from "../../test/queued-jobs.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { NO_CRITICAL } from "../../test/test-random.ts";

let t: TestApp;
let events: EventListener;
beforeAll(async () => {
  t = await createTestApp();
  events = await listenForEvents(t.pool);
});

beforeEach(() => t.random.reset());

/** The events in a stable order, so a test can name exactly the set it expects. */
function sorted(list: DomainEvent[]): DomainEvent[] {
  return [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

const run = (hunter: Hunter): DomainEvent => ({ type: "runChanged", userId: hunter.user.id });
/** A strike's runChanged: it carries the battle's new figures, for the hunter's screens. */
const struck = (hunter: Hunter, battleId: string): DomainEvent => ({
  type: "runChanged",
  userId: hunter.user.id,
  struck: expect.objectContaining({ battleId }),
});
const hunterOf = (hunter: Hunter): DomainEvent => ({
  type: "hunterChanged",
  userId: hunter.user.id,
});

/** Drinks one of the Minor Healing Potions every new hunter starts with. */
async function drinkPotion(hunter: Hunter) {
  const headers = { cookie: hunter.cookie };
  const items: { id: string; name: string }[] = (
    await t.app.inject({ url: "/api/inventory", headers })
  ).json();
  const potion = items.find((item) => item.name === "Minor Healing Potion");
  return t.app.inject({
    method: "POST",
    url: "/api/inventory/use-item",
    headers,
    payload: { itemId: potion?.id },
  });
}

/** Two hunters in a fight each; events are taken, so each test sees only its own. */
async function twoFights() {
  const hunter = await signUpOnboarded(t.app);
  const bystander = await signUpOnboarded(t.app);
  const { battle } = await enterCombat(t, hunter);
  await enterCombat(t, bystander);
  await events.take();
  return { hunter, bystander, battle };
}

describe("a run announces its changes to its hunter only", () => {
  it("entering a gate announces the run and the hunter (in a gate now)", async () => {
    const hunter = await signUpOnboarded(t.app);
    await events.take();
    await enterCombat(t, hunter);
    expect(sorted(await events.take())).toEqual(sorted([run(hunter), hunterOf(hunter)]));
  });

  it("an attack the monster answers announces the run and the hunter's HP", async () => {
    const { hunter, battle } = await twoFights();
    t.random.next(NO_CRITICAL, 0);
    const reply = await landAttack(t, hunter, battle.id);
    expect(reply.monsterCounterAttack).toBe(true);
    expect(sorted(await events.take())).toEqual(
      sorted([struck(hunter, battle.id), hunterOf(hunter)]),
    );
  });

  it("an attack that leaves the hunter's HP alone announces the run alone", async () => {
    const { hunter, battle } = await twoFights();
    const reply = await landAttack(t, hunter, battle.id);
    expect(reply.monsterCounterAttack).toBe(false);
    expect(await events.take()).toEqual([struck(hunter, battle.id)]);
  });

  it("a refused action is rolled back and announces nothing", async () => {
    const { hunter, bystander, battle } = await twoFights();
    // Too fast for the pace rule: refused inside the transaction.
    expect((await attack(t, hunter, battle.id)).statusCode).toBe(429);
    // Another hunter's battle: not found.
    restFor(t, 3);
    expect((await attack(t, bystander, battle.id)).statusCode).toBe(404);
    // The skill with the wrong number of reps.
    const skill = await battleAction(t, hunter, battle.id, "skill", { reps: 1 });
    expect(skill.statusCode).toBe(400);
    expect(await events.take()).toEqual([]);
  });

  it("a Healer's Heal announces the run and the hunter's HP", async () => {
    const { hunter, battle } = await twoFights();
    await t.db.execute(sql`UPDATE users SET user_class = 'Healer' WHERE id = ${hunter.user.id}`);
    await setHealth(t, hunter.user.id, 20);
    await events.take();
    restFor(t, 6);
    const heal = await battleAction(t, hunter, battle.id, "skill", { reps: 6 });
    expect(heal.json()).toMatchObject({ healing: 41 });
    expect(sorted(await events.take())).toEqual(
      sorted([struck(hunter, battle.id), hunterOf(hunter)]),
    );
  });

  it("a claim announces the run, the hunter and the gold; a repeated claim nothing", async () => {
    const { hunter, battle } = await twoFights();
    await woundMonster(t, battle.id);
    await landAttack(t, hunter, battle.id);
    await events.take();
    expect((await battleAction(t, hunter, battle.id, "complete")).statusCode).toBe(200);
    expect(sorted(await events.take())).toEqual(
      sorted([
        run(hunter),
        hunterOf(hunter),
        { type: "walletChanged", userId: hunter.user.id, currency: "gold" },
      ]),
    );
    const again = await battleAction(t, hunter, battle.id, "complete");
    expect(again.json()).toMatchObject({ alreadyClaimed: true });
    expect(await events.take()).toEqual([]);
  });

  it("the next monster announces the run", async () => {
    const { hunter, battle } = await twoFights();
    await woundMonster(t, battle.id);
    await landAttack(t, hunter, battle.id);
    await battleAction(t, hunter, battle.id, "complete");
    t.clock.advance(30_000);
    await events.take();
    const next = await t.app.inject({
      method: "POST",
      url: "/api/battles/create-next",
      headers: { cookie: hunter.cookie },
      payload: {},
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(await events.take()).toEqual([run(hunter)]);
  });

  it("an escape announces the run and the hunter (out of the gate); a failed one the HP", async () => {
    const { hunter, battle } = await twoFights();
    t.random.next(0.9999);
    const failed = await battleAction(t, hunter, battle.id, "run-away");
    expect(failed.json()).toMatchObject({ success: false, playerDefeated: false });
    expect(sorted(await events.take())).toEqual(sorted([run(hunter), hunterOf(hunter)]));
    t.random.next(0);
    const escaped = await battleAction(t, hunter, battle.id, "run-away");
    expect(escaped.json()).toMatchObject({ success: true });
    // The reply says the hunter got away; their inDungeon is read by this hunterChanged.
    expect(sorted(await events.take())).toEqual(sorted([run(hunter), hunterOf(hunter)]));
  });

  it("a defeat announces the run and the hunter", async () => {
    const { hunter, battle } = await twoFights();
    await setHealth(t, hunter.user.id, 1);
    await events.take();
    t.random.next(NO_CRITICAL, 0);
    const reply = await landAttack(t, hunter, battle.id);
    expect(reply.playerDefeated).toBe(true);
    expect(sorted(await events.take())).toEqual(sorted([run(hunter), hunterOf(hunter)]));
  });

  it("a potion drunk in battle announces the run (its line in the log)", async () => {
    const { hunter } = await twoFights();
    await setHealth(t, hunter.user.id, 50);
    await events.take();
    expect((await drinkPotion(hunter)).statusCode).toBe(200);
    const heard = await events.take();
    expect(heard).toContainEqual(run(hunter));
    expect(
      heard.filter((event) => !("userId" in event) || event.userId !== hunter.user.id),
    ).toEqual([]);
  });

  it("a potion drunk outside a battle leaves the run alone", async () => {
    const hunter = await signUpOnboarded(t.app);
    await setHealth(t, hunter.user.id, 50);
    await events.take();
    expect((await drinkPotion(hunter)).statusCode).toBe(200);
    expect(await events.take()).not.toContainEqual(run(hunter));
  });
});

describe("the time limit's job", () => {
  it("announces the timer defeat it settles; reads announce nothing", async () => {
    const { hunter } = await twoFights();
    const active = () =>
      t.app.inject({ url: "/api/battles/active", headers: { cookie: hunter.cookie } });
    expect((await active()).json()).not.toBeNull();
    expect(await events.take()).toEqual([]);
    t.clock.advance(31 * 60_000);
    expect((await active()).json()).toBeNull();
    expect(await events.take()).toEqual([]);
    await runTimeLimitJob(t, hunter.user.id);
    // The bystander's battle is overdue too, but each run has its own job.
    expect(sorted(await events.take())).toEqual(sorted([run(hunter), hunterOf(hunter)]));
  });
});

describe("leaving a gate between two monsters", () => {
  it("announces the run once the countdown's run ran out of time, by its job", async () => {
    const { hunter, battle } = await twoFights();
    await woundMonster(t, battle.id);
    await landAttack(t, hunter, battle.id);
    await battleAction(t, hunter, battle.id, "complete");
    await events.take();
    const pending = () =>
      t.app.inject({ url: "/api/battles/pending-next", headers: { cookie: hunter.cookie } });
    expect((await pending()).json()).not.toBeNull();
    expect(await events.take()).toEqual([]);
    t.clock.advance(31 * 60_000);
    expect((await pending()).json()).toBeNull();
    expect(await events.take()).toEqual([]);
    await runTimeLimitJob(t, hunter.user.id);
    expect(sorted(await events.take())).toEqual(sorted([run(hunter), hunterOf(hunter)]));
  });
});

describe("a movement run", () => {
  const PATROL = "riverside-patrol";

  async function startRun(): Promise<{ hunter: Hunter; movementRun: MovementRun }> {
    const hunter = await signUpOnboarded(t.app);
    const gate = await spawnDungeon(t, PATROL);
    await events.take();
    const response = await enter(t, hunter, gate);
    const movementRun = response.json().movementRun as MovementRun;
    expect(sorted(await events.take())).toEqual(sorted([run(hunter), hunterOf(hunter)]));
    return { hunter, movementRun };
  }

  it("announces every reading, the abandon, and nothing for a refused abandon", async () => {
    const { hunter, movementRun } = await startRun();
    const headers = { cookie: hunter.cookie };
    t.clock.advance(60_000);
    const sample = await t.app.inject({
      method: "POST",
      url: `/api/movement/${movementRun.id}/samples`,
      headers,
      payload: { lat: 48, lon: 2, accuracy: 8, timestamp: t.clock.now().getTime() },
    });
    expect(sample.statusCode, sample.body).toBe(200);
    expect(await events.take()).toEqual([run(hunter)]);
    const abandon = () =>
      t.app.inject({ method: "POST", url: `/api/movement/${movementRun.id}/abandon`, headers });
    expect((await abandon()).statusCode).toBe(200);
    expect(sorted(await events.take())).toEqual(sorted([run(hunter), hunterOf(hunter)]));
    expect((await abandon()).statusCode).toBe(409);
    expect(await events.take()).toEqual([]);
  });

  it("announces its expiry at the time limit, by its job", async () => {
    const { hunter } = await startRun();
    t.clock.advance(3 * 3_600_000);
    const active = await t.app.inject({
      url: "/api/movement/active",
      headers: { cookie: hunter.cookie },
    });
    expect(active.body).toBe("null");
    expect(await events.take()).toEqual([]);
    await runTimeLimitJob(t, hunter.user.id);
    expect(sorted(await events.take())).toEqual(sorted([run(hunter), hunterOf(hunter)]));
  });
});
