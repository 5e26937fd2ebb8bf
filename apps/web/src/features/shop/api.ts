import { shopEndpoints } from "@repgate/contracts/endpoints/shop";
import type { ListItemRequest } from "@repgate/contracts/shop";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { refreshHoldings } from "../inventory/api.ts";

const shopItemsQueryKey = queryKeyOf(shopEndpoints.items);
const auctionQueryKey = queryKeyOf(shopEndpoints.auction);

export const shopItemsQueryOptions = queryOptions({
  queryKey: shopItemsQueryKey,
  queryFn: () => call(shopEndpoints.items),
});

export const auctionQueryOptions = queryOptions({
  queryKey: auctionQueryKey,
  queryFn: () => call(shopEndpoints.auction),
});

export function useShopItems() {
  return useQuery(shopItemsQueryOptions);
}

export function useAuction() {
  return useQuery(auctionQueryOptions);
}

/** After a success: user, inventory, equipment and auction data (docs/game-rules/screens.md). */
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
    mutationFn: (itemId: string) => call(shopEndpoints.purchase, { body: { itemId } }),
    onSettled: () => refreshMarket(queryClient),
  });
}

export function useListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ListItemRequest) => call(shopEndpoints.listItem, { body: request }),
    onSettled: () => refreshMarket(queryClient),
  });
}

export function useBuyListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) => call(shopEndpoints.buyListing, { body: { listingId } }),
    onSettled: () => refreshMarket(queryClient),
  });
}

/** DELETE /api/shop/auction/{listingId}: the seller takes their own item back. */
export function useWithdrawListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) =>
      call(shopEndpoints.withdrawListing, { params: { listingId } }),
    onSettled: () => refreshMarket(queryClient),
  });
}
