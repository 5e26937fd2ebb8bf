import type { Battle } from "@repgate/contracts/battles";
import { inventoryEndpoints } from "@repgate/contracts/endpoints/inventory";
import type { EquipRequest } from "@repgate/contracts/equipment";
import type { InventoryItem } from "@repgate/contracts/inventory";
import { BATTLE_ITEM_TYPES } from "@repgate/game/items";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { userQueryKey } from "../auth/api.ts";
import { activeBattleQueryKey } from "../battles/api.ts";

export const inventoryQueryKey = queryKeyOf(inventoryEndpoints.list);

export const inventoryQueryOptions = queryOptions({
  queryKey: inventoryQueryKey,
  queryFn: () => call(inventoryEndpoints.list),
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
      call(inventoryEndpoints.useItem, { body: { itemId: item.id } }),
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

export const equipmentQueryKey = queryKeyOf(inventoryEndpoints.equipment);

/** What the hunter wears, with the server-computed bonuses and set progress. */
const equipmentQueryOptions = queryOptions({
  queryKey: equipmentQueryKey,
  queryFn: () => call(inventoryEndpoints.equipment),
});

export function useEquipment() {
  return useQuery(equipmentQueryOptions);
}

/** After an item or gold changed hands: the hunter, their items and what they wear. */
export function refreshHoldings(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userQueryKey }),
    queryClient.invalidateQueries({ queryKey: inventoryQueryKey }),
    queryClient.invalidateQueries({ queryKey: equipmentQueryKey }),
  ]);
}

/** POST /api/inventory/equip: the server checks the slot and swaps out what was there. */
export function useEquipItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EquipRequest) => call(inventoryEndpoints.equip, { body }),
    onSettled: () => refreshHoldings(queryClient),
  });
}

export function useUnequipItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => call(inventoryEndpoints.unequip, { body: { itemId } }),
    onSettled: () => refreshHoldings(queryClient),
  });
}

/** POST /api/inventory/open-chest: the loot is rolled on the server. */
export function useOpenChest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => call(inventoryEndpoints.openChest, { body: { itemId } }),
    onSettled: () => refreshHoldings(queryClient),
  });
}
