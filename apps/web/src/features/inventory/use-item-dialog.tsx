import type { InventoryItem } from "@repgate/contracts/inventory";
import { healAmountOf } from "@repgate/game/items";
import { useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { refreshHoldings, useUseItem } from "./api.ts";

/** "This will restore 150 HP." for heal_150 (spec part 2, section 2). */
export function restoreText(item: Pick<InventoryItem, "usage">): string {
  const heal = healAmountOf(item.usage);
  return heal > 0 ? `This will restore ${heal} HP.` : "";
}

/** Using an item needs a confirmation (spec part 2, section 4). */
export function UseItemDialog({
  item,
  onClose,
}: {
  item: InventoryItem | null;
  onClose: () => void;
}) {
  const itemUse = useUseItem();
  const queryClient = useQueryClient();
  function confirm() {
    if (!item) return;
    itemUse.mutate(item, {
      onSuccess: (reply) => {
        toast({ title: "Item Used", description: reply.message });
        void refreshHoldings(queryClient);
      },
      onError: (error) => toastFailure("Failed to use item", error, "Failed to use item"),
      onSettled: onClose,
    });
  }
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Are you sure you want to use ${item?.name ?? "this item"}?`}
      description={item ? restoreText(item) : ""}
      confirmLabel="Use Item"
      pendingLabel="Using..."
      pending={itemUse.isPending}
      onConfirm={confirm}
    />
  );
}
