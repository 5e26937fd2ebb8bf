import type { InventoryItem } from "@repgate/contracts/inventory";
import { GEAR_TYPES, isGear, isTreasureChest } from "@repgate/game/content/item-catalog";
import type { EquipmentSlot } from "@repgate/game/rules/equipment";
import type { MessageId } from "../../lib/i18n/i18n.ts";

/*
 * How the inventory screen lays items out. What an item is and where it fits (gear, slots,
 * treasure chests) are game rules: they come from @repgate/game, the same code the server runs.
 */

/** Every inventory grid has this many cells (docs/game-rules/screens.md). */
export const GRID_SIZE = 192;

/** Each slot's name in the catalogues ("Left Hand"). */
export const SLOT_LABELS: Record<EquipmentSlot, MessageId> = {
  helmet: "inventory.slot.helmet",
  necklace: "inventory.slot.necklace",
  weapon_left: "inventory.slot.weaponLeft",
  weapon_right: "inventory.slot.weaponRight",
  arms: "inventory.slot.arms",
  chest: "inventory.slot.chest",
  legs: "inventory.slot.legs",
  feet: "inventory.slot.feet",
  ring_left: "inventory.slot.ringLeft",
  ring_right: "inventory.slot.ringRight",
};

export const INVENTORY_TABS = ["Gear", "Potions", "Items", "Quest", "Chests"] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number];

/** Each tab's name and its grid's name in the catalogues ("Gear", "Gear items"). */
export const TAB_LABELS: Record<InventoryTab, { tab: MessageId; grid: MessageId }> = {
  Gear: { tab: "inventory.tab.gear", grid: "inventory.grid.gear" },
  Potions: { tab: "inventory.tab.potions", grid: "inventory.grid.potions" },
  Items: { tab: "inventory.tab.items", grid: "inventory.grid.items" },
  Quest: { tab: "inventory.tab.quest", grid: "inventory.grid.quest" },
  Chests: { tab: "inventory.tab.chests", grid: "inventory.grid.chests" },
};

const typeRank = (type: string) => (GEAR_TYPES as readonly string[]).indexOf(type);

/** Unequipped gear, by the game's type order; the server's order within one type. */
export function gearOf(items: readonly InventoryItem[]): InventoryItem[] {
  return items
    .filter((item) => isGear(item) && !item.equipped)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => typeRank(a.item.type) - typeRank(b.item.type) || a.index - b.index)
    .map(({ item }) => item);
}

/** What one tab lists. */
export function itemsForTab(items: readonly InventoryItem[], tab: InventoryTab): InventoryItem[] {
  switch (tab) {
    case "Gear":
      return gearOf(items);
    case "Potions":
      return items.filter((item) => item.type === "potion");
    case "Items":
      return items.filter((item) => item.type === "item");
    case "Quest":
      return items.filter((item) => item.type === "quest");
    case "Chests":
      return items.filter(isTreasureChest);
  }
}

/** A grid's cells: the items, then empty cells up to GRID_SIZE (more items are all shown). */
export function padGrid<T>(items: readonly T[]): (T | null)[] {
  return [...items, ...Array<null>(Math.max(0, GRID_SIZE - items.length)).fill(null)];
}
