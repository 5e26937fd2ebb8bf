import { inventoryEndpoints } from "@repgate/contracts/endpoints/inventory";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import { languageOfRequest } from "../../lib/i18n/request-language.ts";
import { type AppDeps, diceOf } from "../../lib/wiring/deps.ts";
import { noteInActiveBattle } from "../battles/battle-log.ts";
import { equipItem, loadEquipment, unequipItem } from "./equipment.ts";
import { openChest } from "./open-chest.ts";
import { listInventory } from "./service.ts";
import { useItem } from "./use-item.ts";

export async function inventoryRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  app.addHook("preHandler", authenticate(deps));
  app.addHook("preHandler", onboardedOnly);

  route(app, inventoryEndpoints.list, {}, async ({ request }) =>
    listInventory(db, signedInUser(request).id),
  );

  route(app, inventoryEndpoints.equipment, {}, async ({ request }) =>
    loadEquipment(db, signedInUser(request).id),
  );

  route(app, inventoryEndpoints.useItem, {}, async ({ body, request }) =>
    useItem(
      db,
      { userId: signedInUser(request).id, itemId: body.itemId, now: clock.now() },
      noteInActiveBattle,
    ),
  );

  route(app, inventoryEndpoints.equip, {}, async ({ body, request }) => {
    const { itemId, slot } = body;
    return equipItem(db, { userId: signedInUser(request).id, itemId, slot });
  });

  route(app, inventoryEndpoints.unequip, {}, async ({ body, request }) =>
    unequipItem(db, { userId: signedInUser(request).id, itemId: body.itemId }),
  );

  route(app, inventoryEndpoints.openChest, {}, async ({ body, request }) => {
    const userId = signedInUser(request).id;
    return openChest(db, {
      userId,
      itemId: body.itemId,
      random: diceOf(deps),
      language: languageOfRequest(request),
    });
  });
}
