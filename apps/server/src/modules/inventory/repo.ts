import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import {
  type InventoryItemRow,
  inventoryItems,
  type NewInventoryItemRow,
} from "../../db/schema/inventory.ts";

/** The hunter's items, oldest first; used-up stacks (quantity 0) are left out. */
export function listItems(db: Queryable, userId: string): Promise<InventoryItemRow[]> {
  return db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.userId, userId), gt(inventoryItems.quantity, 0)))
    .orderBy(asc(inventoryItems.createdAt), asc(inventoryItems.id));
}

export async function findItem(
  db: Queryable,
  userId: string,
  itemId: string,
): Promise<InventoryItemRow | null> {
  const [row] = await db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function insertItems(db: Queryable, rows: NewInventoryItemRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(inventoryItems).values(rows);
}

/**
 * Takes one from the stack. The condition `quantity > 0` makes it atomic: of many concurrent
 * uses of a stack of 3, exactly 3 get a row back, and the quantity never goes below 0.
 */
export async function takeOne(
  db: Queryable,
  userId: string,
  itemId: string,
): Promise<InventoryItemRow | null> {
  const [row] = await db
    .update(inventoryItems)
    .set({ quantity: sql`${inventoryItems.quantity} - 1` })
    .where(
      and(
        eq(inventoryItems.id, itemId),
        eq(inventoryItems.userId, userId),
        gt(inventoryItems.quantity, 0),
      ),
    )
    .returning();
  return row ?? null;
}

/** Adds one to the hunter's stack of this item (by name and type); false when they have none. */
export async function addToStack(
  db: Queryable,
  userId: string,
  item: { name: string; type: string },
): Promise<boolean> {
  const rows = await db
    .update(inventoryItems)
    .set({ quantity: sql`${inventoryItems.quantity} + 1` })
    .where(
      and(
        eq(inventoryItems.userId, userId),
        eq(inventoryItems.name, item.name),
        eq(inventoryItems.type, item.type),
      ),
    )
    .returning({ id: inventoryItems.id });
  return rows.length > 0;
}

/** The weapon the hunter fights with: the first equipped one (issue 5 adds the slots). */
export async function findEquippedWeapon(
  db: Queryable,
  userId: string,
): Promise<InventoryItemRow | null> {
  const [row] = await db
    .select()
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.userId, userId),
        eq(inventoryItems.type, "weapon"),
        eq(inventoryItems.equipped, true),
        gt(inventoryItems.quantity, 0),
      ),
    )
    .orderBy(asc(inventoryItems.equippedSlot), asc(inventoryItems.createdAt))
    .limit(1);
  return row ?? null;
}
