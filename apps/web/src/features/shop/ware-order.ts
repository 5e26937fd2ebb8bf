import type { ShopItem } from "@repgate/contracts/shop";
import { RANKS, type Rank, rankOrder } from "@repgate/game/rules/ranks";

/** The Equipment tab's filters; "all" lets every slot or rank through. */
export interface WareFilter {
  slot: string;
  rank: Rank | "all";
}

/** One rank's wares, the way a shopper scans them: what can be bought now comes first. */
export interface WareTier {
  rank: Rank;
  locked: boolean;
  items: ShopItem[];
}

/** The slot names a shopper picks from, in paper-doll order; other types follow by name. */
const SLOT_ORDER = ["weapon", "helmet", "chest", "arms", "legs", "feet", "necklace", "ring"];

export function slotsOf(items: readonly ShopItem[]): string[] {
  const types = [...new Set(items.map((item) => item.type))];
  const place = (type: string) => {
    const index = SLOT_ORDER.indexOf(type);
    return index === -1 ? SLOT_ORDER.length : index;
  };
  return types.sort((a, b) => place(a) - place(b) || a.localeCompare(b));
}

export function filterWares(items: readonly ShopItem[], filter: WareFilter): ShopItem[] {
  return items.filter(
    (item) =>
      (filter.slot === "all" || item.type === filter.slot) &&
      (filter.rank === "all" || item.minRank === filter.rank),
  );
}

/**
 * Wares grouped by minimum rank. Tiers the hunter can buy come first, their own rank first
 * (the best gear they may wear), then the locked tiers from the nearest up. Within a tier the
 * affordable wares come first, then by price.
 */
export function tiersOf(
  items: readonly ShopItem[],
  hunter: { rank: Rank; gold: number },
): WareTier[] {
  const own = rankOrder(hunter.rank);
  const tiers = RANKS.map((rank) => ({
    rank,
    locked: rankOrder(rank) > own,
    items: items
      .filter((item) => item.minRank === rank)
      .map((item, index) => ({ item, index }))
      .sort(
        (a, b) =>
          Number(b.item.price <= hunter.gold) - Number(a.item.price <= hunter.gold) ||
          a.item.price - b.item.price ||
          a.index - b.index,
      )
      .map(({ item }) => item),
  })).filter((tier) => tier.items.length > 0);
  const open = tiers.filter((tier) => !tier.locked).reverse();
  return [...open, ...tiers.filter((tier) => tier.locked)];
}
