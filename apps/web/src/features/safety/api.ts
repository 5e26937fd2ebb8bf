import { safetyEndpoints } from "@repgate/contracts/endpoints/safety";
import type { BlockKind } from "@repgate/contracts/safety";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";

/** The hunters the signed-in hunter muted or blocked; blocksChanged makes it stale. */
export const blocksQueryKey = queryKeyOf(safetyEndpoints.blocks);

export function useBlocks() {
  return useQuery({ queryKey: blocksQueryKey, queryFn: () => call(safetyEndpoints.blocks) });
}

/** Mutes or blocks; the server's blocksChanged refreshes the list and the chats. */
export function useSetBlock() {
  return useMutation({
    mutationFn: ({ userId, kind }: { userId: string; kind: BlockKind }) =>
      call(safetyEndpoints.setBlock, { params: { userId }, body: { kind } }),
  });
}

export function useRemoveBlock() {
  return useMutation({
    mutationFn: (userId: string) => call(safetyEndpoints.removeBlock, { params: { userId } }),
  });
}
