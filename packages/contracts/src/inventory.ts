import { z } from "zod";
import { statsSchema } from "./user.ts";

/** An item a hunter owns (docs/game-rules/gear-and-gold.md). */
export const inventoryItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
  subType: z.string().nullable(),
  rarity: z.string(),
  icon: z.string().nullable(),
  usage: z.string().nullable(),
  stats: statsSchema.partial(),
  quantity: z.number().int(),
  equipped: z.boolean(),
  equippedSlot: z.string().nullable(),
  setName: z.string().nullable(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const useItemRequestSchema = z.object({
  itemId: z.uuid({ error: "Choose an item to use." }),
});

export const useItemReplySchema = z.object({
  message: z.string(),
  healingAmount: z.number().int(),
  newHealth: z.number().int(),
  maxHealth: z.number().int(),
  /** What is left of the stack after this use. */
  quantity: z.number().int(),
});
export type UseItemReply = z.infer<typeof useItemReplySchema>;
