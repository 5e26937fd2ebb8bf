import type { InventoryItem } from "@repgate/contracts/inventory";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { buy, goldOf, inventoryOf, post, setGold } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const POTION = "Minor Healing Potion";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function potionStacks(hunter: Hunter): Promise<InventoryItem[]> {
  return (await inventoryOf(t, hunter)).filter((i) => i.name === POTION);
}

async function listPotions(seller: Hunter, price: number): Promise<string> {
  const [stack] = await potionStacks(seller);
  if (!stack) throw new Error("no potions");
  const listed = await post(t, seller, "/api/shop/auction/list", { itemId: stack.id, price });
  if (listed.statusCode !== 201) throw new Error(listed.body);
  return listed.json().id;
}

/** The row a listing names, and how many items it holds. */
async function listingItem(listingId: string) {
  const { rows } = await t.pool.query<{ item_id: string; quantity: number }>(
    `SELECT l.item_id, i.quantity FROM auction_listings l
       JOIN inventory_items i ON i.id = l.item_id WHERE l.id = $1`,
    [listingId],
  );
  return rows[0];
}

/** Inventory rows holding nothing, of these hunters. */
async function emptyRows(hunters: Hunter[]): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM inventory_items WHERE quantity = 0 AND user_id = ANY($1)",
    [hunters.map((h) => h.user.id)],
  );
  return rows[0]?.n ?? 0;
}

describe("identical items stack after an auction", () => {
  it("potions bought at the auction join the buyer's stack of the same potion", async () => {
    const [seller, buyer] = [await signUpPlayer(t), await signUpPlayer(t)];
    const [sold] = await potionStacks(seller);
    const [own] = await potionStacks(buyer);
    if (!sold || !own) throw new Error("no starter potions");
    const listingId = await listPotions(seller, 30);
    await setGold(t, buyer.user.id, 30);
    const reply = await post(t, buyer, "/api/shop/auction/purchase", { listingId });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().item).toMatchObject({ id: own.id, quantity: own.quantity + sold.quantity });
    const stacks = await potionStacks(buyer);
    expect(stacks.map((s) => [s.id, s.quantity])).toEqual([[own.id, own.quantity + sold.quantity]]);
    expect(await potionStacks(seller)).toEqual([]);
    // The sold listing names the stack its potions joined, and no emptied row is left behind.
    expect(await listingItem(listingId)).toEqual({
      item_id: own.id,
      quantity: stacks[0]?.quantity,
    });
    expect(await emptyRows([seller, buyer])).toBe(0);
  });

  it("a withdrawn stack rejoins the stack its seller gathered meanwhile", async () => {
    const seller = await signUpPlayer(t);
    const [first] = await potionStacks(seller);
    const listingId = await listPotions(seller, 30);
    await buy(t, seller, "minor-healing-potion");
    const withdrawn = await t.app.inject({
      method: "DELETE",
      url: `/api/shop/auction/${listingId}`,
      headers: { cookie: seller.cookie },
    });
    expect(withdrawn.statusCode).toBe(200);
    const stacks = await potionStacks(seller);
    expect(stacks).toHaveLength(1);
    expect(stacks[0]?.quantity).toBe((first?.quantity ?? 0) + 1);
    expect((await listingItem(listingId))?.item_id).toBe(stacks[0]?.id);
    expect(await emptyRows([seller])).toBe(0);
  });

  it("racing buyers: the potions move once, into one stack, paid once", async () => {
    const seller = await signUpPlayer(t);
    const [sold] = await potionStacks(seller);
    const listingId = await listPotions(seller, 30);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => signUpPlayer(t)));
    for (const b of buyers) await setGold(t, b.user.id, 30);
    const before = await Promise.all(buyers.map(async (b) => (await potionStacks(b))[0]?.quantity));
    const replies = await Promise.all(
      buyers.map((b) => post(t, b, "/api/shop/auction/purchase", { listingId })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const winner = replies.findIndex((r) => r.statusCode === 200);
    for (const [i, b] of buyers.entries()) {
      const stacks = await potionStacks(b);
      expect(stacks).toHaveLength(1);
      const gained = i === winner ? (sold?.quantity ?? 0) : 0;
      expect(stacks[0]?.quantity).toBe((before[i] ?? 0) + gained);
      expect(await goldOf(t, b.user.id)).toBe(i === winner ? 0 : 30);
    }
    expect(await goldOf(t, seller.user.id)).toBe(30);
  });
});
