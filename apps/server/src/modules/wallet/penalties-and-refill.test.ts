import type { Quest } from "@repgate/contracts/quests";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type EventListener, listenForEvents } from "../../test/event-listener.ts";
import { signUpPlayer } from "../../test/factories.ts";
import { generateCustom, readDaily, tickAll } from "../../test/quest-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { auditOne, grant } from "../../test/wallet-helpers.ts";
import { beginHunterDayAtMidnight } from "../quests/midnight.ts";

const DAY = 86_400_000;
let t: TestApp;
let listener: EventListener;
beforeAll(async () => {
  t = await createTestApp();
  listener = await listenForEvents(t.pool);
});
beforeEach(() => t.clock.set(new Date()));

async function ledgerOf(userId: string, reason: string) {
  const result = await t.db.execute<{ amount: number; balance_after: number; reference: string }>(
    sql`SELECT amount, balance_after, reference FROM ledger_entries
        WHERE user_id = ${userId} AND reason = ${reason} ORDER BY id`,
  );
  return result.rows;
}

async function expectBalanced(userId: string) {
  const audit = await auditOne(t.db, userId);
  expect(audit.goldLedger).toBe(audit.gold);
  expect(audit.energyLedger).toBe(audit.energy);
}

describe("wallet rows of the lazy daily processes", () => {
  it("missed dailies take gold through the wallet, one row per day that took any", async () => {
    const hunter = await signUpPlayer(t);
    const userId = hunter.user.id;
    await grant(t.db, userId, "gold", 250);
    await readDaily(t, hunter); // the first game day, pardoned
    t.clock.advance(4 * DAY);
    const heard = await listener.heardDuring(async () => {
      expect((await readDaily(t, hunter)).penalty?.gold).toBe(250);
    });
    const rows = await ledgerOf(userId, "missed_daily_penalty");
    expect(rows.map((r) => [r.amount, r.balance_after])).toEqual([
      [-100, 150],
      [-100, 50],
      [-50, 0],
    ]);
    expect(rows.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.reference))).toBe(true);
    expect(heard).toEqual(
      expect.arrayContaining([
        { type: "walletChanged", userId, currency: "gold" },
        { type: "hunterChanged", userId },
        { type: "questsChanged", userId },
      ]),
    );
    await expectBalanced(userId);
  });

  it("the next day's refill credits the energy spent, once", async () => {
    const hunter = await signUpPlayer(t);
    const userId = hunter.user.id;
    expect((await generateCustom(t, hunter)).statusCode).toBe(201);
    t.clock.advance(DAY);
    const reads = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({ url: "/api/quests/energy", headers: { cookie: hunter.cookie } }),
      ),
    );
    expect(reads.map((r) => r.json().currentEnergy)).toEqual([100, 100, 100, 100]);
    expect(await ledgerOf(userId, "energy_refill")).toEqual([]); // reads write nothing
    // The midnight job, run four times at once (as if taken twice, or racing a write).
    const now = t.clock.now();
    await Promise.all(
      Array.from({ length: 4 }, () => beginHunterDayAtMidnight(t.db, { userId, dueAt: now, now })),
    );
    expect((await ledgerOf(userId, "custom_quest")).map((r) => r.amount)).toEqual([-10]);
    expect((await ledgerOf(userId, "energy_refill")).map((r) => r.amount)).toEqual([10]);
    await expectBalanced(userId);
  });

  it("a cheated quest takes its gold penalty through the wallet", async () => {
    const hunter = await signUpPlayer(t);
    const userId = hunter.user.id;
    await grant(t.db, userId, "gold", 600);
    const quest: Quest = (await generateCustom(t, hunter)).json();
    const reply = await tickAll(t, hunter, quest); // at once: faster than the reps allow
    expect(reply.cheatingDetected).toBe(true);
    const rows = await ledgerOf(userId, "cheating_penalty");
    expect(rows).toEqual([{ amount: -500, balance_after: 100, reference: quest.id }]);
    await expectBalanced(userId);
  });
});
