import type { Quest } from "@repgate/contracts/quests";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setHealth } from "../../test/dungeon-helpers.ts";
import { type EventListener, listenForEvents } from "../../test/event-listener.ts";
import { SAMPLE_ANSWERS, signUpPlayer } from "../../test/factories.ts";
import { generateCustom, tick, tickAllButLast } from "../../test/quest-helpers.ts";
import { inventoryOf, post } from "../../test/shop-helpers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { grant } from "../../test/wallet-helpers.ts";

let t: TestApp;
let listener: EventListener;
beforeAll(async () => {
  t = await createTestApp();
  listener = await listenForEvents(t.pool);
});
beforeEach(() => t.clock.set(new Date()));

describe("events of real routes", () => {
  it("a purchase emits walletChanged (gold) and inventoryChanged for the buyer only", async () => {
    const buyer = await signUpPlayer(t);
    await grant(t.db, buyer.user.id, "gold", 500);
    const heard = await listener.heardDuring(async () => {
      const response = await post(t, buyer, "/api/shop/purchase", { itemId: "healing-potion" });
      expect(response.statusCode).toBe(200);
    });
    expect(heard).toEqual([
      { type: "walletChanged", userId: buyer.user.id, currency: "gold" },
      { type: "inventoryChanged", userId: buyer.user.id },
    ]);
  });

  it("a refused purchase emits nothing", async () => {
    const buyer = await signUpPlayer(t);
    const heard = await listener.heardDuring(async () => {
      const response = await post(t, buyer, "/api/shop/purchase", { itemId: "healing-potion" });
      expect(response.statusCode).toBe(409);
    });
    expect(heard).toEqual([]);
  });

  it("an auction sale changes both wallets and both inventories", async () => {
    const seller = await signUpPlayer(t);
    const buyer = await signUpPlayer(t);
    await grant(t.db, buyer.user.id, "gold", 300);
    const potion = (await inventoryOf(t, seller)).find((i) => i.name === "Healing Potion");
    if (!potion) throw new Error("no starter potion");
    const listed = await post(t, seller, "/api/shop/auction/list", {
      itemId: potion.id,
      price: 120,
    });
    expect(listed.statusCode).toBe(201);
    const heard = await listener.heardDuring(async () => {
      const response = await post(t, buyer, "/api/shop/auction/purchase", {
        listingId: listed.json().id,
      });
      expect(response.statusCode).toBe(200);
    });
    expect(heard).toHaveLength(4);
    expect(heard).toEqual(
      expect.arrayContaining([
        { type: "walletChanged", userId: buyer.user.id, currency: "gold" },
        { type: "walletChanged", userId: seller.user.id, currency: "gold" },
        { type: "inventoryChanged", userId: buyer.user.id },
        { type: "inventoryChanged", userId: seller.user.id },
      ]),
    );
  });

  it("opening a chest emits walletChanged (gold) and inventoryChanged", async () => {
    const hunter = await signUpPlayer(t);
    await grant(t.db, hunter.user.id, "gold", 150);
    const bought = await post(t, hunter, "/api/shop/purchase", { itemId: "worn-treasure-chest" });
    const heard = await listener.heardDuring(async () => {
      const response = await post(t, hunter, "/api/inventory/open-chest", {
        itemId: bought.json().item.id,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().gold).toBeGreaterThan(0);
    });
    expect(heard).toEqual([
      { type: "walletChanged", userId: hunter.user.id, currency: "gold" },
      { type: "inventoryChanged", userId: hunter.user.id },
    ]);
  });

  it("a custom quest spends energy (walletChanged energy) and completing it notifies", async () => {
    const hunter = await signUpPlayer(t);
    let quest: Quest | undefined;
    const generated = await listener.heardDuring(async () => {
      const response = await generateCustom(t, hunter);
      expect(response.statusCode).toBe(201);
      quest = response.json();
    });
    expect(generated).toEqual(
      expect.arrayContaining([
        { type: "walletChanged", userId: hunter.user.id, currency: "energy" },
        { type: "questsChanged", userId: hunter.user.id },
      ]),
    );
    if (!quest) throw new Error("no quest");
    const last = await tickAllButLast(t, hunter, quest);
    t.clock.advance(3_600_000);
    const completed = await listener.heardDuring(async () => {
      const response = await tick(t, hunter, quest?.id ?? "", { ...last, completed: true });
      expect(response.json().rewards).not.toBeNull();
    });
    const userId = hunter.user.id;
    expect(completed).toEqual(
      expect.arrayContaining([
        { type: "questsChanged", userId },
        { type: "hunterChanged", userId },
        { type: "walletChanged", userId, currency: "gold" },
        { type: "notificationCreated", userId, notificationId: expect.any(String) },
      ]),
    );
    const notes = await t.app.inject({
      url: "/api/notifications",
      headers: { cookie: hunter.cookie },
    });
    // The first quest also unlocks the "first_quest" achievement (its own notification).
    const created = completed.flatMap((e) =>
      e.type === "notificationCreated" ? [e.notificationId] : [],
    );
    const questNote = (notes.json() as { id: string; type: string }[]).find(
      (n) => n.type === "quest_complete",
    );
    expect(created).toContain(questNote?.id);

    const read = await listener.heardDuring(async () => {
      const response = await t.app.inject({
        method: "PATCH",
        url: "/api/notifications/read-all",
        headers: { cookie: hunter.cookie },
      });
      expect(response.statusCode).toBe(200);
    });
    expect(read).toEqual([{ type: "notificationsChanged", userId }]);
  });

  it("onboarding steps emit hunterChanged; a refused step emits nothing", async () => {
    const hunter = await signUpPlayer(t);
    const userId = hunter.user.id;
    const headers = { cookie: hunter.cookie };
    const refused = await listener.heardDuring(async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/user/complete-assessment",
        headers,
        payload: SAMPLE_ANSWERS,
      });
      expect(response.statusCode).toBe(409);
    });
    expect(refused).toEqual([]);
    const accepted = await listener.heardDuring(async () => {
      const response = await t.app.inject({
        method: "PATCH",
        url: "/api/user/accept-player",
        headers,
      });
      expect(response.statusCode).toBe(200);
    });
    expect(accepted).toEqual([{ type: "hunterChanged", userId }]);
  });

  it("drinking a potion emits inventoryChanged and hunterChanged (HP)", async () => {
    const hunter = await signUpPlayer(t);
    const userId = hunter.user.id;
    await setHealth(t, userId, 40);
    const potion = (await inventoryOf(t, hunter)).find((i) => i.name === "Healing Potion");
    const heard = await listener.heardDuring(async () => {
      const response = await post(t, hunter, "/api/inventory/use-item", { itemId: potion?.id });
      expect(response.statusCode).toBe(200);
    });
    expect(heard).toEqual([
      { type: "inventoryChanged", userId },
      { type: "hunterChanged", userId },
    ]);
  });

  it("equipping and unequipping emit inventoryChanged", async () => {
    const hunter = await signUpPlayer(t);
    const userId = hunter.user.id;
    await grant(t.db, userId, "gold", 500);
    const helm = (await post(t, hunter, "/api/shop/purchase", { itemId: "cloth-helm" })).json();
    const heard = await listener.heardDuring(async () => {
      const on = await post(t, hunter, "/api/inventory/equip", {
        itemId: helm.item.id,
        slot: "helmet",
      });
      expect(on.statusCode).toBe(200);
      const off = await post(t, hunter, "/api/inventory/unequip", { itemId: helm.item.id });
      expect(off.statusCode).toBe(200);
    });
    expect(heard).toEqual([
      { type: "inventoryChanged", userId },
      { type: "inventoryChanged", userId },
    ]);
  });
});
