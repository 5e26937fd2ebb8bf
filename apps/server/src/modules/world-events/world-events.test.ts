import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/unit-of-work.ts";
import { attack, enterCombat, restFor } from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { joinGateBreak, openGateBreak as openGateBreakOf } from "../../test/gate-break-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { worldEventRow } from "../../test/world-event-row.ts";
import { closeWorldEvent, payWorldEvent } from "../battles/world-boss-lifecycle.ts";
import { planGateBreak } from "./schedule.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** An open rank-E Gate Break with `hp` HP left. */
async function openGateBreak(hp?: number): Promise<string> {
  return (await openGateBreakOf(t, hp)).id;
}

function join(hunter: Hunter, eventId: string) {
  return joinGateBreak(t, hunter, eventId);
}

async function joined(hunter: Hunter, eventId: string): Promise<string> {
  const response = await join(hunter, eventId);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().battleId;
}

const eventRow = (id: string) => worldEventRow(t.db, id);

async function damageSum(id: string): Promise<number> {
  const { rows } = await t.db.execute<{ total: string }>(
    sql`SELECT coalesce(sum(damage), 0) AS total FROM world_event_contributions WHERE world_event_id = ${id}`,
  );
  return Number(rows[0]?.total);
}

describe("joining a Gate Break", () => {
  it("opens a battle against the shared boss, once", async () => {
    const eventId = await openGateBreak();
    const hunter = await signUpPlayer(t);
    const battleId = await joined(hunter, eventId);
    const current = await t.app.inject({
      method: "GET",
      url: "/api/world-events/current",
      headers: { cookie: hunter.cookie },
    });
    expect(current.json().event).toMatchObject({ id: eventId, state: "open", battleId });
    const again = await join(hunter, eventId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You already joined this Gate Break.");
  });

  it("refuses an event that is not open yet", async () => {
    const event = await inTransaction(t.db, (tx) =>
      planGateBreak(tx, {
        rank: "E",
        startsAt: new Date(t.clock.now().getTime() + 3600_000),
        hours: 2,
      }),
    );
    const hunter = await signUpPlayer(t);
    const response = await join(hunter, event?.id ?? "");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("This Gate Break is not open.");
  });

  it("refuses a hunter who is already in a dungeon", async () => {
    const eventId = await openGateBreak();
    const hunter = await signUpPlayer(t);
    await enterCombat(t, hunter);
    const response = await join(hunter, eventId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "You are already in a dungeon. Finish it or run away first.",
    );
  });
});

describe("fighting the world boss", () => {
  it("takes each hit off the shared HP, and refuses attacks after the close", async () => {
    const eventId = await openGateBreak();
    const hunter = await signUpPlayer(t);
    const battleId = await joined(hunter, eventId);
    restFor(t, 3);
    const hit = await attack(t, hunter, battleId);
    expect(hit.statusCode).toBe(200);
    const row = await eventRow(eventId);
    expect(row?.hp).toBeLessThan(row?.max_hp ?? 0);
    expect(await damageSum(eventId)).toBe((row?.max_hp ?? 0) - (row?.hp ?? 0));

    t.clock.advance(3 * 3600_000);
    await closeWorldEvent(t.db, { eventId, now: t.clock.now() });
    expect((await eventRow(eventId))?.state).toBe("lost");
    const late = await attack(t, hunter, battleId);
    expect(late.statusCode).toBe(409);
  });

  it("records the killing blow once when many hunters strike at the same moment", async () => {
    // 6 HP over 16 shards: six shards of 1, so six of the eight hits land and the last of them
    // fells the boss; a hit never takes more than its shard's HP.
    const eventId = await openGateBreak(6);
    const hunters = await Promise.all(Array.from({ length: 8 }, () => signUpPlayer(t)));
    const battles: string[] = [];
    for (const h of hunters) battles.push(await joined(h, eventId));
    restFor(t, 3);
    const replies = await Promise.all(hunters.map((h, i) => attack(t, h, battles[i] ?? "")));
    for (const r of replies) expect([200, 409]).toContain(r.statusCode);
    const row = await eventRow(eventId);
    expect(row?.hp).toBe(0);
    expect(row?.state).toBe("won");
    expect(hunters.map((h) => h.user.id)).toContain(row?.killed_by);
    expect(await damageSum(eventId)).toBe(6);
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(6);

    // Paid once, however often the job runs.
    const goldOf = async () => {
      const { rows } = await t.db.execute<{ n: string }>(
        sql`SELECT coalesce(sum(amount), 0) AS n FROM ledger_entries WHERE reference = ${eventId}`,
      );
      return Number(rows[0]?.n);
    };
    // Two instances' runners taking the job at the same moment, then a retry after the fact.
    await Promise.all([
      payWorldEvent(t.db, { eventId, now: t.clock.now() }),
      payWorldEvent(t.db, { eventId, now: t.clock.now() }),
    ]);
    const paid = await goldOf();
    expect(paid).toBe(10_000);
    await payWorldEvent(t.db, { eventId, now: t.clock.now() });
    expect(await goldOf()).toBe(paid);
    expect((await eventRow(eventId))?.paid_at).not.toBeNull();
    // Exactly one reward entry for each hunter who dealt damage.
    const { rows } = await t.db.execute<{ user_id: string; n: string }>(
      sql`SELECT user_id, count(*) AS n FROM ledger_entries WHERE reference = ${eventId} GROUP BY user_id`,
    );
    expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
  });

  it("pays nothing when the boss still stands at the close", async () => {
    const eventId = await openGateBreak();
    const hunter = await signUpPlayer(t);
    const battleId = await joined(hunter, eventId);
    restFor(t, 3);
    expect((await attack(t, hunter, battleId)).statusCode).toBe(200);
    t.clock.advance(3 * 3_600_000);
    await closeWorldEvent(t.db, { eventId, now: t.clock.now() });
    await payWorldEvent(t.db, { eventId, now: t.clock.now() });
    expect((await eventRow(eventId))?.state).toBe("lost");
    const { rows } = await t.db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM ledger_entries WHERE reference = ${eventId}`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
