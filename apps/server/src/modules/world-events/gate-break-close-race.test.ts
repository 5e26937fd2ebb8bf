import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "../../db/connect.ts";
import { restFor, storedBattle } from "../../test/dungeon-helpers.ts";
import { signUpPlayer } from "../../test/factories.ts";
import { joinGateBreak, openGateBreak } from "../../test/gate-break-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { worldEventRow } from "../../test/world-event-row.ts";
import { attackBattle } from "../battles/attack.ts";
import { closeWorldEvent } from "../battles/world-boss-lifecycle.ts";
import { ownShard } from "../battles/world-boss-shards.ts";

// A hit locks its hunter first and needs the event's row last, when it empties a shard. The
// close must never hold the event's row while it waits for a hunter, or the two deadlock (and
// PostgreSQL kills one of them after a second). Each side runs on a connection of its own, so
// the database's own deadlock count tells whether they crossed.

let t: TestApp;
let hitSide: Database;
let closeSide: Database;
beforeAll(async () => {
  t = await createTestApp();
  hitSide = connectDatabase(t.databaseUrl, 1);
  closeSide = connectDatabase(t.databaseUrl, 1);
});
afterAll(async () => {
  await hitSide.pool.end();
  await closeSide.pool.end();
});

/** Deadlocks PostgreSQL has found in this database, once both sides have reported theirs. */
async function deadlocks(): Promise<number> {
  for (const side of [hitSide, closeSide]) {
    await side.db.execute(sql`SELECT pg_stat_force_next_flush()`);
  }
  const { rows } = await t.db.execute<{ n: string }>(
    sql`SELECT deadlocks AS n FROM pg_stat_database WHERE datname = current_database()`,
  );
  return Number(rows[0]?.n);
}

/** Waits until `n` sessions are waiting on a lock. */
async function waitersReach(n: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { rows } = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.n ?? 0) >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${n} sessions never waited on a lock`);
}

describe("the close of a Gate Break racing a hit that empties a shard", () => {
  it("does not deadlock: the hit is refused as over, the close ends the hunter's battle", async () => {
    const event = await openGateBreak(t);
    const hunter = await signUpPlayer(t);
    const joined = await joinGateBreak(t, hunter, event.id);
    expect(joined.statusCode).toBe(201);
    const battleId: string = joined.json().battleId;
    // The hunter's own shard has 1 HP left, so their next hit empties it (the others keep theirs).
    await t.db.execute(
      sql`UPDATE world_event_hp_shards SET hp = 1
          WHERE world_event_id = ${event.id} AND shard = ${ownShard(hunter.user.id)}`,
    );
    restFor(t, 3);
    const before = await deadlocks();

    // A third connection holds the event's row, so that the close queues on it first and the
    // hit (which by then holds its hunter and the shard) second: when it lets go, the close
    // takes the row before the hit can.
    const gate = new pg.Client({ connectionString: t.databaseUrl });
    await gate.connect();
    try {
      await gate.query("BEGIN");
      await gate.query("SELECT 1 FROM world_events WHERE id = $1 FOR UPDATE", [event.id]);
      const closed = closeWorldEvent(closeSide.db, { eventId: event.id, now: event.endsAt });
      await waitersReach(1);
      const hit = attackBattle(hitSide.db, t.random.roll, {
        userId: hunter.user.id,
        battleId,
        attack: "light",
        reps: 3,
        now: t.clock.now(),
      }).then(
        () => "landed",
        (error: { message?: string }) => error.message,
      );
      await waitersReach(2);
      await gate.query("COMMIT");

      await closed;
      expect(await hit).toBe("This Gate Break is over, or its boss has fallen.");
    } finally {
      await gate.end();
    }
    expect(await deadlocks()).toBe(before);
    expect((await worldEventRow(t.db, event.id)).state).toBe("lost");
    // The refused hit took nothing: the shard keeps its 1 HP and the hunter has no part.
    const { rows } = await t.db.execute<{ hp: number; parts: number }>(
      sql`SELECT (SELECT hp FROM world_event_hp_shards WHERE world_event_id = ${event.id}
             AND shard = ${ownShard(hunter.user.id)}) AS hp,
           (SELECT count(*)::int FROM world_event_contributions
             WHERE world_event_id = ${event.id}) AS parts`,
    );
    expect(rows[0]).toEqual({ hp: 1, parts: 0 });
    expect((await storedBattle(t, battleId))?.status).toBe("expired");
  });
});
