import type { AuctionListing } from "@repgate/contracts/shop";
import { Coins } from "lucide-react";
import { useId } from "react";
import { ItemIcon } from "../../components/item-icon.tsx";
import { ItemStats } from "../../components/item-stats.tsx";
import { RarityBadge, rarityBorder } from "../../components/rarity-badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cx } from "../../lib/cx.ts";
import { formatNumber } from "../../lib/format.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";

interface ListingCardProps {
  listing: AuctionListing;
  own: boolean;
  affordable: boolean;
  pending: boolean;
  onBuy: (listing: AuctionListing) => void;
  onWithdraw: (listing: AuctionListing) => void;
}

/** One auction listing: Buy for others' items, 'Your Item' and Withdraw for one's own. */
export function ListingCard({
  listing,
  own,
  affordable,
  pending,
  onBuy,
  onWithdraw,
}: ListingCardProps) {
  const t = useT();
  const tt = useTableText();
  const titleId = useId();
  const { item } = listing;
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        "system-panel flex h-full flex-col gap-2 border-l-4 p-3",
        rarityBorder(item.rarity),
      )}
    >
      <div className="flex items-start gap-3">
        <div className="flex size-14 shrink-0 items-center justify-center rounded border border-slate-700 bg-slate-950/70">
          <ItemIcon icon={item.icon} type={item.type} className="size-11" />
        </div>
        <div className="min-w-0 flex-1">
          <RarityBadge rarity={item.rarity} />
          <h3 id={titleId} className="mt-1 font-bold text-slate-50">
            {tt(item.name)}
            {item.quantity > 1 ? <span className="text-slate-300"> x{item.quantity}</span> : null}
          </h3>
          <p className="text-xs text-slate-400">
            {t("auction.seller", { seller: listing.sellerName })}
          </p>
        </div>
      </div>
      {listing.description ? <p className="text-sm text-slate-300">{listing.description}</p> : null}
      <ItemStats stats={item.stats} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        <span
          className={cx(
            "inline-flex items-center gap-1 font-bold tabular-nums",
            own || affordable ? "text-amber-200" : "text-red-300",
          )}
        >
          <Coins aria-hidden="true" className="size-4" />
          {t("shop.gold", { gold: formatNumber(listing.price) })}
        </span>
        {own ? (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="ghost"
              aria-label={t("auction.withdrawItem", { name: tt(item.name) })}
              disabled={pending}
              onClick={() => onWithdraw(listing)}
            >
              {t("auction.withdraw")}
            </Button>
            <Button size="sm" variant="secondary" disabled>
              {t("auction.yourItem")}
            </Button>
          </div>
        ) : (
          <Button
            size="sm"
            aria-label={t("auction.buyFrom", { name: tt(item.name), seller: listing.sellerName })}
            disabled={!affordable || pending}
            onClick={() => onBuy(listing)}
          >
            {t("shop.buy")}
          </Button>
        )}
      </div>
    </article>
  );
}
