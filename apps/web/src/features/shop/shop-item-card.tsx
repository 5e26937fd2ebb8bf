import type { ShopItem } from "@repgate/contracts/shop";
import { Coins, Lock } from "lucide-react";
import { useId } from "react";
import { ItemIcon } from "../../components/item-icon.tsx";
import { ItemStats } from "../../components/item-stats.tsx";
import { RarityBadge, rarityBorder } from "../../components/rarity-badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cx } from "../../lib/cx.ts";
import { formatNumber } from "../../lib/format.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { MinRankBadge } from "./market-badges.tsx";

interface ShopItemCardProps {
  item: ShopItem;
  locked: boolean;
  affordable: boolean;
  /** Some purchase is under way: wait for it. */
  pending: boolean;
  buying: boolean;
  onBuy: (item: ShopItem) => void;
}

/** One of the merchant's wares; Buy is disabled whenever the purchase cannot succeed. */
export function ShopItemCard({
  item,
  locked,
  affordable,
  pending,
  buying,
  onBuy,
}: ShopItemCardProps) {
  const t = useT();
  const tt = useTableText();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        "system-panel flex h-full flex-col gap-2 border-l-4 p-3",
        rarityBorder(item.rarity),
        locked && "opacity-75",
      )}
    >
      <div className="flex items-start gap-3">
        <div className="flex size-14 shrink-0 items-center justify-center rounded border border-slate-700 bg-slate-950/70">
          <ItemIcon icon={item.icon} type={item.type} className="size-11" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap gap-1.5">
            <RarityBadge rarity={item.rarity} />
            <MinRankBadge rank={item.minRank} locked={locked} />
          </div>
          <h3 id={titleId} className="mt-1 font-bold text-slate-50">
            {tt(item.name)}
          </h3>
          {item.setName ? (
            <p className="text-xs text-sky-200">{t("shop.setName", { set: tt(item.setName) })}</p>
          ) : null}
        </div>
      </div>
      {/* Two lines on a phone, where a long list of cards is scrolled past. */}
      <p className="line-clamp-2 text-sm text-slate-300 sm:line-clamp-none">
        {tt(item.description)}
      </p>
      <ItemStats stats={item.stats} />
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        <span
          className={cx(
            "inline-flex items-center gap-1 font-bold tabular-nums",
            affordable ? "text-amber-200" : "text-red-300",
          )}
        >
          <Coins aria-hidden="true" className="size-4" />
          {t("shop.gold", { gold: formatNumber(item.price) })}
        </span>
        <Button
          size="sm"
          variant={locked ? "secondary" : "primary"}
          aria-label={
            locked
              ? t("shop.lockedItem", { name: tt(item.name) })
              : t("shop.buyItem", { name: tt(item.name) })
          }
          disabled={locked || !affordable || pending}
          onClick={() => onBuy(item)}
        >
          {locked ? (
            <>
              <Lock aria-hidden="true" className="size-3.5" />
              {t("shop.locked")}
            </>
          ) : buying ? (
            t("shop.buying")
          ) : (
            t("shop.buy")
          )}
        </Button>
      </div>
    </article>
  );
}
