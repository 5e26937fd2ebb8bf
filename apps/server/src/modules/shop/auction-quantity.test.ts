import type { InventoryItem } from "@repgate/contracts/inventory";
import type { AuctionListing } from "@repgate/contracts/shop";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { buy, inventoryOf, post, setGold } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const POTION = "Minor Healing Potion";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function potions(hunter: Hunter): Promise<InventoryItem[]> {
  return (await inventoryOf(t, hunter)).filter((i) => i.name === POTION);
}

async function potionStack(hunter: Hunter): Promise<InventoryItem> {
  const [stack] = await potions(hunter);
  if (!stack) throw new Error("no starter potions");
  return stack;
}

const list = (hunter: Hunter, payload: unknown) =>
  post(t, hunter, "/api/shop/auction/list", payload);

/** Every potion of the hunter's, listed or not: none may appear or vanish. */
async function potionsOwned(hunter: Hunter): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>(
    "SELECT coalesce(sum(quantity), 0)::int AS n FROM inventory_items WHERE user_id = $1 AND name = $2",
    [hunter.user.id, POTION],
  );
  return rows[0]?.n ?? 0;
}

async function activeListings(hunter: Hunter): Promise<{ quantity: number }[]> {
  const { rows } = await t.pool.query<{ quantity: number }>(
    `SELECT i.quantity FROM auction_listings l JOIN inventory_items i ON i.id = l.item_id
      WHERE l.seller_id = $1 AND l.status = 'active'`,
    [hunter.user.id],
  );
  return rows;
}

describe("listing part of a stack", () => {
  it("lists the quantity asked for and keeps the rest in the inventory", async () => {
    const seller = await signUpPlayer(t);
    const stack = await potionStack(seller);
    expect(stack.quantity).toBe(3);
    const reply = await list(seller, { itemId: stack.id, price: 20, quantity: 2 });
    expect(reply.statusCode).toBe(201);
    const listing: AuctionListing = reply.json();
    expect(listing.item).toMatchObject({ name: POTION, quantity: 2 });
    expect((await potions(seller)).map((p) => [p.id, p.quantity])).toEqual([[stack.id, 1]]);
    expect(await potionsOwned(seller)).toBe(3);

    // A buyer gets the two, for the one price; the seller keeps one.
    const buyer = await signUpPlayer(t);
    await setGold(t, buyer.user.id, 20);
    const bought = await post(t, buyer, "/api/shop/auction/purchase", { listingId: listing.id });
    expect(bought.statusCode).toBe(200);
    expect((await potionStack(buyer)).quantity).toBe(5);
    expect((await potionStack(seller)).quantity).toBe(1);
  });

  it("a withdrawn part rejoins its stack", async () => {
    const seller = await signUpPlayer(t);
    const stack = await potionStack(seller);
    const listing: AuctionListing = (
      await list(seller, { itemId: stack.id, price: 20, quantity: 1 })
    ).json();
    const withdrawn = await t.app.inject({
      method: "DELETE",
      url: `/api/shop/auction/${listing.id}`,
      headers: { cookie: seller.cookie },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await potions(seller)).map((p) => [p.id, p.quantity])).toEqual([[stack.id, 3]]);
  });

  it("no quantity lists the whole stack, as before", async () => {
    const seller = await signUpPlayer(t);
    const stack = await potionStack(seller);
    const listing: AuctionListing = (await list(seller, { itemId: stack.id, price: 20 })).json();
    expect(listing.item.quantity).toBe(3);
    expect(await potions(seller)).toEqual([]);
  });

  it("refuses more than the stack holds, and a quantity that is not a whole number above 0", async () => {
    const seller = await signUpPlayer(t);
    const stack = await potionStack(seller);
    const tooMany = await list(seller, { itemId: stack.id, price: 20, quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`You have only 3 ${POTION} to list, not 4.`);
    for (const quantity of [0, -1, 1.5, "2"]) {
      const bad = await list(seller, { itemId: stack.id, price: 20, quantity });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("Quantity must be a whole number of at least 1.");
    }
    const helm = await buy(t, seller, "cloth-helm");
    expect((await list(seller, { itemId: helm.id, price: 20, quantity: 2 })).statusCode).toBe(409);
    expect(await potionsOwned(seller)).toBe(3);
    expect(await activeListings(seller)).toEqual([]);
  });

  it("many listings of one at once list each potion once and never go below zero", async () => {
    const seller = await signUpPlayer(t);
    const stack = await potionStack(seller);
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => list(seller, { itemId: stack.id, price: 20, quantity: 1 })),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    expect(await activeListings(seller)).toEqual([
      { quantity: 1 },
      { quantity: 1 },
      { quantity: 1 },
    ]);
    expect(await potions(seller)).toEqual([]);
    expect(await potionsOwned(seller)).toBe(3);
    const { rows } = await t.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM inventory_items WHERE user_id = $1 AND quantity < 0",
      [seller.user.id],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it("many listings of two at once from a stack of three: one lists, the stack keeps one", async () => {
    const seller = await signUpPlayer(t);
    const stack = await potionStack(seller);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => list(seller, { itemId: stack.id, price: 20, quantity: 2 })),
    );
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect((await potions(seller)).map((p) => p.quantity)).toEqual([1]);
    expect(await potionsOwned(seller)).toBe(3);
  });
});
