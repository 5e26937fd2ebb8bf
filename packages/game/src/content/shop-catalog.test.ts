import { describe, expect, it } from "vitest";
import { RANKS } from "../rules/ranks.ts";
import { canBuyAtRank, findShopOffer, ranksAllowedFor, SHOP_OFFERS } from "./shop-catalog.ts";

describe("shop catalogue", () => {
  it("sells gear, potions and items at every rank with whole positive prices", () => {
    for (const rank of RANKS) {
      const atRank = SHOP_OFFERS.filter((o) => o.minRank === rank);
      expect(atRank.some((o) => o.type !== "potion" && o.type !== "item")).toBe(true);
    }
    for (const offer of SHOP_OFFERS) {
      expect(Number.isInteger(offer.price) && offer.price >= 1).toBe(true);
      expect(offer.type).not.toBe("quest");
    }
    expect(SHOP_OFFERS.filter((o) => o.type === "potion")).toHaveLength(3);
    expect(findShopOffer("worn-treasure-chest")).toMatchObject({ price: 150, minRank: "E" });
  });

  it("locks offers below their minRank", () => {
    const sword = findShopOffer("steel-saber");
    expect(sword).toMatchObject({ minRank: "D", price: 600, type: "weapon", subType: "sword" });
    if (!sword) throw new Error("no steel sword");
    expect(canBuyAtRank("E", sword)).toBe(false);
    expect(canBuyAtRank("D", sword)).toBe(true);
    expect(canBuyAtRank("S", sword)).toBe(true);
    expect(ranksAllowedFor(sword)).toEqual(["D", "C", "B", "A", "S"]);
    expect(findShopOffer("gate-key-fragment")).toBeNull();
  });
});
