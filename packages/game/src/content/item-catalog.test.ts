import { describe, expect, it } from "vitest";
import { RANKS } from "../rules/ranks.ts";
import {
  CHEST_DROP_SHARE,
  CHESTS,
  chestForDungeonRank,
  findCatalogItem,
  GEAR_TYPES,
  ITEM_CATALOG,
  SET_GEAR,
  SET_PROFILES,
  SET_TIERS,
} from "./item-catalog.ts";

describe("item catalogue", () => {
  // That each glyph exists in the bundle is apps/web's test (components/game-picture.test.tsx).
  it("has unique ids, and each item names a glyph", () => {
    const ids = ITEM_CATALOG.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of ITEM_CATALOG) {
      expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(item.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(findCatalogItem(item.id)).toBe(item);
    }
    expect(findCatalogItem("no-such-item")).toBeNull();
  });

  it("has every set of the catalogue (docs/game-rules/gear-and-gold.md) at its rank, each with all eight gear types", () => {
    expect(SET_TIERS.E).toEqual(["Cloth", "Leather", "Bone"]);
    expect(SET_TIERS.S).toEqual(["Sovereign", "Void"]);
    for (const rank of RANKS) {
      for (const set of SET_TIERS[rank]) {
        expect(SET_PROFILES[set]?.rank).toBe(rank);
        const pieces = SET_GEAR.filter((i) => i.setName === set);
        expect(pieces.map((p) => p.type).sort()).toEqual([...GEAR_TYPES].sort());
        for (const piece of pieces) expect(piece.rank).toBe(rank);
      }
    }
  });

  it("scales gear stats with rank", () => {
    const total = (rank: string) =>
      SET_GEAR.filter((i) => i.rank === rank && i.type === "helmet").map((i) =>
        Object.values(i.stats).reduce((a, b) => a + (b ?? 0), 0),
      )[0] ?? 0;
    const totals = RANKS.map(total);
    for (let i = 1; i < totals.length; i++) expect(totals[i]).toBeGreaterThan(totals[i - 1] ?? 0);
  });

  it("has all five weapon sub-types at every rank, heal potions and treasure chests", () => {
    for (const rank of RANKS) {
      const subTypes = ITEM_CATALOG.filter((i) => i.rank === rank && i.type === "weapon").map(
        (i) => i.subType,
      );
      expect(new Set(subTypes)).toEqual(new Set(["sword", "bow", "staff", "dagger", "hammer"]));
    }
    const usages = ITEM_CATALOG.filter((i) => i.type === "potion").map((i) => i.usage);
    expect(usages).toEqual(["heal_50", "heal_150", "heal_300"]);
    for (const chest of CHESTS) expect(chest).toMatchObject({ type: "chest", subType: "treasure" });
    expect(ITEM_CATALOG.some((i) => i.type === "quest")).toBe(true);
  });
});

describe("chestForDungeonRank", () => {
  it("gives every rank a treasure chest of its tier", () => {
    expect(chestForDungeonRank("E").name).toBe("Worn Treasure Chest");
    expect(chestForDungeonRank("D").name).toBe("Worn Treasure Chest");
    expect(chestForDungeonRank("C").name).toBe("Hunter's Treasure Chest");
    expect(chestForDungeonRank("B").name).toBe("Hunter's Treasure Chest");
    expect(chestForDungeonRank("A").name).toBe("Sovereign's Treasure Chest");
    expect(chestForDungeonRank("S").name).toBe("Sovereign's Treasure Chest");
    expect(CHEST_DROP_SHARE).toBeGreaterThan(0);
  });
});
