import type { AuctionListing } from "@repgate/contracts/shop";
import type { User } from "@repgate/contracts/user";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useAuction, useBuyListing, useWithdrawListing } from "./api.ts";
import { ListItemDialog } from "./list-item-dialog.tsx";
import { ListingCard } from "./listing-card.tsx";
import { MoreListings } from "./more-listings.tsx";

/** The Hunter's Auction: what other hunters sell, and one's own listings. */
export function AuctionBoard({ user }: { user: User }) {
  const auction = useAuction();
  const buyListing = useBuyListing();
  const withdraw = useWithdrawListing();
  const [toWithdraw, setToWithdraw] = useState<AuctionListing | null>(null);
  const pending = buyListing.isPending || withdraw.isPending;

  function buy(listing: AuctionListing) {
    buyListing.mutate(listing.id, {
      onSuccess: () =>
        toast({
          title: "Purchase Successful",
          description: "Item has been added to your inventory!",
        }),
      onError: (error) => toastFailure("Purchase Failed", error, "Failed to purchase item"),
    });
  }

  function confirmWithdraw() {
    if (!toWithdraw) return;
    withdraw.mutate(toWithdraw.id, {
      onSuccess: () =>
        toast({ title: "Listing Withdrawn", description: "The item is back in your inventory." }),
      onError: (error) => toastFailure("Withdraw Failed", error, "Failed to withdraw listing"),
      onSettled: () => setToWithdraw(null),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* The listings' titles are h3: this keeps the outline whole under the page's h1. */}
        <h2 className="sr-only">Auction Listings</h2>
        <p className="text-sm text-slate-300">Trade gear and potions with other hunters.</p>
        <ListItemDialog />
      </div>
      {auction.isPending ? (
        <p role="status" className="py-8 text-center text-slate-300">
          Loading auction...
        </p>
      ) : auction.isError ? (
        <p className="py-8 text-center text-slate-300">Could not load the auction right now.</p>
      ) : auction.data.length === 0 ? (
        <p className="py-8 text-center text-slate-300">No items currently listed in the auction.</p>
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
        title={`Withdraw ${toWithdraw?.item.name ?? "this item"}?`}
        description="The item leaves the auction and returns to your inventory."
        confirmLabel="Withdraw"
        pendingLabel="Withdrawing..."
        pending={withdraw.isPending}
        onConfirm={confirmWithdraw}
      />
    </div>
  );
}
