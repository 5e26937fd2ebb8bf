import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import {
  equipmentSchema,
  equipRequestSchema,
  openChestReplySchema,
  openChestRequestSchema,
  unequipRequestSchema,
} from "../equipment.ts";
import { inventoryItemSchema, useItemReplySchema, useItemRequestSchema } from "../inventory.ts";

export const inventoryEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/inventory",
    reply: z.array(inventoryItemSchema),
  }),
  equipment: defineEndpoint({
    method: "GET",
    path: "/api/inventory/equipment",
    reply: equipmentSchema,
  }),
  useItem: defineEndpoint({
    method: "POST",
    path: "/api/inventory/use-item",
    body: useItemRequestSchema,
    reply: useItemReplySchema,
  }),
  equip: defineEndpoint({
    method: "POST",
    path: "/api/inventory/equip",
    body: equipRequestSchema,
    reply: equipmentSchema,
  }),
  unequip: defineEndpoint({
    method: "POST",
    path: "/api/inventory/unequip",
    body: unequipRequestSchema,
    reply: equipmentSchema,
  }),
  openChest: defineEndpoint({
    method: "POST",
    path: "/api/inventory/open-chest",
    body: openChestRequestSchema,
    reply: openChestReplySchema,
  }),
};
