import { safetyEndpoints } from "@repgate/contracts/endpoints/safety";
import type { BlockKind } from "@repgate/contracts/safety";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";

/** The Settings section listing muted and blocked hunters, where every undo is. */
export const BLOCKED_HUNTERS_ANCHOR = "blocked-hunters";
export const BLOCKED_HUNTERS_PATH = `/settings#${BLOCKED_HUNTERS_ANCHOR}`;

/** The hunters the signed-in hunter muted or blocked; blocksChanged makes it stale. */
export const blocksQueryKey = queryKeyOf(safetyEndpoints.blocks);

export function useBlocks() {
  return useQuery({ queryKey: blocksQueryKey, queryFn: () => call(safetyEndpoints.blocks) });
}

/**
 * Mutes or blocks. The replies carry a message: the server's blocksChanged reads the list and
 * the chats, and a block that ends a friendship announces friendsChanged to both hunters
 * (the one refresh rule). A refusal announces nothing: the list is read again.
 */
export function useSetBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, kind }: { userId: string; kind: BlockKind }) =>
      call(safetyEndpoints.setBlock, { params: { userId }, body: { kind } }),
    onError: () => queryClient.invalidateQueries({ queryKey: blocksQueryKey }),
  });
}

export function useRemoveBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(safetyEndpoints.removeBlock, { params: { userId } }),
    onError: () => queryClient.invalidateQueries({ queryKey: blocksQueryKey }),
  });
}
