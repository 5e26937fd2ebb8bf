import { type CatalogItem, isGear } from "@repgate/game/content/item-catalog";
import { type ItemTemplate, isStackable, STARTER_ITEMS } from "@repgate/game/content/items";
import type { Queryable } from "../../db/connect.ts";
import type { InventoryItemRow, NewInventoryItemRow } from "../../db/schema/inventory.ts";
import * as repo from "./repo.ts";

function itemRow(userId: string, item: ItemTemplate, quantity: number): NewInventoryItemRow {
  return {
    userId,
    name: item.name,
    description: item.description,
    type: item.type,
    subType: item.subType,
    rarity: item.rarity,
    icon: item.icon,
    usage: item.usage,
    stats: item.stats,
    quantity,
  };
}

/** A new hunter's potions; called in the transaction that creates the hunter. */
export function grantStarterItems(tx: Queryable, userId: string): Promise<void> {
  return repo.insertItems(
    tx,
    STARTER_ITEMS.map(({ item, quantity }) => itemRow(userId, item, quantity)),
  );
}

/**
 * Puts one item in the hunter's inventory: potions and battle items join their stack, weapons
 * get a row of their own. Call it under the hunter's row lock (lockUser), which keeps two
 * drops of the same potion from both creating a stack.
 */
export async function grantItem(tx: Queryable, userId: string, item: ItemTemplate): Promise<void> {
  if (isStackable(item) && (await repo.addToStack(tx, userId, item))) return;
  await repo.insertItems(tx, [itemRow(userId, item, 1)]);
}

/**
 * Puts `quantity` of a catalogue item in the hunter's inventory and returns its row: potions,
 * items, quest items and chests join the hunter's stack, gear gets one row per piece. Call it
 * under the hunter's row lock (lockUser).
 */
export async function grantCatalogItem(
  tx: Queryable,
  userId: string,
  item: CatalogItem,
  quantity = 1,
): Promise<InventoryItemRow> {
  if (!isGear(item)) {
    const stack = await repo.addToStack(tx, userId, item, quantity);
    if (stack) return stack;
  }
  return repo.insertItem(tx, {
    userId,
    catalogId: item.id,
    name: item.name,
    description: item.description,
    type: item.type,
    subType: item.subType,
    rarity: item.rarity,
    icon: item.icon,
    usage: item.usage,
    stats: item.stats,
    setName: item.setName,
    quantity: isGear(item) ? 1 : quantity,
  });
}

/**
 * Identical items stack: a stack that just arrived (bought at the auction, or back from a
 * withdrawn listing) joins the hunter's existing stack of the same item, and its own row goes.
 * Gear keeps its row. `repoint` first moves what still names the row (the closed listing) to
 * the stack, so nothing points at an empty row. Returns the stack that now holds the items.
 * Call it under the hunter's row lock, in the transaction that moved the item, so it moves once.
 */
export async function joinStack(
  tx: Queryable,
  userId: string,
  arrived: InventoryItemRow,
  repoint: (fromItemId: string, toItemId: string) => Promise<void>,
): Promise<InventoryItemRow> {
  if (isGear(arrived) || arrived.type === "weapon" || arrived.quantity <= 0) return arrived;
  const stack = await repo.addToStack(tx, userId, arrived, arrived.quantity, arrived.id);
  if (!stack) return arrived;
  await repoint(arrived.id, stack.id);
  await repo.deleteItem(tx, arrived.id);
  return stack;
}
