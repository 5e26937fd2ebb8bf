import { randomUUID } from "node:crypto";
import type { Equipment, OpenChestReply } from "@repgate/contracts/equipment";
import { equipmentSchema } from "@repgate/contracts/equipment";
import { beforeAll, describe, expect, it } from "vitest";
import { enterCombat } from "../../test/dungeon-helpers.ts";
import { type Hunter, signUpOnboarded, signUpPlayer } from "../../test/factories.ts";
import { buy, goldOf, inventoryOf, ownerOf, post } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

function equip(hunter: Hunter, payload: unknown) {
  return post(t, hunter, "/api/inventory/equip", payload);
}

async function equipmentOf(hunter: Hunter): Promise<Equipment> {
  const response = await t.app.inject({
    url: "/api/inventory/equipment",
    headers: { cookie: hunter.cookie },
  });
  expect(response.statusCode).toBe(200);
  return equipmentSchema.parse(response.json());
}

describe("POST /api/inventory/equip", () => {
  it("equips a piece, lists it in the equipment and out of the gear list", async () => {
    const hunter = await signUpPlayer(t);
    const helm = await buy(t, hunter, "steel-helm", "D");
    const response = await equip(hunter, { itemId: helm.id, slot: "helmet" });
    expect(response.statusCode).toBe(200);
    const equipment: Equipment = response.json();
    expect(equipment.equipped).toEqual([
      expect.objectContaining({ id: helm.id, equipped: true, equippedSlot: "helmet" }),
    ]);
    expect(equipment.bonuses).toEqual({
      strength: 2,
      agility: 0,
      vitality: 2,
      intelligence: 0,
      endurance: 0,
      perception: 0,
    });
    expect(await equipmentOf(hunter)).toEqual(equipment);
  });

  it("replaces what was in the slot and adds set bonuses at two pieces", async () => {
    const hunter = await signUpPlayer(t);
    const ringA = await buy(t, hunter, "steel-ring", "D");
    const ringB = await buy(t, hunter, "scale-ring", "D");
    await equip(hunter, { itemId: ringA.id, slot: "ring_left" });
    const replaced: Equipment = (
      await equip(hunter, { itemId: ringB.id, slot: "ring_left" })
    ).json();
    expect(replaced.equipped.map((i) => i.id)).toEqual([ringB.id]);
    expect((await ownerOf(t, ringA.id)).equipped).toBe(false);
    await equip(hunter, { itemId: ringA.id, slot: "ring_right" });
    const helm = await buy(t, hunter, "steel-helm", "D");
    const two: Equipment = (await equip(hunter, { itemId: helm.id, slot: "helmet" })).json();
    expect(two.sets.find((s) => s.setName === "Steel")).toMatchObject({
      piecesWorn: 2,
      tiers: [
        { pieces: 2, active: true, bonus: { strength: 2 } },
        { pieces: 4, active: false },
        { pieces: 6, active: false },
      ],
    });
    // Steel ring + helm 2 STR 2 VIT each, Scale ring 2 VIT 2 END, Steel 2-piece +2 STR.
    expect(two.bonuses).toMatchObject({ strength: 6, vitality: 6, endurance: 2 });
  });

  it("moves an equipped weapon from one hand to the other", async () => {
    const hunter = await signUpPlayer(t);
    const sword = await buy(t, hunter, "rusty-short-sword");
    await equip(hunter, { itemId: sword.id, slot: "weapon_left" });
    const moved: Equipment = (
      await equip(hunter, { itemId: sword.id, slot: "weapon_right" })
    ).json();
    expect(moved.equipped.map((i) => i.equippedSlot)).toEqual(["weapon_right"]);
  });

  it.each([
    ["steel-ring", "helmet", "Cannot equip ring in helmet slot."],
    ["rusty-short-sword", "ring_left", "Cannot equip weapon in ring_left slot."],
    ["minor-healing-potion", "weapon_right", "Cannot equip potion in weapon_right slot."],
    ["worn-treasure-chest", "chest", "Cannot equip chest in chest slot."],
  ])("refuses %s in %s", async (catalogId, slot, message) => {
    const hunter = await signUpPlayer(t);
    const item = await buy(t, hunter, catalogId, "D");
    const response = await equip(hunter, { itemId: item.id, slot });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await equipmentOf(hunter)).equipped).toEqual([]);
  });

  it("refuses another hunter's item and unknown ids with 404", async () => {
    const [owner, thief] = [await signUpPlayer(t), await signUpPlayer(t)];
    const helm = await buy(t, owner, "cloth-helm");
    for (const itemId of [helm.id, randomUUID()]) {
      const response = await equip(thief, { itemId, slot: "helmet" });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("That item is not in your inventory.");
      expect((await post(t, thief, "/api/inventory/unequip", { itemId })).statusCode).toBe(404);
    }
    expect((await ownerOf(t, helm.id)).equipped).toBe(false);
  });

  it.each([
    [{ itemId: "x", slot: "helmet" }, "Choose an item to equip."],
    [{ itemId: randomUUID(), slot: "hat" }, /^Slot must be one of: helmet, /],
  ])("refuses the body %j with 400", async (payload, message) => {
    const hunter = await signUpPlayer(t);
    const response = await equip(hunter, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe("POST /api/inventory/unequip", () => {
  it("takes the item off and it is listed as gear again", async () => {
    const hunter = await signUpPlayer(t);
    const helm = await buy(t, hunter, "cloth-helm");
    await equip(hunter, { itemId: helm.id, slot: "helmet" });
    const response = await post(t, hunter, "/api/inventory/unequip", { itemId: helm.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().equipped).toEqual([]);
    expect((await inventoryOf(t, hunter)).find((i) => i.id === helm.id)).toMatchObject({
      equipped: false,
      equippedSlot: null,
    });
  });
});

describe("POST /api/inventory/open-chest", () => {
  it("takes one chest, grants the rolled gold and loot in one go", async () => {
    const hunter = await signUpPlayer(t);
    const chest = await buy(t, hunter, "worn-treasure-chest");
    // Gold roll 0 → 20 gold; table roll 0.5 → two Minor Healing Potions.
    t.random.next(0, 0.5);
    const response = await post(t, hunter, "/api/inventory/open-chest", { itemId: chest.id });
    t.random.reset();
    expect(response.statusCode).toBe(200);
    const reply: OpenChestReply = response.json();
    expect(reply).toMatchObject({
      message: "You opened Worn Treasure Chest and found 20 gold, 2 × Minor Healing Potion.",
      gold: 20,
      loot: [{ name: "Minor Healing Potion", quantity: 5 }],
    });
    expect(await goldOf(t, hunter.user.id)).toBe(20);
    const again = await post(t, hunter, "/api/inventory/open-chest", { itemId: chest.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have no Worn Treasure Chest left.");
    expect(await goldOf(t, hunter.user.id)).toBe(20);
  });

  it("opens a stack of one once under concurrent requests", async () => {
    const hunter = await signUpPlayer(t);
    const chest = await buy(t, hunter, "worn-treasure-chest");
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(t, hunter, "/api/inventory/open-chest", { itemId: chest.id }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it("refuses what is not a treasure chest", async () => {
    const hunter = await signUpPlayer(t);
    const cuirass = await buy(t, hunter, "cloth-cuirass");
    const response = await post(t, hunter, "/api/inventory/open-chest", { itemId: cuirass.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Cloth Cuirass is not a chest.");
  });
});

describe("equipment in battle", () => {
  it("equipping a sword through the API changes the battle's attack set", async () => {
    const hunter = await signUpOnboarded(t.app);
    const { battle } = await enterCombat(t, hunter);
    expect(battle.attackSet).toBe("unarmed");
    const sword = await buy(t, hunter, "rusty-short-sword", hunter.user.rank);
    expect((await equip(hunter, { itemId: sword.id, slot: "weapon_right" })).statusCode).toBe(200);
    const active = await t.app.inject({
      url: "/api/battles/active",
      headers: { cookie: hunter.cookie },
    });
    expect(active.json().attackSet).toBe("sword");
    expect(active.json().attacks.map((a: { name: string }) => a.name)).toEqual([
      "Slash",
      "Cleave",
      "Blade Dance",
    ]);
    await post(t, hunter, "/api/inventory/unequip", { itemId: sword.id });
    const after = await t.app.inject({
      url: "/api/battles/active",
      headers: { cookie: hunter.cookie },
    });
    expect(after.json().attackSet).toBe("unarmed");
  });
});
