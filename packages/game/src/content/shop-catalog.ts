import { RANKS, type Rank, rankOrder } from "../rules/ranks.ts";
import { type CatalogItem, ITEM_CATALOG, isGear } from "./item-catalog.ts";

/**
 * What the Hunter's Market sells. Gear of every rank (the set pieces and the plain weapons) is
 * locked below its rank; potions, battle items and chests fill the other tabs. Quest items are
 * never sold: they are earned.
 */

export interface ShopOffer extends CatalogItem {
  price: number;
  minRank: Rank;
}

/** Price of one armour or jewellery piece of each rank; weapons cost half as much again. */
const GEAR_PRICES: Record<Rank, number> = {
  E: 100,
  D: 400,
  C: 1_200,
  B: 3_500,
  A: 9_000,
  S: 25_000,
};

const FIXED_PRICES: Record<string, { price: number; minRank: Rank }> = {
  "minor-healing-potion": { price: 25, minRank: "E" },
  "healing-potion": { price: 75, minRank: "E" },
  "greater-healing-potion": { price: 200, minRank: "C" },
  "field-bandage": { price: 20, minRank: "E" },
  "hunters-ration": { price: 60, minRank: "D" },
  "elixir-of-vigor": { price: 180, minRank: "C" },
  "worn-treasure-chest": { price: 150, minRank: "E" },
  "hunters-treasure-chest": { price: 1_500, minRank: "C" },
  "sovereigns-treasure-chest": { price: 12_000, minRank: "A" },
};

function offerFor(item: CatalogItem): ShopOffer | null {
  if (isGear(item)) {
    const base = GEAR_PRICES[item.rank];
    const price = item.type === "weapon" ? Math.round(base * 1.5) : base;
    return { ...item, price, minRank: item.rank };
  }
  const fixed = FIXED_PRICES[item.id];
  return fixed ? { ...item, ...fixed } : null;
}

export const SHOP_OFFERS: readonly ShopOffer[] = ITEM_CATALOG.flatMap((item) => {
  const offer = offerFor(item);
  return offer ? [offer] : [];
});

const BY_ID = new Map(SHOP_OFFERS.map((offer) => [offer.id, offer]));

export function findShopOffer(id: string): ShopOffer | null {
  return BY_ID.get(id) ?? null;
}

/** True when a hunter of `rank` may buy the offer (locked below minRank). */
export function canBuyAtRank(rank: Rank, offer: Pick<ShopOffer, "minRank">): boolean {
  return rankOrder(rank) >= rankOrder(offer.minRank);
}

/** Ranks allowed to buy an offer: minRank and above. */
export function ranksAllowedFor(offer: Pick<ShopOffer, "minRank">): Rank[] {
  return RANKS.filter((rank) => canBuyAtRank(rank, offer));
}
