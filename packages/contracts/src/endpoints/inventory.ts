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
    token: "read",
    reply: z.array(inventoryItemSchema),
  }),
  equipment: defineEndpoint({
    method: "GET",
    path: "/api/inventory/equipment",
    token: "read",
    reply: equipmentSchema,
  }),
  useItem: defineEndpoint({
    method: "POST",
    path: "/api/inventory/use-item",
    token: "play",
    body: useItemRequestSchema,
    reply: useItemReplySchema,
  }),
  equip: defineEndpoint({
    method: "POST",
    path: "/api/inventory/equip",
    token: "play",
    body: equipRequestSchema,
    reply: equipmentSchema,
  }),
  unequip: defineEndpoint({
    method: "POST",
    path: "/api/inventory/unequip",
    token: "play",
    body: unequipRequestSchema,
    reply: equipmentSchema,
  }),
  openChest: defineEndpoint({
    method: "POST",
    path: "/api/inventory/open-chest",
    token: "play",
    body: openChestRequestSchema,
    reply: openChestReplySchema,
  }),
};
