import { randomUUID } from "node:crypto";
import type { AuctionListing, PurchaseReply } from "@repgate/contracts/shop";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Hunter, signUpPlayer } from "../../test/factories.ts";
import { buy, goldOf, inventoryOf, ownerOf, post, setGold } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

function listFor(hunter: Hunter, payload: unknown) {
  return post(t, hunter, "/api/shop/auction/list", payload);
}

async function listed(hunter: Hunter, itemId: string, price = 100): Promise<AuctionListing> {
  const response = await listFor(hunter, { itemId, price, description: "Barely used" });
  if (response.statusCode !== 201) throw new Error(`listing failed: ${response.body}`);
  return response.json();
}

async function auction(hunter: Hunter): Promise<AuctionListing[]> {
  return (
    await t.app.inject({ url: "/api/shop/auction", headers: { cookie: hunter.cookie } })
  ).json();
}

async function activeListingsOf(itemId: string): Promise<number> {
  const result = await t.db.execute(
    sql`SELECT count(*)::int AS n FROM auction_listings WHERE item_id = ${itemId} AND status = 'active'`,
  );
  return Number(result.rows[0]?.n);
}

describe("POST /api/shop/auction/list", () => {
  it("lists an item, shows it with the seller's name and holds it in escrow", async () => {
    const seller = await signUpPlayer(t, { hunterName: "Cha Hae-In" });
    const helm = await buy(t, seller, "cloth-helm");
    const listing = await listed(seller, helm.id, 120);
    expect(listing).toMatchObject({
      price: 120,
      description: "Barely used",
      sellerId: seller.user.id,
      sellerName: "Cha Hae-In",
      item: { name: "Cloth Helm", type: "helmet", rarity: "common", setName: "Cloth", quantity: 1 },
    });
    const viewer = await signUpPlayer(t);
    expect((await auction(viewer)).map((l) => l.id)).toContain(listing.id);
    // Escrowed items leave GET /api/inventory.
    expect((await inventoryOf(t, seller)).map((i) => i.id)).not.toContain(helm.id);
    expect((await ownerOf(t, helm.id)).in_escrow).toBe(true);
  });

  it("refuses equip, use, open and a second listing while listed", async () => {
    const seller = await signUpPlayer(t);
    const helm = await buy(t, seller, "cloth-helm");
    const potion = (await inventoryOf(t, seller)).find((i) => i.name === "Minor Healing Potion");
    const chest = await buy(t, seller, "worn-treasure-chest");
    await listed(seller, helm.id);
    await listed(seller, potion?.id ?? "");
    await listed(seller, chest.id);
    await t.db.execute(sql`UPDATE users SET player_current_hp = 10 WHERE id = ${seller.user.id}`);

    const equip = await post(t, seller, "/api/inventory/equip", {
      itemId: helm.id,
      slot: "helmet",
    });
    expect(equip.statusCode).toBe(409);
    expect(equip.json().message).toBe("Cloth Helm is listed in the auction.");
    const use = await post(t, seller, "/api/inventory/use-item", { itemId: potion?.id });
    expect(use.statusCode).toBe(409);
    const open = await post(t, seller, "/api/inventory/open-chest", { itemId: chest.id });
    expect(open.statusCode).toBe(409);
    const again = await listFor(seller, { itemId: helm.id, price: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Cloth Helm is already listed in the auction.");
    expect(await activeListingsOf(helm.id)).toBe(1);
    expect((await ownerOf(t, helm.id)).equipped).toBe(false);
  });

  it("lists one item once when two listings race", async () => {
    const seller = await signUpPlayer(t);
    const helm = await buy(t, seller, "cloth-helm");
    const responses = await Promise.all(
      Array.from({ length: 2 }, () => listFor(seller, { itemId: helm.id, price: 50 })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await activeListingsOf(helm.id)).toBe(1);
  });

  it("refuses an equipped item", async () => {
    const seller = await signUpPlayer(t);
    const helm = await buy(t, seller, "cloth-helm");
    await post(t, seller, "/api/inventory/equip", { itemId: helm.id, slot: "helmet" });
    const response = await listFor(seller, { itemId: helm.id, price: 50 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Unequip Cloth Helm before listing it.");
    expect(await activeListingsOf(helm.id)).toBe(0);
  });

  it("refuses another hunter's item and unknown ids with 404", async () => {
    const [owner, thief] = [await signUpPlayer(t), await signUpPlayer(t)];
    const helm = await buy(t, owner, "cloth-helm");
    for (const itemId of [helm.id, randomUUID()]) {
      const response = await listFor(thief, { itemId, price: 50 });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("That item is not in your inventory.");
    }
    expect(await activeListingsOf(helm.id)).toBe(0);
  });

  it.each([0, -1, 1.5, "abc", null, 100_000_001])("refuses the price %j", async (price) => {
    const seller = await signUpPlayer(t);
    const helm = await buy(t, seller, "cloth-helm");
    const response = await listFor(seller, { itemId: helm.id, price });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid Price: /);
    expect(await activeListingsOf(helm.id)).toBe(0);
    expect((await ownerOf(t, helm.id)).in_escrow).toBe(false);
  });

  it.each([[{ price: 5 }], [{ itemId: "helm", price: 5 }], [[]]])(
    "refuses the body %j with 400",
    async (payload) => {
      const seller = await signUpPlayer(t);
      const response = await listFor(seller, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(
        /^(Choose an item to list\.|The request body must be a JSON object\.)$/,
      );
    },
  );
});

describe("DELETE /api/shop/auction/{listingId}", () => {
  it("withdraws the seller's own listing and the item comes back", async () => {
    const seller = await signUpPlayer(t);
    const helm = await buy(t, seller, "cloth-helm");
    const listing = await listed(seller, helm.id);
    const other = await signUpPlayer(t);
    const foreign = await t.app.inject({
      method: "DELETE",
      url: `/api/shop/auction/${listing.id}`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/shop/auction/${listing.id}`,
      headers: { cookie: seller.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: "Listing withdrawn.", item: { id: helm.id } });
    expect((await inventoryOf(t, seller)).map((i) => i.id)).toContain(helm.id);
    expect((await auction(seller)).map((l) => l.id)).not.toContain(listing.id);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/shop/auction/${listing.id}`,
      headers: { cookie: seller.cookie },
    });
    expect(again.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: "DELETE",
      url: "/api/shop/auction/not-a-uuid",
      headers: { cookie: seller.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Choose a listing to withdraw.");
    const equip = await post(t, seller, "/api/inventory/equip", {
      itemId: helm.id,
      slot: "helmet",
    });
    expect(equip.statusCode).toBe(200);
  });
});

describe("POST /api/shop/auction/purchase", () => {
  it("moves the item to the buyer and the gold to the seller once", async () => {
    const [seller, buyer] = [await signUpPlayer(t), await signUpPlayer(t)];
    const helm = await buy(t, seller, "cloth-helm");
    const listing = await listed(seller, helm.id, 300);
    await setGold(t, buyer.user.id, 1000);
    const response = await post(t, buyer, "/api/shop/auction/purchase", { listingId: listing.id });
    expect(response.statusCode).toBe(200);
    const reply: PurchaseReply = response.json();
    expect(reply).toMatchObject({ gold: 700, item: { id: helm.id, name: "Cloth Helm" } });
    expect(await goldOf(t, seller.user.id)).toBe(300);
    expect(await goldOf(t, buyer.user.id)).toBe(700);
    expect((await ownerOf(t, helm.id)).user_id).toBe(buyer.user.id);
    expect((await inventoryOf(t, buyer)).map((i) => i.id)).toContain(helm.id);
    const again = await post(t, buyer, "/api/shop/auction/purchase", { listingId: listing.id });
    expect(again.statusCode).toBe(409);
    expect(await goldOf(t, buyer.user.id)).toBe(700);
    expect(await goldOf(t, seller.user.id)).toBe(300);
  });

  it("refuses the seller's own listing and short gold with messages", async () => {
    const [seller, buyer] = [await signUpPlayer(t), await signUpPlayer(t)];
    const helm = await buy(t, seller, "cloth-helm");
    const listing = await listed(seller, helm.id, 300);
    await setGold(t, seller.user.id, 1000);
    const own = await post(t, seller, "/api/shop/auction/purchase", { listingId: listing.id });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe("You cannot buy your own listing.");
    await setGold(t, buyer.user.id, 299);
    const short = await post(t, buyer, "/api/shop/auction/purchase", { listingId: listing.id });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(
      "Not enough gold: Cloth Helm costs 300 gold and you have 299.",
    );
    expect(await goldOf(t, buyer.user.id)).toBe(299);
    expect(await goldOf(t, seller.user.id)).toBe(1000);
    expect((await auction(buyer)).map((l) => l.id)).toContain(listing.id);
    for (const listingId of [randomUUID(), "nope"]) {
      const response = await post(t, buyer, "/api/shop/auction/purchase", { listingId });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json().message).toMatch(/^(Choose a listing to buy\.|That listing is not)/);
    }
  });

  it("lets one of two racing buyers win; the other keeps their gold", async () => {
    const [seller, a, b] = [await signUpPlayer(t), await signUpPlayer(t), await signUpPlayer(t)];
    const helm = await buy(t, seller, "cloth-helm");
    const listing = await listed(seller, helm.id, 400);
    await setGold(t, a.user.id, 500);
    await setGold(t, b.user.id, 500);
    const responses = await Promise.all(
      [a, b].map((hunter) =>
        post(t, hunter, "/api/shop/auction/purchase", { listingId: listing.id }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses[0]?.statusCode === 200 ? a : b;
    const loser = winner === a ? b : a;
    expect(await goldOf(t, winner.user.id)).toBe(100);
    expect(await goldOf(t, loser.user.id)).toBe(500);
    expect(await goldOf(t, seller.user.id)).toBe(400);
    expect((await ownerOf(t, helm.id)).user_id).toBe(winner.user.id);
  });

  it("does not deadlock when two hunters buy each other's listings at once", async () => {
    const [a, b] = [await signUpPlayer(t), await signUpPlayer(t)];
    const helmA = await buy(t, a, "cloth-helm");
    const helmB = await buy(t, b, "cloth-helm");
    const listingA = await listed(a, helmA.id, 10);
    const listingB = await listed(b, helmB.id, 20);
    await setGold(t, a.user.id, 100);
    await setGold(t, b.user.id, 100);
    const responses = await Promise.all([
      post(t, a, "/api/shop/auction/purchase", { listingId: listingB.id }),
      post(t, b, "/api/shop/auction/purchase", { listingId: listingA.id }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await goldOf(t, a.user.id)).toBe(100 - 20 + 10);
    expect(await goldOf(t, b.user.id)).toBe(100 - 10 + 20);
  });
});
