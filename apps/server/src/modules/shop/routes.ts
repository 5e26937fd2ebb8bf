import {
  auctionPurchaseRequestSchema,
  listItemRequestSchema,
  purchaseRequestSchema,
  withdrawListingParamsSchema,
} from "@repgate/contracts/shop";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/auth-hook.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { parseInput } from "../../lib/validate.ts";
import { authenticate } from "../auth/authenticate.ts";
import { buyListing, listAuction, listItem, withdrawListing } from "./auction.ts";
import { listShopItems, purchaseItem } from "./service.ts";

export async function shopRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db } = deps;
  app.addHook("preHandler", authenticate(deps));

  app.get("/api/shop/items", async () => listShopItems());

  app.post("/api/shop/purchase", async (request) => {
    const { itemId } = parseInput(purchaseRequestSchema, request.body);
    return purchaseItem(db, { userId: signedInUser(request).id, itemId });
  });

  app.get("/api/shop/auction", async () => listAuction(db));

  app.post("/api/shop/auction/list", async (request, reply) => {
    const input = parseInput(listItemRequestSchema, request.body);
    reply.code(201);
    return listItem(db, { userId: signedInUser(request).id, ...input });
  });

  app.delete("/api/shop/auction/:listingId", async (request) => {
    const { listingId } = parseInput(withdrawListingParamsSchema, request.params);
    return withdrawListing(db, { userId: signedInUser(request).id, listingId });
  });

  app.post("/api/shop/auction/purchase", async (request) => {
    const { listingId } = parseInput(auctionPurchaseRequestSchema, request.body);
    return buyListing(db, { userId: signedInUser(request).id, listingId });
  });
}
