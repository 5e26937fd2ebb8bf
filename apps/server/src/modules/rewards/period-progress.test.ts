import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/unit-of-work.ts";
import { signUpPlayer } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { findUserById } from "../users/repo.ts";
import { payHunter } from "./pay.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("payHunter and the period boards", () => {
  it("counts paid XP, beasts and dungeons in this week's and this month's rows, once per payment", async () => {
    const hunter = await signUpPlayer(t);
    const pay = () =>
      inTransaction(t.db, async (tx, emit) => {
        const user = await findUserById(tx, hunter.user.id);
        if (!user) throw new Error("no hunter");
        await payHunter(tx, emit, user, {
          xp: 120,
          gold: 5,
          magicalBeastsKilled: 1,
          dungeonsCleared: 0,
          reason: "battle_reward",
          reference: "test",
          now: t.clock.now(),
        });
      });
    await pay();
    await pay();
    const rows = await t.db.execute<{ period: string; xp: number; beasts: number }>(sql`
      SELECT period, xp, magical_beasts_killed AS beasts FROM leaderboard_periods
      WHERE user_id = ${hunter.user.id} ORDER BY period`);
    expect(rows.rows).toEqual([
      { period: "monthly", xp: 240, beasts: 2 },
      { period: "weekly", xp: 240, beasts: 2 },
    ]);
    const board = await t.app.inject({
      url: "/api/leaderboard?period=weekly",
      headers: { cookie: hunter.cookie },
    });
    expect(board.json()).toMatchObject({ myPosition: 1, total: 1 });
  });
});
