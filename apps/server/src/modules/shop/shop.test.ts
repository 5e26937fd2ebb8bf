import type { PurchaseReply, ShopItem } from "@repgate/contracts/shop";
import { shopItemListSchema } from "@repgate/contracts/shop";
import { findCatalogItem } from "@repgate/game/content/item-catalog";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signUpPlayer } from "../../test/factories.ts";
import { goldOf, inventoryOf, post, setGold } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("GET /api/shop/items", () => {
  it("lists wares of every rank, each with its catalogue picture", async () => {
    const hunter = await signUpPlayer(t);
    const response = await t.app.inject({
      url: "/api/shop/items",
      headers: { cookie: hunter.cookie },
    });
    expect(response.statusCode).toBe(200);
    const items: ShopItem[] = shopItemListSchema.parse(response.json());
    expect(new Set(items.map((i) => i.minRank))).toEqual(new Set(["E", "D", "C", "B", "A", "S"]));
    expect(items.every((i) => i.icon === findCatalogItem(i.id)?.icon)).toBe(true);
    expect(items.find((i) => i.id === "minor-healing-potion")).toMatchObject({
      price: 25,
      usage: "heal_50",
      type: "potion",
    });
  });

  it("is 401 signed out", async () => {
    expect((await t.app.inject({ url: "/api/shop/items" })).statusCode).toBe(401);
  });
});

describe("POST /api/shop/purchase", () => {
  it("takes the price and adds a potion to the existing stack", async () => {
    const hunter = await signUpPlayer(t);
    await setGold(t, hunter.user.id, 100);
    const response = await post(t, hunter, "/api/shop/purchase", {
      itemId: "minor-healing-potion",
    });
    expect(response.statusCode).toBe(200);
    const reply: PurchaseReply = response.json();
    expect(reply).toMatchObject({
      message: "Item has been added to your inventory!",
      gold: 75,
      item: { name: "Minor Healing Potion", quantity: 4 },
    });
    const potions = (await inventoryOf(t, hunter)).filter((i) => i.name === "Minor Healing Potion");
    expect(potions).toHaveLength(1);
    expect(potions[0]?.quantity).toBe(4);
    expect(await goldOf(t, hunter.user.id)).toBe(75);
  });

  it("gives gear a row of its own with its set and catalogue stats", async () => {
    const hunter = await signUpPlayer(t);
    await setGold(t, hunter.user.id, 1000, "D");
    const reply: PurchaseReply = (
      await post(t, hunter, "/api/shop/purchase", { itemId: "steel-helm" })
    ).json();
    expect(reply.item).toMatchObject({
      name: "Steel Helm",
      type: "helmet",
      setName: "Steel",
      rarity: "uncommon",
      icon: "light-helm",
      stats: { strength: 2, vitality: 2 },
      quantity: 1,
      equipped: false,
    });
    expect(reply.gold).toBe(600);
  });

  it("refuses short gold with a message and changes nothing", async () => {
    const hunter = await signUpPlayer(t);
    await setGold(t, hunter.user.id, 10);
    const response = await post(t, hunter, "/api/shop/purchase", { itemId: "healing-potion" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "Not enough gold: Healing Potion costs 75 gold and you have 10.",
    );
    expect(await goldOf(t, hunter.user.id)).toBe(10);
    expect((await inventoryOf(t, hunter)).find((i) => i.name === "Healing Potion")?.quantity).toBe(
      1,
    );
  });

  it("refuses a rank below minRank", async () => {
    const hunter = await signUpPlayer(t);
    await setGold(t, hunter.user.id, 100_000, "E");
    const response = await post(t, hunter, "/api/shop/purchase", { itemId: "void-shiv" });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Locked: Void Shiv needs rank S.");
    expect(await goldOf(t, hunter.user.id)).toBe(100_000);
  });

  it.each([[{}], [{ itemId: "" }], [{ itemId: 5 }], [{ itemId: "no-such-item" }]])(
    "refuses %j with a 4xx and a message",
    async (payload) => {
      const hunter = await signUpPlayer(t);
      await setGold(t, hunter.user.id, 500);
      const response = await post(t, hunter, "/api/shop/purchase", payload);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json().message).toMatch(/^(Choose an item to buy\.|That item is not sold)/);
      expect(await goldOf(t, hunter.user.id)).toBe(500);
    },
  );

  it("lets exactly one of 20 simultaneous purchases through with gold for one", async () => {
    const hunter = await signUpPlayer(t);
    await setGold(t, hunter.user.id, 150);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(t, hunter, "/api/shop/purchase", { itemId: "worn-treasure-chest" }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.json().message).toMatch(/^Not enough gold: /);
    expect(await goldOf(t, hunter.user.id)).toBe(0);
    const chests = await t.db.execute(
      sql`SELECT sum(quantity)::int AS n FROM inventory_items WHERE user_id = ${hunter.user.id} AND type = 'chest'`,
    );
    expect(chests.rows[0]?.n).toBe(1);
  });
});
