import type { AuctionListing, ShopItem } from "@repgate/contracts/shop";
import { pictureOfItem } from "@repgate/game/content/item-pictures";
import type { ShopOffer } from "@repgate/game/content/shop-catalog";
import type { ActiveListingRow } from "./repo.ts";

export function presentOffer(offer: ShopOffer): ShopItem {
  return {
    id: offer.id,
    name: offer.name,
    type: offer.type,
    subType: offer.subType,
    rarity: offer.rarity,
    price: offer.price,
    minRank: offer.minRank,
    description: offer.description,
    icon: offer.icon,
    stats: offer.stats,
    usage: offer.usage,
    setName: offer.setName,
  };
}

export function presentListing({ listing, item, sellerName }: ActiveListingRow): AuctionListing {
  return {
    id: listing.id,
    item: {
      name: item.name,
      type: item.type,
      subType: item.subType,
      rarity: item.rarity,
      icon: pictureOfItem(item),
      stats: item.stats,
      setName: item.setName,
      quantity: item.quantity,
    },
    price: listing.price,
    description: listing.description,
    sellerId: listing.sellerId,
    sellerName,
    createdAt: listing.createdAt.toISOString(),
  };
}
