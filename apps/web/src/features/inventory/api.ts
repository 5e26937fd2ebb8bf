import { inventoryEndpoints } from "@repgate/contracts/endpoints/inventory";
import type { Equipment, EquipRequest } from "@repgate/contracts/equipment";
import type { InventoryItem, UseItemReply } from "@repgate/contracts/inventory";
import { BATTLE_ITEM_TYPES } from "@repgate/game/content/items";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { expectEcho } from "../../lib/reply-echoes.ts";
import { userQueryKey } from "../auth/api.ts";

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
 * POST /api/inventory/use-item. The reply's stack size goes straight into the cache;
 * `onUsed` lets the battle (battles/api.ts) take the reply's HP. The inventory and the
 * hunter are read again by the events the use announces (inventoryChanged, hunterChanged).
 */
export function useUseItem(onUsed?: (reply: UseItemReply) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<InventoryItem, "id">) =>
      call(inventoryEndpoints.useItem, { body: { itemId: item.id } }),
    onSuccess: (reply, item) => {
      queryClient.setQueryData<InventoryItem[]>(inventoryQueryKey, (items) =>
        items?.map((entry) =>
          entry.id === item.id ? { ...entry, quantity: reply.quantity } : entry,
        ),
      );
      onUsed?.(reply);
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

/**
 * Equipping and unequipping answer with what the hunter now wears, stored as it comes; the
 * inventory's event reads the items again. No event announces the hunter's combat power, which
 * the gear changes: it is read again here.
 */
function useWearChange<Input>(send: (input: Input) => Promise<Equipment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: () => expectEcho(queryClient, "inventoryChanged", equipmentQueryKey),
    onSuccess: (equipment) => {
      queryClient.setQueryData(equipmentQueryKey, equipment);
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    onSettled: (_reply, error, _input, echo) => echo?.settled(error === null),
  });
}

/** POST /api/inventory/equip: the server checks the slot and swaps out what was there. */
export function useEquipItem() {
  return useWearChange((body: EquipRequest) => call(inventoryEndpoints.equip, { body }));
}

export function useUnequipItem() {
  return useWearChange((itemId: string) => call(inventoryEndpoints.unequip, { body: { itemId } }));
}

/**
 * POST /api/inventory/open-chest: the loot is rolled on the server. Its events (inventoryChanged,
 * and walletChanged for gold) read the items and the hunter again.
 */
export function useOpenChest() {
  return useMutation({
    mutationFn: (itemId: string) => call(inventoryEndpoints.openChest, { body: { itemId } }),
  });
}
