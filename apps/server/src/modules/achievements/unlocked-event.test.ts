import type { EnterDungeonReply } from "@repgate/contracts/battles";
import type { DomainEvent } from "@repgate/contracts/events";
import type { MovementRun } from "@repgate/contracts/movement";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enter, spawnDungeon } from "../../test/dungeon-helpers.ts";
import { type EventListener, listenForEvents } from "../../test/event-listener.ts";
import { type Hunter, signUpOnboarded } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let events: EventListener;
beforeAll(async () => {
  t = await createTestApp();
  events = await listenForEvents(t.pool);
});
beforeEach(() => t.random.reset());

/** Riverside Patrol: 1 km in 30 minutes. One step of 0.0018° north is about 200 m. */
const STEP = 0.0018;

function reading(steps: number) {
  return { lat: 48 + steps * STEP, lon: 2, accuracy: 8, timestamp: t.clock.now().getTime() };
}

/**
 * Walks a movement run to its end: the run's reply is the run, so only the socket can tell the
 * hunter what its payment unlocked.
 */
async function clearPatrol(hunter: Hunter): Promise<MovementRun> {
  const entered: EnterDungeonReply = (
    await enter(t, hunter, await spawnDungeon(t, "riverside-patrol"))
  ).json();
  const runId = entered.movementRun?.id;
  let last: MovementRun | undefined;
  for (let step = 0; step <= 6; step += 1) {
    if (step > 0) t.clock.advance(60_000);
    last = (
      await t.app.inject({
        method: "POST",
        url: `/api/movement/${runId}/samples`,
        headers: { cookie: hunter.cookie },
        payload: reading(step),
      })
    ).json();
    if (last?.status === "completed") break;
  }
  if (last?.status !== "completed") throw new Error("the patrol did not complete");
  return last;
}

const unlockedOf = (list: DomainEvent[]) => list.filter((e) => e.type === "hunterUnlocked");

describe("the hunterUnlocked event", () => {
  it("tells the hunter's tabs of the achievement a movement run's payment unlocked", async () => {
    const hunter = await signUpOnboarded(t.app);
    await t.pool.query("UPDATE users SET dungeons_cleared = 9 WHERE id = $1", [hunter.user.id]);
    await events.take();
    await clearPatrol(hunter);
    expect(unlockedOf(await events.take())).toEqual([
      {
        type: "hunterUnlocked",
        userId: hunter.user.id,
        achievementIds: ["dungeons_10"],
        titles: [],
      },
    ]);
  });

  it("names the title earned with it: Shadow Hunter at 25 dungeons", async () => {
    const hunter = await signUpOnboarded(t.app);
    await t.pool.query("UPDATE users SET dungeons_cleared = 24 WHERE id = $1", [hunter.user.id]);
    await events.take();
    await clearPatrol(hunter);
    expect(unlockedOf(await events.take())).toEqual([
      {
        type: "hunterUnlocked",
        userId: hunter.user.id,
        // Gate Breaker (10 dungeons) was never unlocked for this hunter set straight to 24.
        achievementIds: ["dungeons_10"],
        titles: ["Shadow Hunter"],
      },
    ]);
  });

  it("is not sent when a payment unlocks nothing, nor for what is unlocked already", async () => {
    const hunter = await signUpOnboarded(t.app);
    await events.take();
    await clearPatrol(hunter);
    expect(unlockedOf(await events.take())).toEqual([]);

    await t.pool.query("UPDATE users SET dungeons_cleared = 9 WHERE id = $1", [hunter.user.id]);
    await clearPatrol(hunter);
    expect(unlockedOf(await events.take())).toHaveLength(1);
    await clearPatrol(hunter);
    expect(unlockedOf(await events.take())).toEqual([]);
  });

  it("tells the hunter's tabs of the level a movement run's payment raised (its reply is the run)", async () => {
    const hunter = await signUpOnboarded(t.app);
    // One XP short of level 2 (floor(1000 * 1^1.5)): the patrol's XP raises the level.
    await t.pool.query("UPDATE users SET current_xp = 999, total_xp = 999 WHERE id = $1", [
      hunter.user.id,
    ]);
    await events.take();
    await clearPatrol(hunter);
    const levelled = (await events.take()).filter((e) => e.type === "hunterLeveledUp");
    expect(levelled).toEqual([{ type: "hunterLeveledUp", userId: hunter.user.id, from: 1, to: 2 }]);
    await clearPatrol(hunter);
    expect((await events.take()).filter((e) => e.type === "hunterLeveledUp")).toEqual([]);
  });
});
