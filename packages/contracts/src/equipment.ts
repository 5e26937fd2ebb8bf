import { EQUIPMENT_SLOTS, type EquipmentSlot } from "@repgate/game/rules/equipment";
import { z } from "zod";
import { inventoryItemSchema } from "./inventory.ts";
import { statsSchema } from "./user.ts";

export { EQUIPMENT_SLOTS, type EquipmentSlot };

export const equipRequestSchema = z.object({
  itemId: z.uuid({ error: "Choose an item to equip." }),
  slot: z.enum(EQUIPMENT_SLOTS, { error: `Slot must be one of: ${EQUIPMENT_SLOTS.join(", ")}.` }),
});
export type EquipRequest = z.infer<typeof equipRequestSchema>;

export const unequipRequestSchema = z.object({
  itemId: z.uuid({ error: "Choose an item to unequip." }),
});

const setBonusSchema = z.object({
  setName: z.string(),
  piecesWorn: z.number().int(),
  /** Each threshold of the set, whether it is active, and what it grants. */
  tiers: z.array(
    z.object({ pieces: z.number().int(), active: z.boolean(), bonus: statsSchema.partial() }),
  ),
});

/** GET /api/inventory/equipment: what the hunter wears and what it adds up to. */
export const equipmentSchema = z.object({
  equipped: z.array(inventoryItemSchema),
  /** Item stats plus active set bonuses, per stat. */
  bonuses: statsSchema,
  sets: z.array(setBonusSchema),
});
export type Equipment = z.infer<typeof equipmentSchema>;

export const openChestRequestSchema = z.object({
  itemId: z.uuid({ error: "Choose a chest to open." }),
});

export const openChestReplySchema = z.object({
  message: z.string(),
  /** The inventory rows the loot went into (a potion stack shows its new quantity). */
  loot: z.array(inventoryItemSchema),
  /** Gold found in the chest (already added to the hunter's gold). */
  gold: z.number().int(),
});
export type OpenChestReply = z.infer<typeof openChestReplySchema>;
