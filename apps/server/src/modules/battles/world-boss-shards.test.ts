import { describe, expect, it } from "vitest";
import { HP_SHARDS, ownShard, splitHP } from "./world-boss-shards.ts";

describe("a world boss's HP in shards", () => {
  it("splits the HP evenly, the remainder on the first shards, and loses none of it", () => {
    const shards = splitHP(50_003);
    expect(shards).toHaveLength(HP_SHARDS);
    expect(shards.reduce((sum, hp) => sum + hp, 0)).toBe(50_003);
    expect(shards.slice(0, 3)).toEqual([3126, 3126, 3126]);
    expect(new Set(shards.slice(3))).toEqual(new Set([3125]));
  });

  it("leaves the last shards empty when the HP is smaller than their number", () => {
    expect(splitHP(3)).toEqual([1, 1, 1, ...Array.from({ length: HP_SHARDS - 3 }, () => 0)]);
  });

  it("gives each hunter the same shard every time, and spreads hunters over all of them", () => {
    const id = "3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e";
    expect(ownShard(id)).toBe(ownShard(id));
    const seen = new Set(
      Array.from({ length: 200 }, (_, i) =>
        ownShard(`00000000-0000-4000-8000-${i.toString(16).padStart(12, "0")}`),
      ),
    );
    expect(seen.size).toBe(HP_SHARDS);
  });
});
