import type { Battle } from "@repgate/contracts/battles";
import {
  type InventoryItem,
  inventoryItemSchema,
  useItemReplySchema,
} from "@repgate/contracts/inventory";
import { BATTLE_ITEM_TYPES } from "@repgate/game/items";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { getJson, sendJson } from "../../lib/api-client.ts";
import { userQueryKey } from "../auth/api.ts";
import { activeBattleQueryKey } from "../battles/api.ts";

export const inventoryQueryKey = ["/api/inventory"] as const;

export const inventoryQueryOptions = queryOptions({
  queryKey: inventoryQueryKey,
  queryFn: () => getJson("/api/inventory", z.array(inventoryItemSchema)),
});

export function useInventory() {
  return useQuery(inventoryQueryOptions);
}

/** Items a hunter can use in battle: items or potions with a usage and some left (spec 5). */
export function usableBattleItems(items: readonly InventoryItem[]): InventoryItem[] {
  return items.filter(
    (item) =>
      (BATTLE_ITEM_TYPES as readonly string[]).includes(item.type) &&
      Boolean(item.usage) &&
      item.quantity > 0,
  );
}

/**
 * POST /api/inventory/use-item. The reply's HP and stack size go straight into the caches;
 * the battle is refetched for its log line.
 */
export function useUseItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<InventoryItem, "id">) =>
      sendJson("POST", "/api/inventory/use-item", useItemReplySchema, { itemId: item.id }),
    onSuccess: (reply, item) => {
      queryClient.setQueryData<Battle | null>(activeBattleQueryKey, (battle) =>
        battle
          ? { ...battle, playerCurrentHP: reply.newHealth, playerMaxHP: reply.maxHealth }
          : battle,
      );
      queryClient.setQueryData<InventoryItem[]>(inventoryQueryKey, (items) =>
        items?.map((entry) =>
          entry.id === item.id ? { ...entry, quantity: reply.quantity } : entry,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: activeBattleQueryKey });
      void queryClient.invalidateQueries({ queryKey: inventoryQueryKey, refetchType: "none" });
      void queryClient.invalidateQueries({ queryKey: userQueryKey, refetchType: "none" });
    },
  });
}
