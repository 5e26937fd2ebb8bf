import type { InventoryItem } from "@repgate/contracts/inventory";
import { pictureOfItem } from "@repgate/game/content/item-pictures";
import type { InventoryItemRow } from "../../db/schema/inventory.ts";

export function presentItem(row: InventoryItemRow): InventoryItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    subType: row.subType,
    rarity: row.rarity,
    icon: pictureOfItem(row),
    usage: row.usage,
    stats: row.stats,
    quantity: row.quantity,
    equipped: row.equipped,
    equippedSlot: row.equippedSlot,
    setName: row.setName,
  };
}
