import type { PurchaseReply, ShopItem } from "@repgate/contracts/shop";
import { canBuyAtRank, findShopOffer, SHOP_OFFERS } from "@repgate/game/content/shop-catalog";
import { isRank } from "@repgate/game/rules/ranks";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { grantCatalogItem } from "../inventory/grant.ts";
import { presentItem } from "../inventory/present.ts";
import { lockUser } from "../users/repo.ts";
import { debit } from "../wallet/service.ts";
import { presentOffer } from "./present.ts";

const PURCHASE_SUCCESS = "Item has been added to your inventory!";

/** The Hunter's Market catalogue: every rank's wares, locked ones included (the web greys them). */
export function listShopItems(): ShopItem[] {
  return SHOP_OFFERS.map(presentOffer);
}

/** The refusal a hunter short of gold reads (the shop's and the auction's). */
export function notEnoughGold(item: string, price: number, gold: number): string {
  return `Not enough gold: ${item} costs ${price} gold and you have ${gold}.`;
}

/**
 * Buys one of a catalogue item: the rank checked and the gold debited by the wallet (a guarded
 * update that refuses to overdraw) and the item granted, in one transaction under the hunter's
 * row lock, which also keeps the rank from changing in between. Potions and other stackables
 * join the hunter's stack.
 */
export async function purchaseItem(
  db: Db,
  { userId, itemId }: { userId: string; itemId: string },
): Promise<PurchaseReply> {
  const offer = findShopOffer(itemId);
  if (!offer) throw new AppError("not_found", "That item is not sold in the Hunter's Market.");
  return inTransaction(db, async (tx, emit) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError("unauthenticated", "Sign in to continue.");
    if (!isRank(user.rank) || !canBuyAtRank(user.rank, offer)) {
      const item = offer.name;
      throw new AppError("forbidden", `Locked: ${item} needs rank ${offer.minRank}.`);
    }
    const gold = await debit(tx, emit, "gold", {
      userId,
      amount: offer.price,
      reason: "shop_purchase",
      reference: offer.id,
    });
    if (gold === null) {
      throw new AppError("conflict", notEnoughGold(offer.name, offer.price, user.gold));
    }
    const row = await grantCatalogItem(tx, userId, offer, 1);
    emit({ type: "inventoryChanged", userId });
    return { message: PURCHASE_SUCCESS, item: presentItem(row), gold };
  });
}
