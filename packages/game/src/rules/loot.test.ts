import { describe, expect, it } from "vitest";
import { CHESTS, findCatalogItem, isGear } from "../content/item-catalog.ts";
import { CHEST_LOOT, LOOT_WEIGHT_TOTAL, pickLootEntry, rollChestLoot } from "./loot.ts";

function dice(...values: number[]) {
  return () => values.shift() ?? 0;
}

describe("chest loot", () => {
  it("has a table for every chest, weights summing to 100, every item known", () => {
    expect(Object.keys(CHEST_LOOT).sort()).toEqual(CHESTS.map((c) => c.id).sort());
    for (const table of Object.values(CHEST_LOOT)) {
      expect(table.entries.reduce((sum, e) => sum + e.weight, 0)).toBe(LOOT_WEIGHT_TOTAL);
      expect(table.gold.min).toBeLessThanOrEqual(table.gold.max);
      for (const entry of table.entries) {
        expect(entry.weight).toBeGreaterThan(0);
        if (entry.kind === "item") expect(findCatalogItem(entry.catalogId)).not.toBeNull();
      }
    }
  });

  it("picks entries by weight at the edges", () => {
    const entries = CHEST_LOOT["worn-treasure-chest"]?.entries ?? [];
    expect(pickLootEntry(entries, 0)).toBe(entries[0]);
    expect(pickLootEntry(entries, 0.3999)).toBe(entries[0]);
    expect(pickLootEntry(entries, 0.4)).toBe(entries[1]);
    expect(pickLootEntry(entries, 0.9999)).toBe(entries.at(-1));
    expect(pickLootEntry(entries, 1)).toBe(entries.at(-1));
  });

  it("rolls gold in range and one gear piece of the chest's rank", () => {
    const low = rollChestLoot("worn-treasure-chest", dice(0, 0, 0));
    expect(low?.gold).toBe(20);
    expect(low?.items).toHaveLength(1);
    const piece = low?.items[0]?.item;
    expect(piece && isGear(piece)).toBe(true);
    expect(piece?.rank).toBe("E");
    const high = rollChestLoot("worn-treasure-chest", dice(0.9999, 0.99));
    expect(high?.gold).toBe(80);
    expect(high?.items).toEqual([{ item: findCatalogItem("gate-key-fragment"), quantity: 1 }]);
  });

  it("gives potions in quantity and nothing for an unknown chest", () => {
    const loot = rollChestLoot("worn-treasure-chest", dice(0.5, 0.6));
    expect(loot?.items).toEqual([{ item: findCatalogItem("minor-healing-potion"), quantity: 2 }]);
    expect(rollChestLoot("not-a-chest", dice())).toBeNull();
  });
});
