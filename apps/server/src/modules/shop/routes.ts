import { shopEndpoints } from "@repgate/contracts/endpoints/shop";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly } from "../../lib/http/guards/onboarded.ts";
import { route } from "../../lib/http/route.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { buyListing, listAuction, listItem, withdrawListing } from "./auction.ts";
import { listShopItems, purchaseItem } from "./service.ts";

export async function shopRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db } = deps;
  app.addHook("preHandler", authenticate(deps));
  app.addHook("preHandler", onboardedOnly);

  route(app, shopEndpoints.items, {}, async () => listShopItems());

  route(app, shopEndpoints.purchase, {}, async ({ body, request }) =>
    purchaseItem(db, { userId: signedInUser(request).id, itemId: body.itemId }),
  );

  route(app, shopEndpoints.auction, {}, async ({ query }) => listAuction(db, query));

  route(app, shopEndpoints.listItem, { status: 201 }, async ({ body, request }) =>
    listItem(db, { userId: signedInUser(request).id, ...body }),
  );

  route(app, shopEndpoints.withdrawListing, {}, async ({ params, request }) =>
    withdrawListing(db, { userId: signedInUser(request).id, listingId: params.listingId }),
  );

  route(app, shopEndpoints.buyListing, {}, async ({ body, request }) =>
    buyListing(db, { userId: signedInUser(request).id, listingId: body.listingId }),
  );
}
