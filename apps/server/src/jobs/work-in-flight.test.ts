import { DUNGEON_TEMPLATES } from "@repgate/game/content/dungeons";
import { beforeAll, describe, expect, it } from "vitest";
import {
  enter,
  enterCombat,
  findLiveDungeon,
  spawnDungeon,
  storedBattle,
  storedHunter,
} from "../test/dungeon-helpers.ts";
import { type Hunter, signUpOnboarded } from "../test/factories.ts";
import { formParty, partyCall } from "../test/party-helpers.ts";
import { generateCustom, readDaily } from "../test/quest-helpers.ts";
import { runDueJobs } from "../test/queued-jobs.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { queueMissingJobs } from "./work-in-flight.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

interface Queued {
  key: string;
  task: string;
  runAt: Date;
}

async function queued(): Promise<Queued[]> {
  const { rows } = await t.pool.query(
    `SELECT key, task_identifier AS task, run_at AS "runAt" FROM graphile_worker.jobs ORDER BY key`,
  );
  return rows;
}

/**
 * Work begun as it was before the scheduler: a party confirmation nobody answered, a battle, a
 * movement run, a hunter's game day and a custom quest, none of them with a job.
 */
async function workWithoutJobs() {
  const today = new Date();
  t.clock.set(
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 6)),
  );
  const [leader] = await formParty(t, 2);
  const asked = await partyCall(t, leader, "POST", "/api/party/dungeon-confirmation", {
    dungeonId: (await findLiveDungeon(t, leader, "combat")).id,
  });
  expect(asked.statusCode).toBe(201);
  const fighter: Hunter = await signUpOnboarded(t.app);
  await readDaily(t, fighter);
  expect((await generateCustom(t, fighter)).statusCode).toBe(201);
  const { battle } = await enterCombat(t, fighter);
  const runner = await signUpOnboarded(t.app);
  const movement = DUNGEON_TEMPLATES.find((d) => d.type === "movement" && d.rank === "E");
  expect((await enter(t, runner, await spawnDungeon(t, movement?.id ?? ""))).statusCode).toBe(201);
  const withJobs = await queued();
  await t.pool.query("DELETE FROM graphile_worker._private_jobs");
  return {
    confirmationId: asked.json().confirmationId as string,
    fighter,
    battleId: battle.id,
    runner,
    withJobs,
  };
}

describe("work in flight when the scheduler is deployed", () => {
  it("gets its jobs at startup, once however many instances start, and then runs with nobody reading", async () => {
    const work = await workWithoutJobs();
    expect(await queued()).toEqual([]);

    const [first, second] = await Promise.all([
      queueMissingJobs(t.db, t.clock.now()),
      queueMissingJobs(t.db, t.clock.now()),
    ]);
    expect({
      runTimeLimits: (first?.runTimeLimits ?? 0) + (second?.runTimeLimits ?? 0),
      partyConfirmations: (first?.partyConfirmations ?? 0) + (second?.partyConfirmations ?? 0),
      customQuests: (first?.customQuests ?? 0) + (second?.customQuests ?? 0),
      hunterDays: (first?.hunterDays ?? 0) + (second?.hunterDays ?? 0),
      // Every onboarded hunter: the fighter's day, and the first days of the party's two and the
      // runner, which no job would otherwise begin.
    }).toEqual({ runTimeLimits: 2, partyConfirmations: 1, customQuests: 1, hunterDays: 4 });
    const mended = await queued();
    // The limits and expiries are where the writes would have put them; the hunter's day is
    // due at once (whatever it missed is brought in, then the next midnight queued).
    const dueAt = (key: string) => mended.find((j) => j.key === key)?.runAt;
    for (const job of work.withJobs) {
      if (job.key.startsWith("hunter-day:") || job.key.startsWith("daily-reminder:")) continue;
      expect(dueAt(job.key), job.key).toEqual(job.runAt);
    }
    expect(dueAt(`hunter-day:${work.fighter.user.id}`)).toEqual(t.clock.now());
    expect(mended.map((j) => j.key)).toEqual(
      expect.arrayContaining(["leaderboard-rollover:weekly", "leaderboard-rollover:monthly"]),
    );

    // Every later start finds nothing to add and moves nothing.
    expect(await queueMissingJobs(t.db, t.clock.now())).toEqual({
      runTimeLimits: 0,
      partyConfirmations: 0,
      customQuests: 0,
      hunterDays: 0,
    });
    expect(await queued()).toEqual(mended);

    // Past every limit, the queue alone ends what was in flight.
    const inFlight = mended.filter((j) => !j.key.startsWith("leaderboard-rollover:"));
    t.clock.set(new Date(Math.max(...inFlight.map((j) => j.runAt.getTime())) + 1_000));
    await runDueJobs(t);
    const { rows } = await t.pool.query(
      "SELECT status FROM party_dungeon_confirmations WHERE id = $1",
      [work.confirmationId],
    );
    expect(rows[0]?.status).toBe("expired");
    expect((await storedBattle(t, work.battleId)).status).not.toBe("active");
    expect(await storedHunter(t, work.fighter.user.id)).toMatchObject({
      times_defeated: 1,
      in_dungeon: false,
    });
    expect((await storedHunter(t, work.runner.user.id)).in_dungeon).toBe(false);
    const next = (await queued()).find((j) => j.key === `hunter-day:${work.fighter.user.id}`);
    expect(next?.runAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
  });
});
