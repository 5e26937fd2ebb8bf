import type { InventoryItem } from "@repgate/contracts/inventory";
import { ConfirmLines } from "../../components/confirm-lines.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { itemConfirmLines } from "../../lib/item-use.ts";
import { useUseItem } from "./api.ts";

/** Using an item needs a confirmation (docs/game-rules/screens.md). */
export function UseItemDialog({
  item,
  hp,
  onClose,
}: {
  item: InventoryItem | null;
  /** The hunter's HP, so a potion's line says what it will really restore. */
  hp?: { current: number; max: number };
  onClose: () => void;
}) {
  const itemUse = useUseItem();
  function confirm() {
    if (!item) return;
    itemUse.mutate(item, {
      onSuccess: (reply) => toast({ title: "Item Used", description: reply.message }),
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
      description={item ? <ConfirmLines lines={itemConfirmLines(item, hp)} /> : ""}
      confirmLabel="Use Item"
      pendingLabel="Using..."
      pending={itemUse.isPending}
      onConfirm={confirm}
    />
  );
}
