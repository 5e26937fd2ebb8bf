import { useItemRequestSchema } from "@repgate/contracts/inventory";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/auth-hook.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { parseInput } from "../../lib/validate.ts";
import { authenticate } from "../auth/authenticate.ts";
import { listInventory } from "./service.ts";
import { useItem } from "./use-item.ts";

export async function inventoryRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  app.addHook("preHandler", authenticate(deps));

  app.get("/api/inventory", async (request) => listInventory(db, signedInUser(request).id));

  app.post("/api/inventory/use-item", async (request) => {
    const { itemId } = parseInput(useItemRequestSchema, request.body);
    return useItem(db, { userId: signedInUser(request).id, itemId, now: clock.now() });
  });
}
