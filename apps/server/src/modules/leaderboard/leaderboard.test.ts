import type { GlobalStatistics, Leaderboard } from "@repgate/contracts/leaderboard";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/unit-of-work.ts";
import { type Hunter, signUp, signUpPlayer } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { recordProgress } from "./progress.ts";
import { countForWorld } from "./world-statistics.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function boardFor(app: TestApp, hunter: Hunter, query = ""): Promise<Leaderboard> {
  const response = await app.app.inject({
    url: `/api/leaderboard${query}`,
    headers: { cookie: hunter.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const setXp = (app: TestApp, h: Hunter, xp: number, rank = "E") =>
  app.db.execute(sql`UPDATE users SET total_xp = ${xp}, rank = ${rank} WHERE id = ${h.user.id}`);

describe("GET /api/leaderboard", () => {
  it("ranks onboarded hunters by total XP; equal XP share a place; badges by place", async () => {
    const own = await createTestApp();
    const [low, tieA, tieB, top] = [
      await signUpPlayer(own),
      await signUpPlayer(own),
      await signUpPlayer(own),
      await signUpPlayer(own),
    ];
    const outsider = await signUp(own.app);
    await setXp(own, low, 500);
    await setXp(own, tieA, 4000);
    await setXp(own, tieB, 4000);
    await setXp(own, top, 90_000, "S");

    const board = await boardFor(own, tieB);
    expect(board.hunters.map((h) => [h.position, h.totalXP])).toEqual([
      [1, 90_000],
      [2, 4000],
      [2, 4000],
      [4, 500],
    ]);
    expect(board.hunters[0]).toMatchObject({ id: top.user.id, badge: "champion", rank: "S" });
    expect(board.hunters[3]?.badge).toBe("elite");
    expect(board.total).toBe(4);
    expect(board.myPosition).toBe(2);
    expect(board.nextCursor).toBeNull();

    const outsiderView = await boardFor(own, outsider);
    expect(outsiderView.myPosition).toBeNull();
    expect(outsiderView.hunters.map((h) => h.id)).not.toContain(outsider.user.id);

    // Filters keep the overall places.
    const onlyE = await boardFor(own, low, "?rank=E");
    expect(onlyE.hunters.map((h) => h.position)).toEqual([2, 2, 4]);
    const search = await boardFor(
      own,
      low,
      `?search=${encodeURIComponent(low.user.hunterName.toUpperCase())}`,
    );
    expect(search.hunters.map((h) => [h.id, h.position])).toEqual([[low.user.id, 4]]);
    const none = await boardFor(own, low, "?search=zz-no-such-hunter");
    expect(none.hunters).toEqual([]);
    expect(
      (
        await own.app.inject({
          url: "/api/leaderboard?period=yearly",
          headers: { cookie: low.cookie },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("gives a hunter without XP no place: nobody is champion or elite for doing nothing", async () => {
    const own = await createTestApp();
    const idle = [await signUpPlayer(own), await signUpPlayer(own), await signUpPlayer(own)];
    const empty = await boardFor(own, idle[0] as Hunter);
    expect(empty).toMatchObject({ hunters: [], total: 0, myPosition: null });

    const first = await signUpPlayer(own);
    await setXp(own, first, 10);
    const board = await boardFor(own, idle[1] as Hunter);
    expect(board.hunters.map((h) => [h.id, h.position, h.badge])).toEqual([
      [first.user.id, 1, "champion"],
    ]);
    expect(board).toMatchObject({ total: 1, myPosition: null });
    // A search for an idle hunter finds no place for them either.
    const name = (idle[2] as Hunter).user.hunterName;
    const search = await boardFor(own, first, `?search=${encodeURIComponent(name)}`);
    expect(search.hunters).toEqual([]);
  });

  it("pages by cursor and places every row of a deep page right", async () => {
    const own = await createTestApp();
    const hunters = await Promise.all(Array.from({ length: 130 }, () => signUpPlayer(own)));
    // Scores with ties: 1..65 twice each.
    await own.db.execute(sql`UPDATE users SET total_xp = sub.xp FROM (
      SELECT id, ((row_number() OVER (ORDER BY id) + 1) / 2)::int AS xp FROM users) sub
      WHERE users.id = sub.id`);
    const me = hunters[0] as Hunter;
    const first = await boardFor(own, me);
    expect(first.hunters).toHaveLength(100);
    expect(first.nextCursor).not.toBeNull();
    const second = await boardFor(own, me, `?cursor=${first.nextCursor}`);
    expect(second.hunters).toHaveLength(30);
    const all = [...first.hunters, ...second.hunters];
    const expected = all.map((h) => 1 + all.filter((o) => o.totalXP > h.totalXP).length);
    expect(all.map((h) => h.position)).toEqual(expected);
    const mine = all.find((h) => h.id === me.user.id);
    expect(first.myPosition).toBe(mine?.position);
  });

  it("refuses a forged page cursor with a 400, not a 500", async () => {
    const me = await signUpPlayer(t);
    for (const cursor of [
      "8406139229:00000000-0000-4000-8000-000000000000",
      "12:-3--e-f63-2--c2-690d-a9-28-ed9c03bdfab",
      "99999999999:00000000-0000-4000-8000-000000000000",
    ]) {
      const response = await t.app.inject({
        url: `/api/leaderboard?cursor=${encodeURIComponent(cursor)}`,
        headers: { cookie: me.cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("That page cursor is not valid.");
    }
  });

  it("weekly and monthly boards rank the XP earned in the period", async () => {
    const own = await createTestApp();
    const [a, b] = [await signUpPlayer(own), await signUpPlayer(own)];
    await setXp(own, a, 100_000);
    const now = own.clock.now();
    await inTransaction(own.db, async (tx) => {
      await recordProgress(tx, a.user.id, { xp: 50 }, now);
      await recordProgress(
        tx,
        b.user.id,
        { xp: 300, magicalBeastsKilled: 2, dungeonsCleared: 1 },
        now,
      );
      // The world's count of what b did (payHunter writes both for a real kill).
      await countForWorld(tx, { beasts: 2, dungeons: 1, now });
      await recordProgress(tx, b.user.id, { hunterDeaths: 1 }, now);
    });
    for (const period of ["weekly", "monthly"]) {
      const board = await boardFor(own, a, `?period=${period}`);
      expect(board.hunters.map((h) => [h.id, h.totalXP, h.position])).toEqual([
        [b.user.id, 300, 1],
        [a.user.id, 50, 2],
      ]);
      expect(board.myPosition).toBe(2);
      expect(board.total).toBe(2);
    }
    const alltime = await boardFor(own, a);
    expect(alltime.myPosition).toBe(1);
    const monthly = await own.app.inject({
      url: "/api/statistics/monthly",
      headers: { cookie: a.cookie },
    });
    expect(monthly.json()).toEqual({ hunterDeaths: 1, magicalBeastsKilled: 2, dungeonsCleared: 1 });
    const global: GlobalStatistics = (
      await own.app.inject({ url: "/api/statistics/global", headers: { cookie: a.cookie } })
    ).json();
    expect(global.totalHunters).toBe(2);
    expect(global.rankDistribution.map((r) => r.rank)).toEqual(["S", "A", "B", "C", "D", "E"]);
    expect(global.rankDistribution.find((r) => r.rank === "E")?.count).toBe(2);
  });

  it("is 401 signed out", async () => {
    expect((await t.app.inject({ url: "/api/leaderboard" })).statusCode).toBe(401);
  });
});
