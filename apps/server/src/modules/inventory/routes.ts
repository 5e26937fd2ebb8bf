import {
  equipRequestSchema,
  openChestRequestSchema,
  unequipRequestSchema,
} from "@repgate/contracts/equipment";
import { useItemRequestSchema } from "@repgate/contracts/inventory";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/auth-hook.ts";
import { type AppDeps, diceOf } from "../../lib/deps.ts";
import { parseInput } from "../../lib/validate.ts";
import { authenticate } from "../auth/authenticate.ts";
import { equipItem, loadEquipment, unequipItem } from "./equipment.ts";
import { openChest } from "./open-chest.ts";
import { listInventory } from "./service.ts";
import { useItem } from "./use-item.ts";

export async function inventoryRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  app.addHook("preHandler", authenticate(deps));

  app.get("/api/inventory", async (request) => listInventory(db, signedInUser(request).id));

  app.get("/api/inventory/equipment", async (request) =>
    loadEquipment(db, signedInUser(request).id),
  );

  app.post("/api/inventory/use-item", async (request) => {
    const { itemId } = parseInput(useItemRequestSchema, request.body);
    return useItem(db, { userId: signedInUser(request).id, itemId, now: clock.now() });
  });

  app.post("/api/inventory/equip", async (request) => {
    const { itemId, slot } = parseInput(equipRequestSchema, request.body);
    return equipItem(db, { userId: signedInUser(request).id, itemId, slot });
  });

  app.post("/api/inventory/unequip", async (request) => {
    const { itemId } = parseInput(unequipRequestSchema, request.body);
    return unequipItem(db, { userId: signedInUser(request).id, itemId });
  });

  app.post("/api/inventory/open-chest", async (request) => {
    const { itemId } = parseInput(openChestRequestSchema, request.body);
    return openChest(db, { userId: signedInUser(request).id, itemId, random: diceOf(deps) });
  });
}
