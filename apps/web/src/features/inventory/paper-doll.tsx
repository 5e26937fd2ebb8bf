import { EQUIPMENT_SLOTS, type EquipmentSlot } from "@repgate/contracts/equipment";
import type { InventoryItem } from "@repgate/contracts/inventory";
import { canEquip, SLOT_PICTURES } from "@repgate/game/rules/equipment";
import { type DragEvent, useState } from "react";
import { GamePicture } from "../../components/game-picture.tsx";
import { ItemIcon } from "../../components/item-icon.tsx";
import { rarityBorder } from "../../components/rarity-badge.tsx";
import { Tooltip } from "../../components/ui/tooltip.tsx";
import { cx } from "../../lib/cx.ts";
import { tableText } from "../../lib/i18n/content-text.ts";
import { t, useT } from "../../lib/i18n/i18n.ts";
import { SLOT_LABELS } from "./inventory-layout.ts";
import { ITEM_DRAG_TYPE } from "./item-grid.tsx";
import { ItemTooltip } from "./item-tooltip.tsx";

/** The slots laid out like a body: head, neck, hands beside the chest, legs, feet, rings. */
const DOLL_AREAS = `
  "ring_left helmet necklace"
  "weapon_left chest weapon_right"
  "arms legs ring_right"
  ". feet ."
`;

interface PaperDollProps {
  equipped: InventoryItem[];
  /** The item chosen in the grid, waiting for a slot. */
  selected: InventoryItem | null;
  /** The item being dragged from the grid: only the slots it fits accept it. */
  dragged: InventoryItem | null;
  onChooseSlot: (slot: EquipmentSlot) => void;
  onDropItem: (itemId: string, slot: EquipmentSlot) => void;
  onSelectEquipped: (item: InventoryItem) => void;
}

function slotName(
  slot: EquipmentSlot,
  item: InventoryItem | undefined,
  selected: InventoryItem | null,
) {
  const label = t(SLOT_LABELS[slot]);
  if (selected && !selected.equipped) {
    return t("inventory.slot.equipItem", { item: tableText(selected.name), slot: label });
  }
  return item
    ? t("inventory.slot.filled", { slot: label, item: tableText(item.name) })
    : t("inventory.slot.empty", { slot: label });
}

/**
 * Ten slots. Drop an item on one, or choose an item and then tap a slot. While an item is
 * dragged only the slots it fits glow and take the drop (the others refuse it, so the browser
 * shows no drop there): a helm never lands on the necklace as an 'Equip Failed'.
 */
export function PaperDoll({
  equipped,
  selected,
  dragged,
  onChooseSlot,
  onDropItem,
  onSelectEquipped,
}: PaperDollProps) {
  const t = useT();
  const [over, setOver] = useState<EquipmentSlot | null>(null);
  const choosing = selected !== null && !selected.equipped;
  // The item a slot is being matched to: the one in the hand, else the one chosen.
  const matching = dragged ?? (choosing ? selected : null);
  const fitsSlot = (slot: EquipmentSlot) =>
    matching !== null && canEquip(matching.type, slot, matching.subType);

  function dragOver(event: DragEvent<HTMLDivElement>, slot: EquipmentSlot) {
    // Not cancelling the event refuses the drop; an unknown drag (no item) is refused too.
    if (!dragged || !fitsSlot(slot)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = "move";
    setOver(slot);
  }

  function drop(event: DragEvent<HTMLDivElement>, slot: EquipmentSlot) {
    event.preventDefault();
    setOver(null);
    if (!dragged || !fitsSlot(slot)) return;
    const itemId =
      event.dataTransfer?.getData(ITEM_DRAG_TYPE) ||
      event.dataTransfer?.getData("text/plain") ||
      dragged.id;
    if (itemId) onDropItem(itemId, slot);
  }

  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="sr-only">{t("inventory.slotsLegend")}</legend>
      <div
        className="mx-auto grid w-full max-w-72 grid-cols-3 gap-2"
        style={{ gridTemplateAreas: DOLL_AREAS }}
      >
        {EQUIPMENT_SLOTS.map((slot) => {
          const item = equipped.find((entry) => entry.equippedSlot === slot);
          const fits = fitsSlot(slot);
          const button = (
            <button
              type="button"
              aria-label={slotName(slot, item, selected)}
              disabled={!choosing && !item}
              onClick={() => (choosing ? onChooseSlot(slot) : item && onSelectEquipped(item))}
              className={cx(
                // Short cells on a phone keep the item grid close below the doll; square from sm.
                "flex h-16 w-full flex-col items-center justify-center gap-0.5 rounded-md border-2 bg-slate-950/70 p-1 sm:aspect-square sm:h-auto",
                "focus-visible:outline-2 focus-visible:outline-sky-300 disabled:cursor-default",
                item ? rarityBorder(item.rarity) : "border-dashed border-slate-600",
                fits && "border-sky-300 shadow-[0_0_12px_rgb(56_189_248/0.55)]",
                matching && !fits && "opacity-50",
                over === slot && "bg-sky-500/25",
                selected?.id === item?.id && item && "ring-2 ring-sky-300",
              )}
            >
              {item ? (
                <ItemIcon
                  icon={item.icon}
                  type={item.type}
                  subType={item.subType}
                  className="size-8"
                />
              ) : (
                <GamePicture glyph={SLOT_PICTURES[slot]} className="size-7 text-slate-600" />
              )}
              <span className="text-[0.65rem] leading-tight text-slate-300">
                {t(SLOT_LABELS[slot])}
              </span>
            </button>
          );
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for mouse drags; the slot button inside is the keyboard and touch path.
            <div
              key={slot}
              data-slot={slot}
              data-accepts-drop={dragged ? fits : undefined}
              style={{ gridArea: slot }}
              onDragOver={(event) => dragOver(event, slot)}
              onDragLeave={() => setOver(null)}
              onDrop={(event) => drop(event, slot)}
            >
              {item ? <Tooltip content={<ItemTooltip item={item} />}>{button}</Tooltip> : button}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
