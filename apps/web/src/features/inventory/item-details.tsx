import type { EquipmentSlot } from "@repgate/contracts/equipment";
import type { InventoryItem } from "@repgate/contracts/inventory";
import { isGear } from "@repgate/game/content/item-catalog";
import { healAmountOf } from "@repgate/game/content/items";
import { slotsFor } from "@repgate/game/rules/equipment";
import { X } from "lucide-react";
import { ItemIcon } from "../../components/item-icon.tsx";
import { ItemStats } from "../../components/item-stats.tsx";
import { RarityBadge } from "../../components/rarity-badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { t as translate, useT } from "../../lib/i18n/i18n.ts";
import { healsNothing } from "../../lib/item-use.ts";
import { SLOT_LABELS } from "./inventory-layout.ts";

interface ItemDetailsProps {
  item: InventoryItem;
  busy: boolean;
  /** The hunter's HP: a potion at full HP is refused here, before any confirmation. */
  hp?: { current: number; max: number };
  onEquip: (item: InventoryItem, slot: EquipmentSlot) => void;
  onUnequip: (item: InventoryItem) => void;
  onUse: (item: InventoryItem) => void;
  onOpenChest: (item: InventoryItem) => void;
  onClose: () => void;
}

/** A slot's name; a slot this app does not know (a newer server) reads as the server wrote it. */
function slotName(slot: string): string {
  const label = SLOT_LABELS[slot as EquipmentSlot];
  return label ? translate(label) : slot;
}

/** The chosen item and what can be done with it: the tap and keyboard path to every action. */
export function ItemDetails({
  item,
  busy,
  hp,
  onEquip,
  onUnequip,
  onUse,
  onOpenChest,
  onClose,
}: ItemDetailsProps) {
  const t = useT();
  const tt = useTableText();
  const gear = isGear(item);
  const usable = (item.type === "potion" || item.type === "item") && healAmountOf(item.usage) > 0;
  const chest = item.type === "chest" && item.subType === "treasure";
  const pointless = usable && healsNothing(item, hp);
  return (
    <section
      aria-label={t("inventory.selected")}
      className="flex flex-col gap-2 rounded-md border border-sky-400/50 bg-slate-950/70 p-3"
    >
      <div className="flex items-start gap-3">
        <ItemIcon icon={item.icon} type={item.type} className="size-10 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="font-bold text-slate-50">
            {tt(item.name)}
            {item.quantity > 1 ? <span className="text-slate-300"> x{item.quantity}</span> : null}
          </p>
          <div className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs">
            <RarityBadge rarity={item.rarity} />
            {item.setName ? (
              <span className="text-sky-200">
                {t("inventory.setName", { set: tt(item.setName) })}
              </span>
            ) : null}
            {item.equipped && item.equippedSlot ? (
              <span className="text-emerald-300">
                {t("inventory.equippedIn", { slot: slotName(item.equippedSlot) })}
              </span>
            ) : null}
          </div>
        </div>
        <button
          type="button"
          aria-label={t("inventory.clearSelection")}
          onClick={onClose}
          className="rounded p-1 text-slate-300 hover:text-sky-200"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <ItemStats stats={item.stats} />
      <p className="text-sm text-slate-300">{tt(item.description)}</p>
      <div className="flex flex-wrap gap-2">
        {gear && !item.equipped
          ? slotsFor(item.type, item.subType).map((slot) => (
              <Button key={slot} size="sm" disabled={busy} onClick={() => onEquip(item, slot)}>
                {t("inventory.equipTo", { slot: t(SLOT_LABELS[slot]) })}
              </Button>
            ))
          : null}
        {item.equipped ? (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onUnequip(item)}>
            {t("inventory.unequip")}
          </Button>
        ) : null}
        {usable ? (
          <Button
            size="sm"
            disabled={busy || item.quantity < 1 || pointless}
            onClick={() => onUse(item)}
          >
            {t("inventory.use")}
          </Button>
        ) : null}
        {chest ? (
          <Button size="sm" disabled={busy} onClick={() => onOpenChest(item)}>
            {t("inventory.openChest")}
          </Button>
        ) : null}
      </div>
      {pointless ? (
        <p className="text-sm font-semibold text-amber-200">{t("inventory.hpFull")}</p>
      ) : null}
      {gear && !item.equipped ? (
        <p className="text-xs text-slate-400">{t("inventory.equipHint")}</p>
      ) : null}
    </section>
  );
}
