import type { AuctionListing, ShopItem } from "@repgate/contracts/shop";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeItem } from "../../test/fixtures.ts";
import { headingLevelSkips } from "../../test/heading-order.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { ShopPage } from "./shop-page.tsx";

function makeShopItem(overrides: Partial<ShopItem> = {}): ShopItem {
  return {
    id: "minor-healing-potion",
    name: "Minor Healing Potion",
    type: "potion",
    subType: null,
    rarity: "common",
    price: 50,
    minRank: "E",
    description: "A small red vial. Restores 50 HP.",
    icon: "potion-small",
    stats: {},
    usage: "heal_50",
    setName: null,
    ...overrides,
  };
}

function makeListing(overrides: Partial<AuctionListing> = {}): AuctionListing {
  return {
    id: "7c1d1c36-7a57-4f56-a7ef-2d5b0f7d9a01",
    item: {
      name: "Steel Sword",
      type: "weapon",
      subType: "sword",
      rarity: "rare",
      icon: null,
      stats: { strength: 4 },
      setName: "Steel",
      quantity: 1,
    },
    price: 80,
    description: "Barely used.",
    sellerId: "someone-else",
    sellerName: "Hae-In",
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

const hunter = makeUser({ rank: "E", gold: 120 });
const wares = [
  makeShopItem(),
  makeShopItem({
    id: "steel-sword",
    name: "Steel Sword",
    type: "weapon",
    subType: "sword",
    rarity: "rare",
    price: 100,
    minRank: "D",
    icon: "steel-sword",
    stats: { strength: 4 },
  }),
  makeShopItem({
    id: "cloth-cap",
    name: "Cloth Cap",
    type: "helmet",
    price: 500,
    icon: "cloth-cap",
    stats: { vitality: 1 },
  }),
];

function renderShop({
  listings = [] as AuctionListing[],
  handler,
}: {
  listings?: AuctionListing[];
  handler?: Parameters<typeof mockFetch>[0];
} = {}) {
  const calls = mockFetch((request) => {
    const custom = handler?.(request);
    if (custom) return custom;
    // The board's first page (auction-board.test.tsx follows the pages).
    if (request.path.startsWith("/api/shop/auction?")) return { body: listings };
    switch (request.path) {
      case "/api/auth/user":
        return { body: hunter };
      case "/api/shop/items":
        return { body: wares };
      case "/api/inventory":
        return { body: [makeItem({ id: "5b0f7f8e-3f39-4a4e-9a39-0c1b8f0c2a11" })] };
      default:
        return undefined;
    }
  });
  const client = renderWithProviders(<ShopPage />).client;
  client.setQueryData(userQueryKey, hunter);
  return { calls, client };
}

/** A catalogue like the real one: every rank, weapons and armour. */
const catalogue: ShopItem[] = [
  makeShopItem({ id: "e-sword", name: "Rusty Sword", type: "weapon", price: 150 }),
  makeShopItem({ id: "e-cap", name: "Cloth Cap", type: "helmet", price: 100 }),
  makeShopItem({ id: "e-ring", name: "Bone Ring", type: "ring", price: 60 }),
  makeShopItem({ id: "d-helm", name: "Steel Helm", type: "helmet", price: 400, minRank: "D" }),
  makeShopItem({ id: "d-blade", name: "Steel Blade", type: "weapon", price: 600, minRank: "D" }),
  makeShopItem({ id: "s-crown", name: "Void Crown", type: "helmet", price: 25_000, minRank: "S" }),
].map((item) => ({ ...item, usage: null }));

describe("The Equipment tab", () => {
  const cardNames = (tier: HTMLDetailsElement) =>
    within(tier)
      .queryAllByRole("article")
      .map((card) => within(card).getByRole("heading").textContent);

  it("lists the hunter's tier open, affordable first, and the locked tiers collapsed", async () => {
    renderShop({
      handler: (request) => (request.path === "/api/shop/items" ? { body: catalogue } : undefined),
    });
    const own = await screen.findByRole("heading", { name: "E-Rank gear" });
    const ownTier = own.closest("details") as HTMLDetailsElement;
    expect(ownTier.open).toBe(true);
    // 120 gold: the ring and the cap first (by price), then the sword the hunter cannot afford.
    expect(cardNames(ownTier)).toEqual(["Bone Ring", "Cloth Cap", "Rusty Sword"]);

    const tiers = [...document.querySelectorAll("details")].map(
      (d) => d.querySelector("h2")?.textContent,
    );
    expect(tiers).toEqual(["E-Rank gear", "D-Rank gear", "S-Rank gear"]);
    const locked = screen
      .getByRole("heading", { name: "D-Rank gear" })
      .closest("details") as HTMLDetailsElement;
    expect(locked.open).toBe(false);
    expect(within(locked).getByText(/2 items · Locked until D-Rank/)).toBeTruthy();
    expect(cardNames(locked)).toEqual([]);

    // Opening a locked tier shows its wares, each marked Locked.
    await userEvent.click(within(locked).getByText("D-Rank gear"));
    expect(await within(locked).findByRole("button", { name: "Locked: Steel Helm" })).toBeTruthy();
    expect(headingLevelSkips()).toEqual([]);
  });

  it("filters by slot and by rank", async () => {
    renderShop({
      handler: (request) => (request.path === "/api/shop/items" ? { body: catalogue } : undefined),
    });
    await screen.findByRole("heading", { name: "E-Rank gear" });
    await userEvent.selectOptions(screen.getByLabelText("Slot"), "helmet");
    expect(screen.getByText("3 of 6 items")).toBeTruthy();
    expect(screen.queryByText("Bone Ring")).toBeNull();
    expect(screen.getByText("Cloth Cap")).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText("Rank"), "S");
    expect(screen.getByText("1 of 6 items")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "E-Rank gear" })).toBeNull();
    // A locked tier picked by its rank opens: the shopper asked to see it.
    expect(screen.getByRole("button", { name: "Locked: Void Crown" })).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText("Slot"), "ring");
    expect(screen.getByText("No equipment matches these filters.")).toBeTruthy();
  });
});

describe("ShopPage", () => {
  it("shows gold and locks or disables Buy when it cannot succeed", async () => {
    renderShop();
    expect(await screen.findByText("Hunter's Market")).toBeTruthy();
    expect(screen.getByText("120 gold")).toBeTruthy();
    // Locked tiers start collapsed.
    await userEvent.click(await screen.findByText("D-Rank gear"));
    const locked = await screen.findByRole("button", { name: "Locked: Steel Sword" });
    expect(locked.textContent).toBe("Locked");
    expect(locked.hasAttribute("disabled")).toBe(true);
    // E-rank but 500 gold: too dear.
    expect(screen.getByRole("button", { name: "Buy Cloth Cap" }).hasAttribute("disabled")).toBe(
      true,
    );
    // Potions are not equipment.
    expect(screen.queryByText("Minor Healing Potion")).toBeNull();
    expect(headingLevelSkips()).toEqual([]);
  });

  it("buys a potion and says 'Purchase Successful'", async () => {
    const { calls } = renderShop({
      handler: (request) =>
        request.path === "/api/shop/purchase"
          ? { body: { message: "Bought.", item: makeItem(), gold: 70 } }
          : undefined,
    });
    await userEvent.click(await screen.findByRole("tab", { name: "Potions" }));
    const buy = screen.getByRole("button", { name: "Buy Minor Healing Potion" });
    expect(buy.hasAttribute("disabled")).toBe(false);
    await userEvent.click(buy);
    expect(await screen.findByText("Purchase Successful")).toBeTruthy();
    expect(screen.getByText("Item has been added to your inventory!")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/shop/purchase")?.body).toEqual({
      itemId: "minor-healing-potion",
    });
  });

  it("shows the server's message when a purchase fails", async () => {
    renderShop({
      handler: (request) =>
        request.path === "/api/shop/purchase"
          ? { status: 409, body: { message: "Not enough gold.", code: "INSUFFICIENT_GOLD" } }
          : undefined,
    });
    await userEvent.click(await screen.findByRole("tab", { name: "Potions" }));
    await userEvent.click(screen.getByRole("button", { name: "Buy Minor Healing Potion" }));
    expect(await screen.findByText("Purchase Failed")).toBeTruthy();
    expect(screen.getByText("Not enough gold.")).toBeTruthy();
  });

  it("draws a ware's glyph, and its type's when the bundle lacks the one named", async () => {
    renderShop();
    await userEvent.click(await screen.findByText("D-Rank gear"));
    await screen.findByRole("button", { name: "Locked: Steel Sword" });
    // The fixture's icon is an old path, not a bundled glyph: the sword's type stands in.
    await waitFor(() => {
      const glyph = document.body.querySelector('svg[data-glyph="broadsword"]');
      expect(glyph?.innerHTML).toContain("<path");
    });
  });

  it("marks the hunter's own listing 'Your Item' and offers Buy on others'", async () => {
    renderShop({
      listings: [
        makeListing(),
        makeListing({
          id: "0d2f9a40-3b59-4d70-8f0c-6a4d8c2e1b22",
          sellerId: hunter.id,
          sellerName: hunter.hunterName,
          item: { ...makeListing().item, name: "Bone Ring", type: "ring" },
          description: null,
        }),
        makeListing({
          id: "3",
          price: 999,
          sellerName: "Rich",
          item: { ...makeListing().item, name: "Dragon Helm" },
        }),
      ],
    });
    await userEvent.click(await screen.findByRole("tab", { name: "Hunter's Auction" }));
    expect(await screen.findByText("by Hae-In")).toBeTruthy();
    expect(screen.getAllByText("Barely used.").length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Your Item" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Withdraw Bone Ring" })).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Buy Steel Sword from Hae-In" }).hasAttribute("disabled"),
    ).toBe(false);
    expect(
      screen.getByRole("button", { name: "Buy Dragon Helm from Rich" }).hasAttribute("disabled"),
    ).toBe(true);
  });

  it("says when the auction is empty", async () => {
    renderShop();
    await userEvent.click(await screen.findByRole("tab", { name: "Hunter's Auction" }));
    expect(await screen.findByText("No items currently listed in the auction.")).toBeTruthy();
    expect(headingLevelSkips()).toEqual([]);
  });

  it("refuses an invalid price before sending anything", async () => {
    const { calls } = renderShop();
    await userEvent.click(await screen.findByRole("tab", { name: "Hunter's Auction" }));
    await userEvent.click(await screen.findByRole("button", { name: "List Item" }));
    const dialog = await screen.findByRole("dialog", { name: "List Item" });
    const select = within(dialog).getByLabelText("Item");
    await within(dialog).findByRole("option", { name: /Healing Potion/ });
    await userEvent.selectOptions(select, "5b0f7f8e-3f39-4a4e-9a39-0c1b8f0c2a11");
    await userEvent.type(within(dialog).getByLabelText("Price (gold)"), "0");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm Listing" }));
    expect(await screen.findByText("Invalid Price")).toBeTruthy();
    expect(screen.getByText("Please enter a valid price")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/shop/auction/list")).toBe(false);
  });

  it("lists an item with a valid price", async () => {
    const { calls } = renderShop({
      handler: (request) =>
        request.path === "/api/shop/auction/list" ? { body: makeListing() } : undefined,
    });
    await userEvent.click(await screen.findByRole("tab", { name: "Hunter's Auction" }));
    await userEvent.click(await screen.findByRole("button", { name: "List Item" }));
    const dialog = await screen.findByRole("dialog", { name: "List Item" });
    await within(dialog).findByRole("option", { name: /Healing Potion/ });
    await userEvent.selectOptions(
      within(dialog).getByLabelText("Item"),
      "5b0f7f8e-3f39-4a4e-9a39-0c1b8f0c2a11",
    );
    await userEvent.type(within(dialog).getByLabelText("Price (gold)"), "25");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm Listing" }));
    expect(await screen.findByText("Item Listed")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/shop/auction/list")?.body).toEqual({
      itemId: "5b0f7f8e-3f39-4a4e-9a39-0c1b8f0c2a11",
      price: 25,
      // A stack of 3: one of it unless the hunter chooses more (list-item-dialog.test.tsx).
      quantity: 1,
    });
  });
});
