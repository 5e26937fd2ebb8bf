import { type AnyColumn, and, asc, eq, gt, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import {
  type InventoryItemRow,
  inventoryItems,
  type NewInventoryItemRow,
} from "../../db/schema/inventory.ts";

/**
 * The hunter's items, oldest first; used-up stacks (quantity 0) and items in auction escrow
 * are left out (the auction shows those).
 */
export function listItems(db: Queryable, userId: string): Promise<InventoryItemRow[]> {
  return db
    .select()
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.userId, userId),
        gt(inventoryItems.quantity, 0),
        eq(inventoryItems.inEscrow, false),
      ),
    )
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
        eq(inventoryItems.inEscrow, false),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Adds `quantity` to the hunter's oldest stack of this item (by name and type) that is not in
 * escrow; null when they have none. Call it under the hunter's row lock.
 */
export async function addToStack(
  db: Queryable,
  userId: string,
  item: { name: string; type: string },
  quantity = 1,
  exceptId?: string,
): Promise<InventoryItemRow | null> {
  const conditions = [
    eq(inventoryItems.userId, userId),
    eq(inventoryItems.name, item.name),
    eq(inventoryItems.type, item.type),
    eq(inventoryItems.inEscrow, false),
  ];
  if (exceptId) conditions.push(ne(inventoryItems.id, exceptId));
  const stack = db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(...conditions))
    .orderBy(asc(inventoryItems.createdAt), asc(inventoryItems.id))
    .limit(1);
  const [row] = await db
    .update(inventoryItems)
    .set({ quantity: sql`${inventoryItems.quantity} + ${quantity}` })
    .where(inArray(inventoryItems.id, stack))
    .returning();
  return row ?? null;
}

/** Removes a row whose items joined another stack (nothing may name it any more). */
export async function deleteItem(db: Queryable, itemId: string): Promise<void> {
  await db.delete(inventoryItems).where(eq(inventoryItems.id, itemId));
}

export async function insertItem(
  db: Queryable,
  row: NewInventoryItemRow,
): Promise<InventoryItemRow> {
  const [inserted] = await db.insert(inventoryItems).values(row).returning();
  if (!inserted) throw new Error("inventory insert returned nothing");
  return inserted;
}

/** Everything the hunter wears, in paper-doll slot order of the column (alphabetical). */
export function listEquipped(db: Queryable, userId: string): Promise<InventoryItemRow[]> {
  return db
    .select()
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.userId, userId),
        eq(inventoryItems.equipped, true),
        gt(inventoryItems.quantity, 0),
      ),
    )
    .orderBy(asc(inventoryItems.equippedSlot));
}

/** What a fight needs of one worn piece (battles/loadout.ts picks the weapon and sums the stats). */
export type WornPiece = Pick<
  InventoryItemRow,
  "type" | "subType" | "equippedSlot" | "stats" | "setName" | "createdAt"
>;

/**
 * The pieces `userId` (a column of the calling query, e.g. users.id) wears, as listEquipped
 * finds them, as a scalar subquery: a fight's lock query carries its gear instead of sending a
 * statement of its own (issue 45). Dates come back as JSON text: read them with wornPieces().
 */
export function wornGearOf(userId: SQL | AnyColumn): SQL<WornPieceJson[]> {
  return sql<WornPieceJson[]>`(SELECT coalesce(json_agg(json_build_object(
      'type', ${inventoryItems.type}, 'subType', ${inventoryItems.subType},
      'equippedSlot', ${inventoryItems.equippedSlot}, 'stats', ${inventoryItems.stats},
      'setName', ${inventoryItems.setName}, 'createdAt', ${inventoryItems.createdAt}
    ) ORDER BY ${inventoryItems.equippedSlot}), '[]'::json)
    FROM ${inventoryItems}
    WHERE ${inventoryItems.userId} = ${userId} AND ${inventoryItems.equipped}
      AND ${inventoryItems.quantity} > 0)`;
}

/** A worn piece as wornGearOf's JSON carries it. */
type WornPieceJson = Omit<WornPiece, "createdAt"> & { createdAt: string };

/** wornGearOf's JSON as the pieces listEquipped would have given. */
export function wornPieces(json: readonly WornPieceJson[]): WornPiece[] {
  return json.map((piece) => ({ ...piece, createdAt: new Date(piece.createdAt) }));
}

/** Takes whatever is in `slot` off (the item being equipped excepted). */
export async function clearSlot(
  db: Queryable,
  userId: string,
  slot: string,
  exceptItemId: string,
): Promise<void> {
  await db
    .update(inventoryItems)
    .set({ equipped: false, equippedSlot: null })
    .where(
      and(
        eq(inventoryItems.userId, userId),
        eq(inventoryItems.equippedSlot, slot),
        ne(inventoryItems.id, exceptItemId),
      ),
    );
}

/**
 * Updates one of the hunter's items when it is in the state `conditions` describe; null when
 * it is not (someone else's, escrowed, already moved). The conditions are what make each
 * change happen once when requests race.
 */
async function updateOwnItem(
  db: Queryable,
  userId: string,
  itemId: string,
  changes: Partial<NewInventoryItemRow>,
  ...conditions: SQL[]
): Promise<InventoryItemRow | null> {
  const [row] = await db
    .update(inventoryItems)
    .set(changes)
    .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.userId, userId), ...conditions))
    .returning();
  return row ?? null;
}

/** Puts the item in `slot` (null takes it off); only the owner's item out of escrow. */
export function setSlot(
  db: Queryable,
  userId: string,
  itemId: string,
  slot: string | null,
): Promise<InventoryItemRow | null> {
  return updateOwnItem(
    db,
    userId,
    itemId,
    { equipped: slot !== null, equippedSlot: slot },
    eq(inventoryItems.inEscrow, false),
  );
}

/**
 * Holds the item for an auction listing. The conditions make it happen once: of two concurrent
 * listings of one item only one gets the row back.
 */
export function putInEscrow(
  db: Queryable,
  userId: string,
  itemId: string,
): Promise<InventoryItemRow | null> {
  return updateOwnItem(
    db,
    userId,
    itemId,
    { inEscrow: true },
    eq(inventoryItems.inEscrow, false),
    eq(inventoryItems.equipped, false),
    gt(inventoryItems.quantity, 0),
  );
}

/**
 * Holds `quantity` of a bigger stack for an auction listing: the stack gives them up by a
 * conditional update (it must keep at least one, out of escrow and unequipped, so racing
 * listings can never take it below zero) and a new row holds them in escrow. Null when the
 * stack has no more than `quantity` (list the whole row then). Call it under the owner's lock.
 */
export async function splitIntoEscrow(
  db: Queryable,
  userId: string,
  itemId: string,
  quantity: number,
): Promise<InventoryItemRow | null> {
  const [stack] = await db
    .update(inventoryItems)
    .set({ quantity: sql`${inventoryItems.quantity} - ${quantity}` })
    .where(
      and(
        eq(inventoryItems.id, itemId),
        eq(inventoryItems.userId, userId),
        eq(inventoryItems.inEscrow, false),
        eq(inventoryItems.equipped, false),
        gt(inventoryItems.quantity, quantity),
      ),
    )
    .returning();
  if (!stack) return null;
  const { id: _id, createdAt: _createdAt, ...copy } = stack;
  return insertItem(db, { ...copy, quantity, inEscrow: true, equippedSlot: null });
}

/** Hands an escrowed item back to its owner (withdrawn) or over to a buyer (sold). */
export function releaseEscrow(
  db: Queryable,
  { itemId, fromUserId, toUserId }: { itemId: string; fromUserId: string; toUserId: string },
): Promise<InventoryItemRow | null> {
  return updateOwnItem(
    db,
    fromUserId,
    itemId,
    { inEscrow: false, userId: toUserId, equipped: false, equippedSlot: null },
    eq(inventoryItems.inEscrow, true),
  );
}

// The data export (POST /api/user/export) reads this area's rows about one hunter here.

export function exportInventory(db: Queryable, userId: string) {
  return db.select().from(inventoryItems).where(eq(inventoryItems.userId, userId));
}
