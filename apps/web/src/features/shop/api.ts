import { shopEndpoints } from "@repgate/contracts/endpoints/shop";
import { AUCTION_PAGE_SIZE, type ListItemRequest } from "@repgate/contracts/shop";
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
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

/**
 * The auction board, a page of AUCTION_PAGE_SIZE at a time (newest first). Each read asks for one
 * listing more than it shows: that one only says another page exists, which then starts after
 * the last listing shown. After a change the board is read again from its first page, as many
 * pages as were shown.
 */
export const auctionQueryOptions = infiniteQueryOptions({
  queryKey: auctionQueryKey,
  queryFn: ({ pageParam }) =>
    call(shopEndpoints.auction, {
      query: { limit: String(AUCTION_PAGE_SIZE + 1), ...(pageParam ? { cursor: pageParam } : {}) },
    }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) =>
    page.length > AUCTION_PAGE_SIZE ? page[AUCTION_PAGE_SIZE - 1]?.id : undefined,
  select: (data) => data.pages.flatMap((page) => page.slice(0, AUCTION_PAGE_SIZE)),
});

export function useShopItems() {
  return useQuery(shopItemsQueryOptions);
}

export function useAuction() {
  return useInfiniteQuery(auctionQueryOptions);
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
