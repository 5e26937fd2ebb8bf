import {
  AUCTION_PAGE_SIZE,
  type AuctionListing,
  type ListItemReply,
  OPEN_LISTINGS_MAX,
  type PurchaseReply,
  type WithdrawListingReply,
} from "@repgate/contracts/shop";
import type { Db, Queryable } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { joinStack } from "../inventory/grant.ts";
import { presentItem } from "../inventory/present.ts";
import { findItem, putInEscrow, releaseEscrow, splitIntoEscrow } from "../inventory/repo.ts";
import { lockUser } from "../users/repo.ts";
import { credit, debit } from "../wallet/service.ts";
import { presentListing } from "./present.ts";
import * as repo from "./repo.ts";
import { notEnoughGold } from "./service.ts";

const LISTING_NOT_FOUND = "That listing is not in the auction.";

interface AuctionPageRequest {
  limit?: number | undefined;
  cursor?: string | undefined;
}

/**
 * A page of active listings, newest first: `limit` of them (AUCTION_PAGE_SIZE unless asked),
 * after the listing named by `cursor`. A cursor that names no listing we ever had is a 400; one
 * sold or withdrawn since still marks its place, so the next page neither skips nor repeats.
 */
export async function listAuction(
  db: Db,
  { limit = AUCTION_PAGE_SIZE, cursor }: AuctionPageRequest = {},
): Promise<AuctionListing[]> {
  if (cursor && !(await repo.findListing(db, cursor))) {
    throw new AppError("bad_request", "That page cursor is not valid.");
  }
  return (await repo.activeListingsPage(db, { limit, after: cursor })).map(presentListing);
}

async function presentOne(db: Queryable, listingId: string): Promise<AuctionListing> {
  const row = await repo.findActiveListing(db, listingId);
  if (!row) throw new Error("the new listing vanished");
  return presentListing(row);
}

/** The refusal of a listing past the cap; the cap is counted under the seller's lock. */
export const TOO_MANY_LISTINGS = `You can have at most ${OPEN_LISTINGS_MAX} open listings. Cancel one or wait for a sale.`;

/**
 * Lists an unequipped item of the hunter's, or `quantity` of a stack: the item goes into escrow
 * (a conditional update, so one item is listed once however many requests race), or the part
 * listed leaves the stack for an escrowed row of its own (the stack keeps the rest; it can
 * never go below zero), and the listing is created, in one transaction under the seller's lock.
 * The lock also makes the cap of OPEN_LISTINGS_MAX exact: racing listings count one at a time.
 */
export async function listItem(
  db: Db,
  input: {
    userId: string;
    itemId: string;
    price: number;
    description?: string | undefined;
    quantity?: number | undefined;
  },
): Promise<ListItemReply> {
  const { userId, itemId, price } = input;
  return inTransaction(db, async (tx, emit) => {
    await lockUser(tx, userId);
    const held = await findItem(tx, userId, itemId);
    if (!held || held.quantity <= 0) {
      throw new AppError("not_found", "That item is not in your inventory.");
    }
    // The item's table name, as {item} in the messages so each language names it.
    const item = held.name;
    if (held.inEscrow) {
      throw new AppError("conflict", `${item} is already listed in the auction.`);
    }
    if (held.equipped) throw new AppError("conflict", `Unequip ${item} before listing it.`);
    if ((await repo.countOpenListings(tx, userId)) >= OPEN_LISTINGS_MAX) {
      throw new AppError("conflict", TOO_MANY_LISTINGS);
    }
    const quantity = input.quantity ?? held.quantity;
    if (quantity > held.quantity) {
      throw new AppError(
        "conflict",
        `You have only ${held.quantity} ${item} to list, not ${quantity}.`,
      );
    }
    const escrowed =
      quantity < held.quantity
        ? await splitIntoEscrow(tx, userId, itemId, quantity)
        : await putInEscrow(tx, userId, itemId);
    if (!escrowed) throw new AppError("conflict", `${item} cannot be listed right now.`);
    const listing = await repo.insertListing(tx, {
      sellerId: userId,
      itemId: escrowed.id,
      price,
      description: input.description ? input.description : null,
    });
    emit({ type: "inventoryChanged", userId });
    return presentOne(tx, listing.id);
  });
}

/** Withdraws the hunter's own active listing; the item leaves escrow and is usable again. */
export async function withdrawListing(
  db: Db,
  { userId, listingId }: { userId: string; listingId: string },
): Promise<WithdrawListingReply> {
  return inTransaction(db, async (tx, emit) => {
    await lockUser(tx, userId);
    const listing = await repo.findListing(tx, listingId);
    if (!listing || listing.sellerId !== userId) throw new AppError("not_found", LISTING_NOT_FOUND);
    const closed = await repo.closeListing(tx, {
      listingId,
      status: "withdrawn",
      sellerId: userId,
    });
    if (!closed) throw new AppError("conflict", "That listing is no longer active.");
    const item = await releaseEscrow(tx, {
      itemId: closed.itemId,
      fromUserId: userId,
      toUserId: userId,
    });
    if (!item) throw new Error("a withdrawn listing's item was not in escrow");
    const stack = await joinStack(tx, userId, item, (from, to) =>
      repo.repointClosedListings(tx, from, to),
    );
    emit({ type: "inventoryChanged", userId });
    return { message: "Listing withdrawn.", item: presentItem(stack) };
  });
}

/**
 * Buys a listing: in one transaction the listing is closed once (status 'active' → 'sold'), the
 * wallet debits the buyer (refusing to overdraw) and credits the seller, and the item moves to
 * the buyer. Both
 * hunters are locked in id order first, so crossed purchases cannot deadlock; a refused step
 * rolls everything back, so a losing buyer keeps their gold.
 */
export async function buyListing(
  db: Db,
  { userId, listingId }: { userId: string; listingId: string },
): Promise<PurchaseReply> {
  const seen = await repo.findListing(db, listingId);
  if (!seen) throw new AppError("not_found", LISTING_NOT_FOUND);
  if (seen.sellerId === userId) {
    throw new AppError("bad_request", "You cannot buy your own listing.");
  }
  return inTransaction(db, async (tx, emit) => {
    const [first, second] = [userId, seen.sellerId].sort();
    const locked = new Map<string, UserRow | null>();
    for (const id of [first, second]) if (id) locked.set(id, await lockUser(tx, id));
    const buyer = locked.get(userId);
    if (!buyer) throw new AppError("unauthenticated", "Sign in to continue.");
    const sold = await repo.closeListing(tx, { listingId, status: "sold", buyerId: userId });
    if (!sold) throw new AppError("conflict", "That listing has already been sold or withdrawn.");
    const item = await findItem(tx, sold.sellerId, sold.itemId);
    const name = item?.name ?? "That item";
    const gold = await debit(tx, emit, "gold", {
      userId,
      amount: sold.price,
      reason: "auction_purchase",
      reference: listingId,
    });
    if (gold === null) throw new AppError("conflict", notEnoughGold(name, sold.price, buyer.gold));
    await credit(tx, emit, "gold", {
      userId: sold.sellerId,
      amount: sold.price,
      reason: "auction_sale",
      reference: listingId,
    });
    const moved = await releaseEscrow(tx, {
      itemId: sold.itemId,
      fromUserId: sold.sellerId,
      toUserId: userId,
    });
    if (!moved) throw new Error("a sold listing's item was not in escrow");
    const stack = await joinStack(tx, userId, moved, (from, to) =>
      repo.repointClosedListings(tx, from, to),
    );
    emit({ type: "inventoryChanged", userId });
    emit({ type: "inventoryChanged", userId: sold.sellerId });
    return { message: "Item has been added to your inventory!", item: presentItem(stack), gold };
  });
}
