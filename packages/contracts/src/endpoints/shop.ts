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
  items: defineEndpoint({
    method: "GET",
    path: "/api/shop/items",
    token: "read",
    reply: shopItemListSchema,
  }),
  purchase: defineEndpoint({
    method: "POST",
    path: "/api/shop/purchase",
    token: "play",
    body: purchaseRequestSchema,
    reply: purchaseReplySchema,
  }),
  auction: defineEndpoint({
    method: "GET",
    path: "/api/shop/auction",
    token: "read",
    query: auctionQuerySchema,
    reply: auctionListingListSchema,
  }),
  /** Replies 201 with the new listing. */
  listItem: defineEndpoint({
    method: "POST",
    path: "/api/shop/auction/list",
    token: "play",
    body: listItemRequestSchema,
    reply: listItemReplySchema,
  }),
  withdrawListing: defineEndpoint({
    method: "DELETE",
    path: "/api/shop/auction/:listingId",
    token: "play",
    params: withdrawListingParamsSchema,
    reply: withdrawListingReplySchema,
  }),
  buyListing: defineEndpoint({
    method: "POST",
    path: "/api/shop/auction/purchase",
    token: "play",
    body: auctionPurchaseRequestSchema,
    reply: purchaseReplySchema,
  }),
};
