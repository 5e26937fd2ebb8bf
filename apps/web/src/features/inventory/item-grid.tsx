import type { InventoryItem } from "@repgate/contracts/inventory";
import { isGear } from "@repgate/game/content/item-catalog";
import type { DragEvent } from "react";
import { ItemIcon } from "../../components/item-icon.tsx";
import { rarityBorder } from "../../components/rarity-badge.tsx";
import { ScrollArea } from "../../components/ui/scroll-area.tsx";
import { Tooltip } from "../../components/ui/tooltip.tsx";
import { cx } from "../../lib/cx.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { padGrid } from "./inventory-layout.ts";
import { ItemTooltip } from "./item-tooltip.tsx";

/** The drag payload's type: an inventory item id. */
export const ITEM_DRAG_TYPE = "application/x-repgate-item";

interface ItemGridProps {
  label: string;
  items: InventoryItem[];
  selectedId: string | null;
  onSelect: (item: InventoryItem) => void;
  onDragItem: (item: InventoryItem | null) => void;
}

function ItemCell({
  item,
  selected,
  onSelect,
  onDragItem,
}: {
  item: InventoryItem;
  selected: boolean;
  onSelect: (item: InventoryItem) => void;
  onDragItem: (item: InventoryItem | null) => void;
}) {
  const tt = useTableText();
  const draggable = isGear(item) && !item.equipped;
  function startDrag(event: DragEvent<HTMLButtonElement>) {
    event.dataTransfer.setData(ITEM_DRAG_TYPE, item.id);
    event.dataTransfer.setData("text/plain", item.id);
    event.dataTransfer.effectAllowed = "move";
    onDragItem(item);
  }
  return (
    <Tooltip content={<ItemTooltip item={item} />}>
      <button
        type="button"
        aria-label={tt(item.name)}
        aria-pressed={selected}
        draggable={draggable}
        onDragStart={draggable ? startDrag : undefined}
        onDragEnd={() => onDragItem(null)}
        onClick={() => onSelect(item)}
        className={cx(
          "relative flex aspect-square w-full items-center justify-center rounded border-2 bg-slate-950/70 p-1",
          "hover:bg-sky-500/10 focus-visible:outline-2 focus-visible:outline-sky-300",
          rarityBorder(item.rarity),
          selected && "bg-sky-500/20 ring-2 ring-sky-300",
          draggable && "cursor-grab",
        )}
      >
        <ItemIcon icon={item.icon} type={item.type} subType={item.subType} className="size-3/4" />
        {item.quantity > 1 ? (
          <span className="absolute right-0.5 bottom-0 text-[0.65rem] font-bold text-slate-100 tabular-nums">
            {item.quantity}
          </span>
        ) : null}
      </button>
    </Tooltip>
  );
}

/** One tab's grid: the items, then empty cells up to 192. */
export function ItemGrid({ label, items, selectedId, onSelect, onDragItem }: ItemGridProps) {
  return (
    <ScrollArea className="h-[22rem] sm:h-[26rem]" label={label}>
      <ul
        aria-label={label}
        className="grid grid-cols-6 gap-1.5 pr-2.5 sm:grid-cols-8 xl:grid-cols-10"
      >
        {padGrid(items).map((item, index) =>
          item ? (
            <li key={item.id} data-cell="item">
              <ItemCell
                item={item}
                selected={item.id === selectedId}
                onSelect={onSelect}
                onDragItem={onDragItem}
              />
            </li>
          ) : (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have no identity.
              key={`empty-${index}`}
              data-cell="empty"
              aria-hidden="true"
              className="aspect-square rounded border border-slate-700/70 bg-slate-950/40"
            />
          ),
        )}
      </ul>
    </ScrollArea>
  );
}
