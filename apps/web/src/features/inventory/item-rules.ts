import { EQUIPMENT_SLOTS, type EquipmentSlot } from "@repgate/contracts/equipment";
import type { InventoryItem } from "@repgate/contracts/inventory";

/** Every inventory grid has this many cells (spec part 2, section 9). */
export const GRID_SIZE = 192;

/** The order gear is listed in (spec part 2, section 2). */
export const GEAR_TYPE_ORDER = [
  "weapon",
  "helmet",
  "chest",
  "arms",
  "legs",
  "feet",
  "necklace",
  "ring",
] as const;

/** Which item type each slot takes: rings in ring slots, weapons in weapon slots. */
export const SLOT_TYPE: Record<EquipmentSlot, string> = {
  helmet: "helmet",
  necklace: "necklace",
  weapon_left: "weapon",
  weapon_right: "weapon",
  arms: "arms",
  chest: "chest",
  legs: "legs",
  feet: "feet",
  ring_left: "ring",
  ring_right: "ring",
};

export const SLOT_LABELS: Record<EquipmentSlot, string> = {
  helmet: "Helmet",
  necklace: "Necklace",
  weapon_left: "Left Hand",
  weapon_right: "Right Hand",
  arms: "Arms",
  chest: "Chest",
  legs: "Legs",
  feet: "Feet",
  ring_left: "Left Ring",
  ring_right: "Right Ring",
};

export function isGear(item: Pick<InventoryItem, "type">): boolean {
  return (GEAR_TYPE_ORDER as readonly string[]).includes(item.type);
}

export function fitsSlot(type: string, slot: EquipmentSlot): boolean {
  return SLOT_TYPE[slot] === type;
}

/** The slots an item type can go in, in paper-doll order. */
export function slotsFor(type: string): EquipmentSlot[] {
  return EQUIPMENT_SLOTS.filter((slot) => fitsSlot(type, slot));
}

/** The refusal the server uses too (spec part 2, section 5). */
export function cannotEquipText(type: string, slot: EquipmentSlot): string {
  return `Cannot equip ${type} in ${slot} slot.`;
}

export const INVENTORY_TABS = ["Gear", "Potions", "Items", "Quest", "Chests"] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number];

const typeRank = (type: string) => (GEAR_TYPE_ORDER as readonly string[]).indexOf(type);

/** Unequipped gear, by type order; the server's order within one type. */
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
      return items.filter((item) => item.type === "chest" && item.subType === "treasure");
  }
}

/** A grid's cells: the items, then empty cells up to GRID_SIZE (more items are all shown). */
export function padGrid<T>(items: readonly T[]): (T | null)[] {
  return [...items, ...Array<null>(Math.max(0, GRID_SIZE - items.length)).fill(null)];
}
