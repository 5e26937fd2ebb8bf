import { describe, expect, it } from "vitest";
import { RANKS } from "./ranks.ts";
import {
  PARTICIPATION_FLOOR,
  splitPool,
  topContributors,
  WORLD_BOSS_MAX_HP,
  WORLD_BOSS_POOL,
  worldBossOf,
  worldBossRewards,
} from "./world-boss.ts";

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

describe("the world boss", () => {
  it("is a boss of the event's rank, stronger with each rank", () => {
    let previous = 0;
    for (const rank of RANKS) {
      const boss = worldBossOf(rank);
      expect(boss.isBoss).toBe(true);
      expect(boss.rank).toBe(rank);
      expect(WORLD_BOSS_MAX_HP[rank]).toBeGreaterThan(previous);
      previous = WORLD_BOSS_MAX_HP[rank];
    }
  });
});

describe("splitPool", () => {
  it("shares by damage and gives everything away", () => {
    const shares = splitPool(1000, 0, [
      { hunterId: "a", damage: 300 },
      { hunterId: "b", damage: 100 },
    ]);
    expect(shares.get("a")).toBe(750);
    expect(shares.get("b")).toBe(250);
  });

  it("gives a hunter who barely took part the floor", () => {
    const shares = splitPool(10_000, 50, [
      { hunterId: "big", damage: 1_000_000 },
      { hunterId: "tiny", damage: 1 },
    ]);
    expect(shares.get("tiny")).toBeGreaterThanOrEqual(50);
    expect(sum(shares)).toBe(10_000);
  });

  it("conserves the pool whatever the rounding", () => {
    for (let n = 1; n <= 40; n += 1) {
      const contributions = Array.from({ length: n }, (_, i) => ({
        hunterId: `h${i}`,
        damage: ((i * 7919) % 97) + 1,
      }));
      for (const pool of [1, 7, 99, 1000, 12_345]) {
        const shares = splitPool(pool, 25, contributions);
        expect(sum(shares)).toBe(pool);
        for (const v of shares.values()) expect(v).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("splits evenly, rounding to the biggest hitters, when the pool is smaller than the floors", () => {
    const shares = splitPool(5, 50, [
      { hunterId: "a", damage: 1 },
      { hunterId: "b", damage: 9 },
      { hunterId: "c", damage: 5 },
    ]);
    expect(sum(shares)).toBe(5);
    expect(shares.get("b")).toBeGreaterThanOrEqual(shares.get("a") as number);
  });

  it("leaves out hunters who dealt no damage", () => {
    const shares = splitPool(100, 10, [
      { hunterId: "a", damage: 5 },
      { hunterId: "idle", damage: 0 },
    ]);
    expect(shares.has("idle")).toBe(false);
    expect(shares.get("a")).toBe(100);
  });
});

describe("worldBossRewards", () => {
  it("pays the rank's pools, floor included, and titles the top three", () => {
    const contributions = [
      { hunterId: "a", damage: 500 },
      { hunterId: "b", damage: 400 },
      { hunterId: "c", damage: 300 },
      { hunterId: "d", damage: 2 },
    ];
    const rewards = worldBossRewards("E", contributions);
    expect(rewards.reduce((s, r) => s + r.xp, 0)).toBe(WORLD_BOSS_POOL.E.xp);
    expect(rewards.reduce((s, r) => s + r.gold, 0)).toBe(WORLD_BOSS_POOL.E.gold);
    const d = rewards.find((r) => r.hunterId === "d");
    expect(d?.xp).toBeGreaterThanOrEqual(PARTICIPATION_FLOOR.xp);
    expect(d?.title).toBe(false);
    expect(topContributors(contributions)).toEqual(["a", "b", "c"]);
    expect(rewards.filter((r) => r.title).map((r) => r.hunterId)).toEqual(["a", "b", "c"]);
  });
});
