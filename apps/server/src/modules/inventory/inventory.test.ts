import { randomUUID } from "node:crypto";
import type { InventoryItem, UseItemReply } from "@repgate/contracts/inventory";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { enterCombat, equipWeapon, setHealth, storedHunter } from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpOnboarded, signUpPlayer } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function inventoryOf(hunter: Hunter): Promise<InventoryItem[]> {
  const response = await t.app.inject({
    url: "/api/inventory",
    headers: { cookie: hunter.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function itemNamed(hunter: Hunter, name: string): Promise<InventoryItem> {
  const item = (await inventoryOf(hunter)).find((i) => i.name === name);
  if (!item) throw new Error(`no ${name}`);
  return item;
}

function useItem(hunter: Hunter, payload: unknown) {
  return t.app.inject({
    method: "POST",
    url: "/api/inventory/use-item",
    headers: { cookie: hunter.cookie },
    payload: payload as Record<string, unknown>,
  });
}

async function storedQuantity(itemId: string): Promise<number> {
  const result = await t.db.execute(sql`SELECT quantity FROM inventory_items WHERE id = ${itemId}`);
  return Number(result.rows[0]?.quantity);
}

describe("GET /api/inventory", () => {
  it("gives a new hunter three minor healing potions and one healing potion", async () => {
    const hunter = await signUpPlayer(t);
    const items = await inventoryOf(hunter);
    expect(items).toEqual([
      {
        id: expect.any(String),
        name: "Minor Healing Potion",
        description: "A small red vial. Restores 50 HP.",
        type: "potion",
        subType: null,
        rarity: "common",
        icon: "round-potion",
        usage: "heal_50",
        stats: {},
        quantity: 3,
        equipped: false,
        equippedSlot: null,
        setName: null,
      },
      expect.objectContaining({ name: "Healing Potion", usage: "heal_150", quantity: 1 }),
    ]);
  });

  it("lists only the hunter's own items", async () => {
    const [a, b] = [await signUpPlayer(t), await signUpPlayer(t)];
    const aIds = (await inventoryOf(a)).map((i) => i.id);
    const bIds = (await inventoryOf(b)).map((i) => i.id);
    expect(aIds.some((id) => bIds.includes(id))).toBe(false);
  });

  it("is 401 signed out", async () => {
    expect((await t.app.inject({ url: "/api/inventory" })).statusCode).toBe(401);
  });
});

describe("POST /api/inventory/use-item", () => {
  it("heals and takes one from the stack", async () => {
    const hunter = await signUpPlayer(t);
    await setHealth(t, hunter.user.id, 40);
    const potion = await itemNamed(hunter, "Minor Healing Potion");
    const response = await useItem(hunter, { itemId: potion.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "You used Minor Healing Potion and restored 50 HP.",
      healingAmount: 50,
      newHealth: 90,
      maxHealth: 100,
      quantity: 2,
    } satisfies UseItemReply);
    expect((await storedHunter(t, hunter.user.id)).player_current_hp).toBe(90);
    expect(await storedQuantity(potion.id)).toBe(2);
  });

  it("caps the healing at max HP", async () => {
    const hunter = await signUpPlayer(t);
    await setHealth(t, hunter.user.id, 70);
    const potion = await itemNamed(hunter, "Healing Potion");
    const reply: UseItemReply = (await useItem(hunter, { itemId: potion.id })).json();
    expect(reply).toMatchObject({ healingAmount: 30, newHealth: 100, maxHealth: 100, quantity: 0 });
    expect((await storedHunter(t, hunter.user.id)).player_current_hp).toBe(100);
    // A used-up stack leaves the list.
    expect((await inventoryOf(hunter)).map((i) => i.name)).toEqual(["Minor Healing Potion"]);
  });

  it("keeps the potion when HP is already full", async () => {
    const hunter = await signUpPlayer(t);
    const potion = await itemNamed(hunter, "Minor Healing Potion");
    const response = await useItem(hunter, { itemId: potion.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Your HP is already full.");
    expect(await storedQuantity(potion.id)).toBe(3);
  });

  it("uses a stack of three exactly three times under eight concurrent uses", async () => {
    const hunter = await signUpPlayer(t);
    await setHealth(t, hunter.user.id, 1, 1000);
    const potion = await itemNamed(hunter, "Minor Healing Potion");
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => useItem(hunter, { itemId: potion.id })),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(3);
    expect(ok.map((r) => r.json().quantity).sort()).toEqual([0, 1, 2]);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(5);
    for (const r of refused)
      expect(r.json().message).toBe("You have no Minor Healing Potion left.");
    expect(await storedQuantity(potion.id)).toBe(0);
    expect((await storedHunter(t, hunter.user.id)).player_current_hp).toBe(151);
  });

  it("refuses another hunter's item with 404 and leaves it alone", async () => {
    const [owner, thief] = [await signUpPlayer(t), await signUpPlayer(t)];
    await setHealth(t, thief.user.id, 10);
    const potion = await itemNamed(owner, "Minor Healing Potion");
    const response = await useItem(thief, { itemId: potion.id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: "That item is not in your inventory.",
      code: "not_found",
    });
    expect(await storedQuantity(potion.id)).toBe(3);
    expect((await storedHunter(t, thief.user.id)).player_current_hp).toBe(10);
    expect((await useItem(thief, { itemId: randomUUID() })).statusCode).toBe(404);
  });

  it("refuses an item that cannot be used in battle", async () => {
    const hunter = await signUpPlayer(t);
    await setHealth(t, hunter.user.id, 10);
    await equipWeapon(t, hunter.user.id, "sword", { strength: 3 });
    const sword = await itemNamed(hunter, "Test Blade");
    const response = await useItem(hunter, { itemId: sword.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Test Blade cannot be used.");
    expect(await storedQuantity(sword.id)).toBe(1);
  });

  it.each([[{}], [{ itemId: "potion" }], [{ itemId: 5 }], [[]]])(
    "refuses the body %j with 400",
    async (payload) => {
      const hunter = await signUpPlayer(t);
      await setHealth(t, hunter.user.id, 10);
      const response = await useItem(hunter, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(
        /^(Choose an item to use\.|The request body must be a JSON object\.)$/,
      );
      expect((await storedHunter(t, hunter.user.id)).player_current_hp).toBe(10);
    },
  );

  it("notes the item in the active battle's log and gives the monster no turn", async () => {
    const hunter = await signUpOnboarded(t.app);
    const { battle } = await enterCombat(t, hunter);
    await setHealth(t, hunter.user.id, 30);
    t.random.next(0);
    const potion = await itemNamed(hunter, "Minor Healing Potion");
    const reply: UseItemReply = (await useItem(hunter, { itemId: potion.id })).json();
    expect(reply.newHealth).toBe(80);
    t.random.reset();
    const active = await t.app.inject({
      url: "/api/battles/active",
      headers: { cookie: hunter.cookie },
    });
    expect(active.json().id).toBe(battle.id);
    expect(active.json().playerCurrentHP).toBe(80);
    expect(active.json().log.at(-1)).toMatchObject({
      kind: "item",
      text: "You used Minor Healing Potion and restored 50 HP.",
    });
  });
});
