import { defineEndpoint } from "../endpoint.ts";
import {
  auctionListingListSchema,
  auctionPurchaseRequestSchema,
  auctionQuerySchema,
  listItemReplySchema,
  listItemRequestSchema,
  purchaseReplySchema,
  purchaseRequestSchema,
  shopItemListSchema,
  withdrawListingParamsSchema,
  withdrawListingReplySchema,
} from "../shop.ts";

export const shopEndpoints = {
  items: defineEndpoint({ method: "GET", path: "/api/shop/items", reply: shopItemListSchema }),
  purchase: defineEndpoint({
    method: "POST",
    path: "/api/shop/purchase",
    body: purchaseRequestSchema,
    reply: purchaseReplySchema,
  }),
  auction: defineEndpoint({
    method: "GET",
    path: "/api/shop/auction",
    query: auctionQuerySchema,
    reply: auctionListingListSchema,
  }),
  /** Replies 201 with the new listing. */
  listItem: defineEndpoint({
    method: "POST",
    path: "/api/shop/auction/list",
    body: listItemRequestSchema,
    reply: listItemReplySchema,
  }),
  withdrawListing: defineEndpoint({
    method: "DELETE",
    path: "/api/shop/auction/:listingId",
    params: withdrawListingParamsSchema,
    reply: withdrawListingReplySchema,
  }),
  buyListing: defineEndpoint({
    method: "POST",
    path: "/api/shop/auction/purchase",
    body: auctionPurchaseRequestSchema,
    reply: purchaseReplySchema,
  }),
};
