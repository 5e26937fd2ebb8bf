import type { InventoryItem } from "@repgate/contracts/inventory";
import { healAmountOf } from "@repgate/game/content/items";
import { ArrowLeft, FlaskConical } from "lucide-react";
import { useState } from "react";
import { ConfirmLines } from "../../components/confirm-lines.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { healsNothing, hpFullText, itemConfirmLines } from "../../lib/item-use.ts";
import { usableBattleItems, useInventory } from "../inventory/api.ts";
import { useUseBattleItem } from "./api.ts";
import { failureResult, type MoveResult } from "./move-result.ts";

interface ItemsMenuProps {
  /** The hunter's HP in this battle: a potion at full HP is refused before the confirmation. */
  hp: { current: number; max: number };
  onBack: () => void;
  /** Said in the combat panel's result area, where no toast covers the menu. */
  onUsed: (result: MoveResult) => void;
  onFailed: (result: MoveResult) => void;
}

/** The Items menu: usable potions, each used only after a confirmation. */
export function ItemsMenu({ hp, onBack, onUsed, onFailed }: ItemsMenuProps) {
  const inventory = useInventory();
  const itemUse = useUseBattleItem();
  const [chosen, setChosen] = useState<InventoryItem | null>(null);
  const items = usableBattleItems(inventory.data ?? []);
  const t = useT();
  const tt = useTableText();

  function confirm() {
    if (!chosen) return;
    itemUse.mutate(chosen, {
      onSuccess: (reply) => {
        setChosen(null);
        onUsed({ title: t("battle.items.used"), message: reply.message, counter: null });
      },
      onError: (error) => {
        setChosen(null);
        onFailed(failureResult(t("battle.items.failed"), error, t("battle.items.failedText")));
      },
    });
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-bold text-slate-50">{t("battle.menu.items")}</h3>
        <Button variant="secondary" size="sm" onClick={onBack} data-autofocus>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("common.back")}
        </Button>
      </div>
      {inventory.isPending ? (
        <p className="text-sm text-slate-300">{t("battle.items.loading")}</p>
      ) : inventory.isError ? (
        <p className="text-sm text-slate-300">{t("battle.items.loadError")}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-300">{t("battle.items.none")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {hp.current >= hp.max ? (
            <li className="text-sm font-semibold text-amber-200">{hpFullText()}</li>
          ) : null}
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                disabled={healsNothing(item, hp)}
                onClick={() => setChosen(item)}
                className="flex min-h-14 w-full items-center gap-3 rounded-md border border-slate-600 bg-slate-950/60 px-3 py-2 text-left hover:border-sky-400 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-slate-600"
              >
                <FlaskConical aria-hidden="true" className="size-6 shrink-0 text-emerald-300" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-50">{tt(item.name)}</span>
                  <span className="block text-xs text-slate-300">
                    {healAmountOf(item.usage) > 0
                      ? t("battle.items.restores", { amount: healAmountOf(item.usage) })
                      : tt(item.description)}
                  </span>
                </span>
                <span className="text-sm font-bold text-slate-200 tabular-nums">
                  x{item.quantity}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open) setChosen(null);
        }}
        title={
          chosen
            ? t("battle.items.confirm", { item: tt(chosen.name) })
            : t("battle.items.confirmThis")
        }
        description={chosen ? <ConfirmLines lines={itemConfirmLines(chosen, hp)} /> : ""}
        confirmLabel={t("battle.items.use")}
        pendingLabel={t("battle.items.using")}
        pending={itemUse.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
