import type { Quest } from "@repgate/contracts/quests";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signUpOnboarded } from "../../test/factories.ts";
import {
  generateCustom,
  readDaily,
  setUser,
  storedUser,
  tickAll,
} from "../../test/quest-helpers.ts";
import { runHunterDayJob } from "../../test/queued-jobs.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { auditOne } from "../../test/wallet-helpers.ts";
import { beginHunterDayAtMidnight } from "../quests/midnight.ts";

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(new Date("2026-11-23T12:00:00Z")));

async function capRows(userId: string) {
  const result = await t.db.execute<{ amount: number; balance_after: number }>(
    sql`SELECT amount, balance_after FROM ledger_entries
        WHERE user_id = ${userId} AND reason = 'energy_cap' ORDER BY id`,
  );
  return result.rows.map((r) => [r.amount, r.balance_after]);
}

async function energyReply(cookie: string) {
  const reply = await t.app.inject({ url: "/api/quests/energy", headers: { cookie } });
  return reply.json() as { currentEnergy: number; maxEnergy: number };
}

describe("current energy never exceeds the maximum", () => {
  it("a missed-daily penalty that lowers endurance takes the excess energy back", async () => {
    const hunter = await signUpOnboarded(t.app);
    await setUser(t, hunter, { endurance: 10, currentEnergy: 100 });
    await readDaily(t, hunter);
    t.clock.advance(2 * DAY); // tomorrow is missed
    await runHunterDayJob(t, hunter.user.id); // its midnight job, as the queue runs it
    const energy = await energyReply(hunter.cookie);
    expect(energy.maxEnergy).toBeLessThan(100);
    expect(energy.currentEnergy).toBe(energy.maxEnergy);
    expect(await capRows(hunter.user.id)).toEqual([[energy.maxEnergy - 100, energy.maxEnergy]]);
    const audit = await auditOne(t.db, hunter.user.id);
    expect(audit.energyLedger).toBe(audit.energy);
  });

  it("concurrent first reads of the day show the cap, and concurrent day jobs take the excess once", async () => {
    const hunter = await signUpOnboarded(t.app);
    await setUser(t, hunter, { endurance: 10, currentEnergy: 100 });
    await readDaily(t, hunter);
    t.clock.advance(2 * DAY);
    const replies = await Promise.all(Array.from({ length: 6 }, () => energyReply(hunter.cookie)));
    const max = replies[0]?.maxEnergy ?? 0;
    expect(replies.map((r) => [r.currentEnergy, r.maxEnergy])).toEqual(Array(6).fill([max, max]));
    expect(await capRows(hunter.user.id)).toEqual([]); // reads write nothing
    // The midnight job, run six times at once (as if taken twice, or racing a write).
    const now = t.clock.now();
    await Promise.all(
      Array.from({ length: 6 }, () =>
        beginHunterDayAtMidnight(t.db, { userId: hunter.user.id, dueAt: now, now }),
      ),
    );
    expect(await capRows(hunter.user.id)).toEqual([[max - 100, max]]);
    expect(await energyReply(hunter.cookie)).toEqual(replies[0]);
    const audit = await auditOne(t.db, hunter.user.id);
    expect(audit.energyLedger).toBe(audit.energy);
  });

  it("a cheating penalty that lowers endurance takes the excess energy back", async () => {
    const hunter = await signUpOnboarded(t.app);
    await setUser(t, hunter, { endurance: 10, currentEnergy: 100 });
    const quest: Quest = (await generateCustom(t, hunter)).json();
    await setUser(t, hunter, { currentEnergy: 100 }); // full again after paying for the quest
    expect((await tickAll(t, hunter, quest)).cheatingDetected).toBe(true);
    const row = await storedUser(t, hunter);
    expect([row.endurance, row.currentEnergy]).toEqual([9, 90]);
    expect(await capRows(hunter.user.id)).toEqual([[-10, 90]]);
  });
});
