import type { InventoryItem } from "@repgate/contracts/inventory";
import { ConfirmLines } from "../../components/confirm-lines.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
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
  const t = useT();
  const tt = useTableText();
  const itemUse = useUseItem();
  function confirm() {
    if (!item) return;
    itemUse.mutate(item, {
      onSuccess: (reply) => toast({ title: t("inventory.use.done"), description: reply.message }),
      onError: (error) => toastFailure(t("inventory.use.failed"), error, t("inventory.use.failed")),
      onSettled: onClose,
    });
  }
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item ? t("inventory.use.title", { name: tt(item.name) }) : t("inventory.use.titleAny")}
      description={item ? <ConfirmLines lines={itemConfirmLines(item, hp)} /> : ""}
      confirmLabel={t("inventory.use.confirm")}
      pendingLabel={t("inventory.use.pending")}
      pending={itemUse.isPending}
      onConfirm={confirm}
    />
  );
}
