import type { AuctionListing } from "@repgate/contracts/shop";
import type { User } from "@repgate/contracts/user";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useAuction, useBuyListing, useWithdrawListing } from "./api.ts";
import { ListItemDialog } from "./list-item-dialog.tsx";
import { ListingCard } from "./listing-card.tsx";
import { MoreListings } from "./more-listings.tsx";

/** The Hunter's Auction: what other hunters sell, and one's own listings. */
export function AuctionBoard({ user }: { user: User }) {
  const t = useT();
  const tt = useTableText();
  const auction = useAuction();
  const buyListing = useBuyListing();
  const withdraw = useWithdrawListing();
  const [toWithdraw, setToWithdraw] = useState<AuctionListing | null>(null);
  const pending = buyListing.isPending || withdraw.isPending;

  function buy(listing: AuctionListing) {
    buyListing.mutate(listing.id, {
      onSuccess: () =>
        toast({
          title: t("shop.purchaseDone"),
          description: t("shop.purchaseDoneText"),
        }),
      onError: (error) => toastFailure(t("shop.purchaseFailed"), error, t("shop.purchaseFallback")),
    });
  }

  function confirmWithdraw() {
    if (!toWithdraw) return;
    withdraw.mutate(toWithdraw.id, {
      onSuccess: () =>
        toast({
          title: t("auction.withdrawDone"),
          description: t("auction.withdrawDoneText"),
        }),
      onError: (error) =>
        toastFailure(t("auction.withdrawFailed"), error, t("auction.withdrawFallback")),
      onSettled: () => setToWithdraw(null),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* The listings' titles are h3: this keeps the outline whole under the page's h1. */}
        <h2 className="sr-only">{t("auction.listings")}</h2>
        <p className="text-sm text-slate-300">{t("auction.intro")}</p>
        <ListItemDialog />
      </div>
      {auction.isPending ? (
        <p role="status" className="py-8 text-center text-slate-300">
          {t("auction.loading")}
        </p>
      ) : auction.isError ? (
        <p className="py-8 text-center text-slate-300">{t("auction.loadError")}</p>
      ) : auction.data.length === 0 ? (
        <p className="py-8 text-center text-slate-300">{t("auction.empty")}</p>
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {auction.data.map((listing) => (
              <li key={listing.id} className="min-w-0">
                <ListingCard
                  listing={listing}
                  own={listing.sellerId === user.id}
                  affordable={user.gold >= listing.price}
                  pending={pending}
                  onBuy={buy}
                  onWithdraw={setToWithdraw}
                />
              </li>
            ))}
          </ul>
          <MoreListings
            shown={auction.data.length}
            hasMore={auction.hasNextPage}
            loading={auction.isFetchingNextPage}
            failed={auction.isFetchNextPageError}
            onMore={() => void auction.fetchNextPage()}
          />
        </>
      )}
      <ConfirmDialog
        open={toWithdraw !== null}
        onOpenChange={(open) => {
          if (!open) setToWithdraw(null);
        }}
        title={
          toWithdraw
            ? t("auction.withdrawTitle", { name: tt(toWithdraw.item.name) })
            : t("auction.withdrawTitleAny")
        }
        description={t("auction.withdrawText")}
        confirmLabel={t("auction.withdraw")}
        pendingLabel={t("auction.withdrawing")}
        pending={withdraw.isPending}
        onConfirm={confirmWithdraw}
      />
    </div>
  );
}
