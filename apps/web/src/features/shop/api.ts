import {
  auctionListingListSchema,
  type ListItemRequest,
  purchaseReplySchema,
  shopItemListSchema,
} from "@repgate/contracts/shop";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiRequest, getJson, sendJson } from "../../lib/api-client.ts";
import { refreshHoldings } from "../inventory/api.ts";

export const shopItemsQueryKey = ["/api/shop/items"] as const;
export const auctionQueryKey = ["/api/shop/auction"] as const;

export const shopItemsQueryOptions = queryOptions({
  queryKey: shopItemsQueryKey,
  queryFn: () => getJson("/api/shop/items", shopItemListSchema),
});

export const auctionQueryOptions = queryOptions({
  queryKey: auctionQueryKey,
  queryFn: () => getJson("/api/shop/auction", auctionListingListSchema),
});

export function useShopItems() {
  return useQuery(shopItemsQueryOptions);
}

export function useAuction() {
  return useQuery(auctionQueryOptions);
}

/** After a success: user, inventory, equipment and auction data (spec part 2, section 4). */
function refreshMarket(queryClient: QueryClient) {
  return Promise.all([
    refreshHoldings(queryClient),
    queryClient.invalidateQueries({ queryKey: auctionQueryKey }),
  ]);
}

/** POST /api/shop/purchase: the server takes the gold and adds the item in one transaction. */
export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      sendJson("POST", "/api/shop/purchase", purchaseReplySchema, { itemId }),
    onSettled: () => refreshMarket(queryClient),
  });
}

export function useListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ListItemRequest) => apiRequest("POST", "/api/shop/auction/list", request),
    onSettled: () => refreshMarket(queryClient),
  });
}

export function useBuyListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) =>
      apiRequest("POST", "/api/shop/auction/purchase", { listingId }),
    onSettled: () => refreshMarket(queryClient),
  });
}

/** DELETE /api/shop/auction/{listingId}: the seller takes their own item back. */
export function useWithdrawListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) =>
      apiRequest("DELETE", `/api/shop/auction/${encodeURIComponent(listingId)}`),
    onSettled: () => refreshMarket(queryClient),
  });
}
