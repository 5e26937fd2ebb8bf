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
import { expectEcho } from "../../lib/reply-echoes.ts";
import { userQueryKey } from "../auth/api.ts";

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

/**
 * The auction board, after a listing changed hands or was put up or taken back: no event
 * announces the board. The hunter's items and gold are read again by their own events
 * (inventoryChanged, walletChanged); after a refusal, the board shows what is really listed.
 */
function refreshAuction(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: auctionQueryKey });
}

/**
 * POST /api/shop/purchase: the server takes the gold and adds the item in one transaction. The
 * reply's gold goes into the hunter; the wallet's event for it reads nothing again, and the
 * inventory's event reads the items.
 */
export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => call(shopEndpoints.purchase, { body: { itemId } }),
    onMutate: () => expectEcho(queryClient, "walletChanged", userQueryKey),
    onSuccess: (reply) =>
      queryClient.setQueryData(userQueryKey, (user) => user && { ...user, gold: reply.gold }),
    onSettled: (_reply, error, _itemId, echo) => echo?.settled(error === null),
  });
}

export function useListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ListItemRequest) => call(shopEndpoints.listItem, { body: request }),
    onSettled: () => refreshAuction(queryClient),
  });
}

export function useBuyListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) => call(shopEndpoints.buyListing, { body: { listingId } }),
    onSettled: () => refreshAuction(queryClient),
  });
}

/** DELETE /api/shop/auction/{listingId}: the seller takes their own item back. */
export function useWithdrawListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) =>
      call(shopEndpoints.withdrawListing, { params: { listingId } }),
    onSettled: () => refreshAuction(queryClient),
  });
}
