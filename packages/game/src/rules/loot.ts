import { type CatalogItem, findCatalogItem, gearOfRank } from "../content/item-catalog.ts";
import type { Rank } from "./ranks.ts";
import { pickIndex } from "./rewards.ts";

/**
 * What a treasure chest gives when opened: always a handful of gold, plus one draw from the
 * chest's weighted table (a gear piece of the chest's rank, a potion, a battle item or a quest
 * item). The server rolls it with its injected random, so tests can force every branch.
 */

export type LootEntry =
  | { weight: number; kind: "gear"; rank: Rank }
  | { weight: number; kind: "item"; catalogId: string; quantity: number };

export interface ChestLootTable {
  /** Gold always found, uniformly between min and max inclusive. */
  gold: { min: number; max: number };
  /** Weights sum to LOOT_WEIGHT_TOTAL. */
  entries: readonly LootEntry[];
}

export const LOOT_WEIGHT_TOTAL = 100;

export const CHEST_LOOT: Record<string, ChestLootTable> = {
  "worn-treasure-chest": {
    gold: { min: 20, max: 80 },
    entries: [
      { weight: 40, kind: "gear", rank: "E" },
      { weight: 10, kind: "gear", rank: "D" },
      { weight: 25, kind: "item", catalogId: "minor-healing-potion", quantity: 2 },
      { weight: 10, kind: "item", catalogId: "healing-potion", quantity: 1 },
      { weight: 10, kind: "item", catalogId: "field-bandage", quantity: 2 },
      { weight: 5, kind: "item", catalogId: "gate-key-fragment", quantity: 1 },
    ],
  },
  "hunters-treasure-chest": {
    gold: { min: 200, max: 600 },
    entries: [
      { weight: 45, kind: "gear", rank: "C" },
      { weight: 10, kind: "gear", rank: "B" },
      { weight: 25, kind: "item", catalogId: "healing-potion", quantity: 2 },
      { weight: 15, kind: "item", catalogId: "greater-healing-potion", quantity: 1 },
      { weight: 5, kind: "item", catalogId: "gate-key-fragment", quantity: 1 },
    ],
  },
  "sovereigns-treasure-chest": {
    gold: { min: 2000, max: 6000 },
    entries: [
      { weight: 50, kind: "gear", rank: "A" },
      { weight: 10, kind: "gear", rank: "S" },
      { weight: 25, kind: "item", catalogId: "greater-healing-potion", quantity: 3 },
      { weight: 10, kind: "item", catalogId: "elixir-of-vigor", quantity: 2 },
      { weight: 5, kind: "item", catalogId: "red-gate-sigil", quantity: 1 },
    ],
  },
};

export interface ChestLoot {
  gold: number;
  items: { item: CatalogItem; quantity: number }[];
}

/** The table entry a roll in [0, 1) lands on. */
export function pickLootEntry(entries: readonly LootEntry[], roll: number): LootEntry {
  const total = entries.reduce((sum, e) => sum + e.weight, 0);
  let point = Math.min(Math.max(roll, 0), 0.999_999_999) * total;
  for (const entry of entries) {
    if (point < entry.weight) return entry;
    point -= entry.weight;
  }
  const last = entries.at(-1);
  if (!last) throw new RangeError("Empty loot table");
  return last;
}

/**
 * Opens a chest: one draw for the gold, one for the table entry and, for gear, one to pick
 * the piece. Null for an id that is no chest.
 */
export function rollChestLoot(chestId: string, random: () => number): ChestLoot | null {
  const table = CHEST_LOOT[chestId];
  if (!table) return null;
  const { min, max } = table.gold;
  const gold = min + pickIndex(max - min + 1, random());
  const entry = pickLootEntry(table.entries, random());
  if (entry.kind === "gear") {
    const pool = gearOfRank(entry.rank);
    const item = pool[pickIndex(pool.length, random())];
    return { gold, items: item ? [{ item, quantity: 1 }] : [] };
  }
  const item = findCatalogItem(entry.catalogId);
  return { gold, items: item ? [{ item, quantity: entry.quantity }] : [] };
}
