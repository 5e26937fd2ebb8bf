import type { Leaderboard } from "@repgate/contracts/leaderboard";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUp, signUpOnboarded } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function leaderboardFor(hunter: Hunter): Promise<Leaderboard> {
  const response = await t.app.inject({
    url: "/api/leaderboard",
    headers: { cookie: hunter.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function setProgress(hunter: Hunter, level: number, totalXp: number) {
  await t.db.execute(
    sql`UPDATE users SET level = ${level}, total_xp = ${totalXp} WHERE id = ${hunter.user.id}`,
  );
}

describe("GET /api/leaderboard", () => {
  it("orders onboarded hunters by level, then XP, then who awakened first", async () => {
    const own = await createTestApp();
    const make = () => signUpOnboarded(own.app);
    const [low, tieFirst, tieSecond, top] = [
      await make(),
      await make(),
      await make(),
      await make(),
    ];
    const outsider = await signUp(own.app);
    const set = (h: Hunter, level: number, xp: number) =>
      own.db.execute(
        sql`UPDATE users SET level = ${level}, total_xp = ${xp} WHERE id = ${h.user.id}`,
      );
    await set(low, 1, 500);
    await set(tieFirst, 3, 4000);
    await set(tieSecond, 3, 4000);
    await set(top, 5, 100);

    const response = await own.app.inject({
      url: "/api/leaderboard",
      headers: { cookie: tieSecond.cookie },
    });
    const board: Leaderboard = response.json();
    expect(board.hunters.map((h) => [h.position, h.id])).toEqual([
      [1, top.user.id],
      [2, tieFirst.user.id],
      [3, tieSecond.user.id],
      [4, low.user.id],
    ]);
    expect(board.total).toBe(4);
    expect(board.myPosition).toBe(3);
    expect(board.hunters[0]).toEqual({
      position: 1,
      id: top.user.id,
      hunterName: top.user.hunterName,
      rank: top.user.rank,
      level: 5,
      totalXP: 100,
      userClass: "Fighter",
    });

    const outsiderView: Leaderboard = (
      await own.app.inject({ url: "/api/leaderboard", headers: { cookie: outsider.cookie } })
    ).json();
    expect(outsiderView.myPosition).toBeNull();
    expect(outsiderView.hunters.map((h) => h.id)).not.toContain(outsider.user.id);
  });

  it("lists the top 100 and still tells a hunter below them where they stand", async () => {
    const me = await signUpOnboarded(t.app);
    await setProgress(me, 1, 0);
    const others = await Promise.all(Array.from({ length: 101 }, () => signUpOnboarded(t.app)));
    await t.db.execute(sql`UPDATE users SET level = 2 WHERE id <> ${me.user.id}`);
    const board = await leaderboardFor(me);
    expect(board.hunters).toHaveLength(100);
    expect(board.hunters.map((h) => h.position)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    expect(board.total).toBeGreaterThanOrEqual(others.length + 1);
    expect(board.myPosition).toBe(board.total);
    expect(board.hunters.map((h) => h.id)).not.toContain(me.user.id);
  });

  it("is 401 signed out", async () => {
    expect((await t.app.inject({ url: "/api/leaderboard" })).statusCode).toBe(401);
  });
});
