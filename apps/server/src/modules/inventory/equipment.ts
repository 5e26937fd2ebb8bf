import type { Equipment } from "@repgate/contracts/equipment";
import { canEquip, equipErrorText, equipmentBonuses } from "@repgate/game/rules/equipment";
import type { Db, Queryable } from "../../db/connect.ts";
import type { InventoryItemRow } from "../../db/schema/inventory.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { lockUser } from "../users/repo.ts";
import { presentItem } from "./present.ts";
import * as repo from "./repo.ts";

/** What the hunter wears, its stats summed with the active set bonuses. */
export async function loadEquipment(db: Queryable, userId: string): Promise<Equipment> {
  const equipped = await repo.listEquipped(db, userId);
  const { bonuses, sets } = equipmentBonuses(equipped);
  return { equipped: equipped.map(presentItem), bonuses, sets };
}

/** The hunter's own item, or the 404 every foreign or unknown id gets. */
async function ownItem(tx: Queryable, userId: string, itemId: string): Promise<InventoryItemRow> {
  const user = await lockUser(tx, userId);
  const item = user ? await repo.findItem(tx, userId, itemId) : null;
  if (!item || item.quantity <= 0) {
    throw new AppError("not_found", "That item is not in your inventory.");
  }
  return item;
}

/** An item held for an auction listing cannot be worn, used or opened: a 409. */
export function refuseEscrowed(held: InventoryItemRow): void {
  if (held.inEscrow) {
    // Named {item} so a reader's language names the item in it too (docs/i18n.md).
    const item = held.name;
    throw new AppError("conflict", `${item} is listed in the auction.`);
  }
}

/**
 * Puts an item of the hunter's in a slot, taking off what was there; an item already worn in
 * another slot moves. One transaction under the hunter's row lock.
 */
export async function equipItem(
  db: Db,
  { userId, itemId, slot }: { userId: string; itemId: string; slot: string },
): Promise<Equipment> {
  return inTransaction(db, async (tx, emit) => {
    const item = await ownItem(tx, userId, itemId);
    refuseEscrowed(item);
    if (!canEquip(item.type, slot, item.subType))
      throw new AppError("bad_request", equipErrorText(item.type, slot));
    if (item.equippedSlot !== slot) {
      await repo.clearSlot(tx, userId, slot, item.id);
      // Clear the old slot first so the one-item-per-slot index never sees two rows.
      if (item.equippedSlot) await repo.setSlot(tx, userId, item.id, null);
      await repo.setSlot(tx, userId, item.id, slot);
      emit({ type: "inventoryChanged", userId });
    }
    return loadEquipment(tx, userId);
  });
}

/** Takes an item off; unequipping an item that is not worn changes nothing. */
export async function unequipItem(
  db: Db,
  { userId, itemId }: { userId: string; itemId: string },
): Promise<Equipment> {
  return inTransaction(db, async (tx, emit) => {
    const item = await ownItem(tx, userId, itemId);
    if (item.equipped) {
      await repo.setSlot(tx, userId, item.id, null);
      emit({ type: "inventoryChanged", userId });
    }
    return loadEquipment(tx, userId);
  });
}
