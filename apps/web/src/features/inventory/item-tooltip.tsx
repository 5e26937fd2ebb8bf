import type { InventoryItem } from "@repgate/contracts/inventory";
import { ItemStats } from "../../components/item-stats.tsx";
import { RarityBadge } from "../../components/rarity-badge.tsx";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";

/** What hovering or focusing an item shows: name, rarity, stats, description. */
export function ItemTooltip({ item }: { item: InventoryItem }) {
  const t = useT();
  const tt = useTableText();
  return (
    <div className="flex max-w-60 flex-col gap-1 py-0.5">
      <span className="font-bold text-slate-50">{tt(item.name)}</span>
      <span className="flex flex-wrap items-center gap-1.5">
        <RarityBadge rarity={item.rarity} />
        {item.setName ? (
          <span className="text-sky-200">{t("inventory.setName", { set: tt(item.setName) })}</span>
        ) : null}
      </span>
      <ItemStats stats={item.stats} />
      <span className="text-slate-300">{tt(item.description)}</span>
    </div>
  );
}
