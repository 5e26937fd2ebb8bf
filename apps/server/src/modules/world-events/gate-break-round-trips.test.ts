import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { attack, restFor } from "../../test/dungeon-helpers.ts";
import { signUpPlayer } from "../../test/factories.ts";
import { joinGateBreak, openGateBreak } from "../../test/gate-break-helpers.ts";
import { recordStatements } from "../../test/statement-recorder.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { NO_CRITICAL } from "../../test/test-random.ts";

// Every hit writes one shard of the boss's HP, and that row's lock is held until the hit's
// transaction commits: the hits of the hunters on one shard queue on it. bench:gate-break found
// the attacks waiting on such a lock (bench/README.md); what a hit does once it holds the lock
// is what its queue costs. These tests pin it, so that a later change cannot quietly add to it.

let t: TestApp;
let recorded: ReturnType<typeof recordStatements>;

beforeAll(async () => {
  t = await createTestApp();
  recorded = recordStatements(t.pool);
});

describe("a hit on the world boss", () => {
  it("takes the HP and records the hunter's part in one statement, then writes only the battle and the hunter", async () => {
    const event = await openGateBreak(t);
    const hunter = await signUpPlayer(t);
    const joined = await joinGateBreak(t, hunter, event.id);
    expect(joined.statusCode).toBe(201);
    restFor(t, 3);
    t.random.next(NO_CRITICAL);
    const { result: hit, statements } = await recorded(() =>
      attack(t, hunter, joined.json().battleId),
    );
    expect(hit.statusCode).toBe(200);

    const strike = statements.findIndex((s) => /UPDATE world_event_hp_shards/i.test(s));
    expect(strike).toBeGreaterThan(0);
    expect(statements[strike]).toMatch(/INSERT INTO world_event_contributions/i);
    const underLock = statements.slice(strike + 1);
    // The battle's write (its events ride in it), the hunter's HP if the boss hit back, commit.
    expect(underLock[0]).toMatch(/update "battles"/i);
    expect(underLock.at(-1)).toBe("commit");
    expect(underLock.length).toBeLessThanOrEqual(3);
    expect(underLock.join(" ")).not.toMatch(/world_event_contributions/i);
    // A hit that leaves its shard some HP never waits for the event's own row.
    expect(statements.join(" ")).not.toMatch(/UPDATE world_events\b/i);

    const { rows } = await t.db.execute<{ damage: number; reps: number; hp: number; max: number }>(
      sql`SELECT c.damage, c.reps, w.max_hp AS max,
            (SELECT sum(s.hp) FROM world_event_hp_shards s WHERE s.world_event_id = w.id)::int AS hp
          FROM world_event_contributions c
          JOIN world_events w ON w.id = c.world_event_id WHERE w.id = ${event.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.damage).toBe((rows[0]?.max ?? 0) - (rows[0]?.hp ?? 0));
    expect(rows[0]?.damage).toBeGreaterThan(0);
    expect(rows[0]?.reps).toBeGreaterThan(0);
  });
});
