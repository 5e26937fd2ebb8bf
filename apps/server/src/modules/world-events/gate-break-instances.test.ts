import { GATE_BREAKER_TITLE, worldBossRewards } from "@repgate/game/rules/world-boss";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/unit-of-work.ts";
import { attack, restFor } from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { joinGateBreak } from "../../test/gate-break-helpers.ts";
import { until } from "../../test/instance-jobs.ts";
import { startServerProcess } from "../../test/server-process.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { setBossHP, worldEventRow } from "../../test/world-event-row.ts";
import { openWorldEvent } from "../battles/world-boss-lifecycle.ts";
import { planGateBreak } from "./schedule.ts";

// Issue 48 across server processes (main.ts, as `npm start` runs it) on one database: the
// concurrent kill on two instances, and the payment of a fallen boss across a killed instance.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

/** An open rank-E Gate Break whose boss has `hp` of `hp` HP (its maxHP too). */
async function openGateBreak(hp: number): Promise<string> {
  const event = await inTransaction(t.db, (tx) =>
    planGateBreak(tx, { rank: "E", startsAt: new Date(Date.now() - 1000), hours: 2 }),
  );
  if (!event) throw new Error("not scheduled");
  await openWorldEvent(t.db, { eventId: event.id, now: new Date() });
  await setBossHP(t.db, event.id, hp, hp);
  return event.id;
}

const eventRow = (id: string) => worldEventRow(t.db, id);

async function contributions(id: string): Promise<Map<string, number>> {
  const { rows } = await t.db.execute<{ user_id: string; damage: number }>(
    sql`SELECT user_id, damage FROM world_event_contributions WHERE world_event_id = ${id}`,
  );
  return new Map(rows.map((r) => [r.user_id, Number(r.damage)]));
}

/** Each hunter's reward entries in the ledger for the event: how many, and their gold. */
async function rewardEntries(id: string) {
  const { rows } = await t.db.execute<{ user_id: string; n: string; gold: string }>(
    sql`SELECT user_id, count(*) AS n, sum(amount) AS gold FROM ledger_entries
        WHERE reference = ${id} AND reason = 'world_boss_reward' GROUP BY user_id`,
  );
  return new Map(rows.map((r) => [r.user_id, { n: Number(r.n), gold: Number(r.gold) }]));
}

async function joinOn(base: string, hunter: Hunter, eventId: string): Promise<string> {
  const response = await fetch(`${base}/api/world-events/${eventId}/join`, {
    method: "POST",
    headers: { cookie: hunter.cookie },
  });
  const body = (await response.json()) as { battleId: string };
  expect(response.status).toBe(201);
  return body.battleId;
}

async function attackOn(base: string, hunter: Hunter, battleId: string) {
  const response = await fetch(`${base}/api/battles/${battleId}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", cookie: hunter.cookie },
    body: JSON.stringify({ attack: "light", reps: 3 }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { damage?: number; monsterCurrentHP?: number },
  };
}

/**
 * Two instances, 16 hunters split over them, an open Gate Break of `maxHP`, and one light attack
 * from every hunter at the same moment once the pace rule allows it.
 */
async function volleyOnTwoInstances(maxHP: number) {
  const [a, b] = await Promise.all([
    startServerProcess(t.databaseUrl),
    startServerProcess(t.databaseUrl),
  ]);
  const baseOf = (i: number) => (i % 2 === 0 ? a : b).base;
  const hunters = await Promise.all(Array.from({ length: 16 }, () => signUpPlayer(t)));
  const eventId = await openGateBreak(maxHP);
  const battles = await Promise.all(hunters.map((h, i) => joinOn(baseOf(i), h, eventId)));
  // The pace rule: a light attack's 3 reps take 750 ms since the battle began.
  await new Promise((r) => setTimeout(r, 1_000));
  const replies = await Promise.all(
    hunters.map((h, i) => attackOn(baseOf(i), h, battles[i] ?? "")),
  );
  const stop = () => {
    a.child.kill("SIGKILL");
    b.child.kill("SIGKILL");
  };
  return { hunters, eventId, replies, stop };
}

describe("a Gate Break on two instances", () => {
  it("takes many hunters' simultaneous hits off one HP: never below 0, the kill once, no damage lost", async () => {
    // A boss that about half of the hits bring down (8 HP: eight of its 16 shards hold 1 each,
    // and a hit takes no more than its shard's HP): the kill lands mid-volley.
    const { hunters, eventId, replies, stop } = await volleyOnTwoInstances(8);

    for (const reply of replies) expect([200, 409]).toContain(reply.status);
    const row = await eventRow(eventId);
    expect(row.hp).toBe(0);
    expect(row.state).toBe("won");
    // One killing blow: the one hit whose answer saw the boss at 0; every later one refused.
    const landed = replies.filter((r) => r.status === 200);
    expect(landed.filter((r) => r.body.monsterCurrentHP === 0)).toHaveLength(1);
    expect(landed.every((r) => (r.body.monsterCurrentHP ?? -1) >= 0)).toBe(true);
    expect(hunters.map((h) => h.user.id)).toContain(row.killed_by);
    // No damage lost nor counted twice: the parts recorded add up to what the boss lost.
    const parts = await contributions(eventId);
    expect([...parts.values()].reduce((sum, d) => sum + d, 0)).toBe(row.max_hp - row.hp);
    expect(parts.size).toBe(landed.length);

    // One of the two instances pays it, once.
    await until(async () => (await eventRow(eventId)).paid_at !== null, 30_000);
    const entries = await rewardEntries(eventId);
    expect([...entries.keys()].sort()).toEqual([...parts.keys()].sort());
    expect([...entries.values()].every((e) => e.n === 1)).toBe(true);
    stop();
  }, 180_000);

  it("spreads simultaneous hits over the HP's shards, and the shards lose exactly what the hunters' parts record", async () => {
    const { hunters, eventId, replies, stop } = await volleyOnTwoInstances(100_000);

    // Every hit lands (no shard runs dry), each answer shows HP left, none below 0.
    expect(replies.map((r) => r.status)).toEqual(hunters.map(() => 200));
    expect(replies.every((r) => (r.body.monsterCurrentHP ?? 0) > 0)).toBe(true);
    const { rows: shards } = await t.db.execute<{ shard: number; hp: number }>(
      sql`SELECT shard, hp FROM world_event_hp_shards WHERE world_event_id = ${eventId}`,
    );
    expect(shards).toHaveLength(16);
    expect(shards.every((s) => s.hp >= 0)).toBe(true);
    // 16 hunters hash to more than one shard: the hits did not all queue on one row.
    expect(shards.filter((s) => s.hp < 100_000 / 16).length).toBeGreaterThan(1);
    const row = await eventRow(eventId);
    expect(row.state).toBe("open");
    const parts = await contributions(eventId);
    expect(parts.size).toBe(16);
    expect([...parts.values()].reduce((sum, d) => sum + d, 0)).toBe(
      row.max_hp - shards.reduce((sum, s) => sum + s.hp, 0),
    );
    stop();
  }, 180_000);

  it("pays each contributor exactly once when the instance paying is killed mid-payment and one restarts", async () => {
    const hunters = await Promise.all(Array.from({ length: 6 }, () => signUpPlayer(t)));
    const eventId = await openGateBreak(100_000);
    // This test's app acts on its own clock: set to the instances' (real) time, the event open.
    t.clock.set(new Date());
    const battles: string[] = [];
    for (const h of hunters) {
      const joined = await joinGateBreak(t, h, eventId);
      expect(joined.statusCode, joined.body).toBe(201);
      battles.push(joined.json().battleId);
    }
    restFor(t, 3);
    for (const [i, h] of hunters.entries()) {
      expect((await attack(t, h, battles[i] ?? "")).statusCode).toBe(200);
    }
    // The first hunter's next hit fells the boss (this test's app runs no jobs: it is queued).
    await setBossHP(t.db, eventId, 1);
    restFor(t, 3);
    const first = hunters[0] as Hunter;
    expect((await attack(t, first, battles[0] ?? "")).statusCode).toBe(200);
    expect((await eventRow(eventId)).state).toBe("won");
    const parts = await contributions(eventId);
    const before = await xpOf(hunters);

    // The payment pays hunters in id order in one transaction: holding the last one's row
    // stops it there, the others already paid inside it, when its instance is killed.
    const last = [...parts.keys()].sort().at(-1) ?? "";
    const held = await t.pool.connect();
    await held.query("BEGIN");
    await held.query("SELECT 1 FROM users WHERE id = $1 FOR UPDATE", [last]);
    const doomed = await startServerProcess(t.databaseUrl);
    // Killed while its payment job runs (taken by it) and waits on the held hunter.
    await until(async () => {
      const { rows } = await t.pool.query(
        `SELECT
           (SELECT count(*) FROM graphile_worker.jobs WHERE key = 'world-event-pay:' || $1
              AND locked_at IS NOT NULL) AS taken,
           (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()
              AND wait_event_type = 'Lock' AND query ILIKE '%users%') AS waiting`,
        [eventId],
      );
      return Number(rows[0]?.taken) > 0 && Number(rows[0]?.waiting) > 0;
    }, 60_000);
    doomed.child.kill("SIGKILL");
    await new Promise((resolve) => doomed.child.once("exit", resolve));
    await held.query("ROLLBACK");
    held.release();
    // Nothing of the half-done payment stays: not marked paid, no entry in the ledger.
    await new Promise((r) => setTimeout(r, 500));
    expect((await eventRow(eventId)).paid_at).toBeNull();
    expect((await rewardEntries(eventId)).size).toBe(0);

    // An instance starts again: the payment runs now, not after the dead one's lock expires.
    const restarted = await startServerProcess(t.databaseUrl);
    await until(async () => (await eventRow(eventId)).paid_at !== null, 60_000);
    const rewards = worldBossRewards(
      "E",
      [...parts].map(([hunterId, damage]) => ({ hunterId, damage })),
    );
    const entries = await rewardEntries(eventId);
    const after = await xpOf(hunters);
    for (const reward of rewards) {
      expect(entries.get(reward.hunterId)).toEqual({ n: 1, gold: reward.gold });
      expect((after.get(reward.hunterId)?.xp ?? 0) - (before.get(reward.hunterId)?.xp ?? 0)).toBe(
        reward.xp,
      );
      const titles = after.get(reward.hunterId)?.titles ?? [];
      expect(titles.filter((title) => title === GATE_BREAKER_TITLE)).toHaveLength(
        reward.title ? 1 : 0,
      );
    }
    expect(entries.size).toBe(rewards.length);
    restarted.child.kill("SIGKILL");
  }, 240_000);
});

async function xpOf(hunters: Hunter[]) {
  const { rows } = await t.pool.query<{ id: string; total_xp: number; unlocked_titles: string[] }>(
    "SELECT id, total_xp, unlocked_titles FROM users WHERE id = ANY($1)",
    [hunters.map((h) => h.user.id)],
  );
  return new Map(rows.map((r) => [r.id, { xp: Number(r.total_xp), titles: r.unlocked_titles }]));
}
