import type { Equipment } from "@repgate/contracts/equipment";
import type { InventoryItem } from "@repgate/contracts/inventory";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeItem } from "../../test/fixtures.ts";
import { makeUser, mockFetch, renderWithProviders } from "../../test/render.tsx";
import { userQueryKey } from "../auth/api.ts";
import { InventoryPage } from "./inventory-page.tsx";

const zeroStats = {
  strength: 0,
  agility: 0,
  vitality: 0,
  intelligence: 0,
  endurance: 0,
  perception: 0,
};

const sword = makeItem({
  id: "item-sword",
  name: "Iron Sword",
  type: "weapon",
  subType: "sword",
  usage: null,
  quantity: 1,
  stats: { strength: 2 },
  setName: "Steel",
});
const ring = makeItem({
  id: "item-ring",
  name: "Bone Ring",
  type: "ring",
  usage: null,
  quantity: 1,
});
const helm = makeItem({
  id: "item-helm",
  name: "Cloth Cap",
  type: "helmet",
  usage: null,
  quantity: 1,
});
const boots = makeItem({
  id: "item-boots",
  name: "Leather Boots",
  type: "feet",
  usage: null,
  quantity: 1,
  equipped: true,
  equippedSlot: "feet",
});
const potion = makeItem({ id: "item-potion", name: "Healing Potion", usage: "heal_150" });
const chest = makeItem({
  id: "item-chest",
  name: "Treasure Chest",
  type: "chest",
  subType: "treasure",
  usage: null,
  quantity: 1,
});

/** What equip and unequip answer with (the new Equipment); the screen refetches it anyway. */
const emptyEquipment: Equipment = { equipped: [], bonuses: zeroStats, sets: [] };

function renderInventory(
  items: InventoryItem[],
  handler?: Parameters<typeof mockFetch>[0],
  hunter = makeUser(),
) {
  const equipment: Equipment = {
    equipped: items.filter((item) => item.equipped),
    bonuses: { ...zeroStats, agility: 3 },
    sets: [
      {
        setName: "Leather",
        piecesWorn: 2,
        tiers: [
          { pieces: 2, active: true, bonus: { agility: 2 } },
          { pieces: 4, active: false, bonus: { agility: 5 } },
        ],
      },
    ],
  };
  const calls = mockFetch((request) => {
    const custom = handler?.(request);
    if (custom) return custom;
    if (request.path === "/api/inventory") return { body: items };
    if (request.path === "/api/inventory/equipment") return { body: equipment };
    if (request.path === "/api/auth/user") return { body: hunter };
    return undefined;
  });
  const result = renderWithProviders(<InventoryPage />);
  result.client.setQueryData(userQueryKey, hunter);
  return { ...result, calls };
}

describe("InventoryPage", () => {
  it("shows the loading text, then unequipped gear by type order in a 192-cell grid", async () => {
    const { container } = renderInventory([ring, helm, boots, potion, sword]);
    expect(screen.getByText("Loading inventory...")).toBeTruthy();
    const grid = await screen.findByRole("list", { name: "Gear items" });
    expect(grid.querySelectorAll("[data-cell]")).toHaveLength(192);
    const names = within(grid)
      .getAllByRole("button")
      .map((button) => button.getAttribute("aria-label"));
    expect(names).toEqual(["Iron Sword", "Cloth Cap", "Bone Ring"]);
    expect(screen.getByText("5 items")).toBeTruthy();
    // The equipped boots sit on the paper-doll, not in the grid.
    expect(screen.getByRole("button", { name: "Feet: Leather Boots" })).toBeTruthy();
    expect(container.querySelectorAll("[data-slot]")).toHaveLength(10);
    expect(screen.getByText("Equipment Bonuses")).toBeTruthy();
    expect(screen.getByText("+3")).toBeTruthy();
    expect(screen.getByText(/Leather Set/)).toBeTruthy();
  });

  it("lists treasure chests under Chests with an Open action", async () => {
    const { calls } = renderInventory([chest], (request) =>
      request.path === "/api/inventory/open-chest"
        ? { body: { message: "The chest creaks open.", loot: [potion], gold: 40 } }
        : undefined,
    );
    await userEvent.click(await screen.findByRole("tab", { name: "Chests" }));
    const grid = screen.getByRole("list", { name: "Chests items" });
    expect(grid.querySelectorAll("[data-cell]")).toHaveLength(192);
    await userEvent.click(within(grid).getByRole("button", { name: "Treasure Chest" }));
    await userEvent.click(screen.getByRole("button", { name: "Open Chest" }));
    expect(await screen.findByText(/Looted: 3x Healing Potion, 40 gold\./)).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/inventory/open-chest")?.body).toEqual({
      itemId: "item-chest",
    });
  });

  it("asks before using an item, with the spec's texts", async () => {
    let release: (response: Response) => void = () => {};
    renderInventory([potion]);
    const mocked = globalThis.fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === "/api/inventory/use-item"
        ? new Promise<Response>((resolve) => {
            release = resolve;
          })
        : mocked(input, init),
    );
    await userEvent.click(await screen.findByRole("tab", { name: "Potions" }));
    await userEvent.click(screen.getByRole("button", { name: "Healing Potion" }));
    await userEvent.click(screen.getByRole("button", { name: "Use" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Are you sure you want to use Healing Potion?")).toBeTruthy();
    expect(
      within(dialog).getByText(
        "This will restore 10 HP, up to your maximum of 100 (the item holds 150).",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText("This cannot be undone.")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Use Item" }));
    expect(within(dialog).getByRole("button", { name: "Using..." })).toBeTruthy();
    release(
      new Response(
        JSON.stringify({
          message: "Restored 150 HP.",
          healingAmount: 150,
          newHealth: 100,
          maxHealth: 100,
          quantity: 2,
        }),
      ),
    );
    expect(await screen.findByText("Restored 150 HP.")).toBeTruthy();
  });

  it("refuses a potion at full HP before the confirmation, and says why", async () => {
    renderInventory([potion], undefined, makeUser({ playerCurrentHP: 100, playerMaxHP: 100 }));
    await userEvent.click(await screen.findByRole("tab", { name: "Potions" }));
    await userEvent.click(screen.getByRole("button", { name: "Healing Potion" }));
    expect(screen.getByText("Your HP is already full.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Use" }).hasAttribute("disabled")).toBe(true);
  });

  it("equips by tap: choose an item, then a slot", async () => {
    const { calls } = renderInventory([sword, ring], (request) =>
      request.path === "/api/inventory/equip" ? { body: emptyEquipment } : undefined,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Iron Sword" }));
    expect(screen.getByRole("button", { name: "Equip to Left Hand" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Equip Iron Sword to Right Hand" }));
    const equip = calls.find((c) => c.method === "POST" && c.path === "/api/inventory/equip");
    expect(equip?.body).toEqual({ itemId: "item-sword", slot: "weapon_right" });
    expect(await screen.findByText("Item Equipped")).toBeTruthy();
  });

  it("while dragging, only the slots the item fits accept it; the others refuse the drop", async () => {
    const { calls, container } = renderInventory([ring]);
    const cell = await screen.findByRole("button", { name: "Bone Ring" });
    const dataTransfer = { setData: () => {}, getData: () => "item-ring", effectAllowed: "" };
    const slot = (name: string) => {
      const found = container.querySelector(`[data-slot="${name}"]`);
      if (!found) throw new Error(`no ${name} slot`);
      return found;
    };
    fireEvent.dragStart(cell, { dataTransfer });
    // Shown while dragging: the two ring slots accept, the rest do not.
    const accepting = Array.from(container.querySelectorAll('[data-accepts-drop="true"]'));
    expect(accepting.map((el) => el.getAttribute("data-slot")).sort()).toEqual([
      "ring_left",
      "ring_right",
    ]);
    // A cancelled dragover is what lets a browser drop: the helmet and necklace slots refuse.
    expect(fireEvent.dragOver(slot("helmet"), { dataTransfer })).toBe(true);
    expect(fireEvent.dragOver(slot("necklace"), { dataTransfer })).toBe(true);
    expect(fireEvent.dragOver(slot("ring_left"), { dataTransfer })).toBe(false);
    fireEvent.drop(slot("helmet"), { dataTransfer });
    expect(screen.queryByText("Equip Failed")).toBeNull();
    expect(calls.some((c) => c.path === "/api/inventory/equip")).toBe(false);
    // The drag over, nothing is marked any more; tap-to-equip still names every fitting slot.
    fireEvent.dragEnd(cell, { dataTransfer });
    expect(container.querySelectorAll("[data-accepts-drop]")).toHaveLength(0);
  });

  it("equips a fitting drop and unequips from the paper-doll", async () => {
    // Each reply is what the hunter wears afterwards; the paper-doll shows it as it comes.
    const wornRing = { ...ring, equipped: true, equippedSlot: "ring_right" };
    const { calls, container } = renderInventory([ring, boots], (request) => {
      if (request.path === "/api/inventory/equip") {
        return { body: { ...emptyEquipment, equipped: [wornRing, boots] } };
      }
      if (request.path === "/api/inventory/unequip") {
        return { body: { ...emptyEquipment, equipped: [wornRing] } };
      }
      return undefined;
    });
    const cell = await screen.findByRole("button", { name: "Bone Ring" });
    const dataTransfer = { setData: () => {}, getData: () => "item-ring", effectAllowed: "" };
    fireEvent.dragStart(cell, { dataTransfer });
    const ringSlot = container.querySelector('[data-slot="ring_right"]');
    if (!ringSlot) throw new Error("no ring slot");
    fireEvent.drop(ringSlot, { dataTransfer });
    await screen.findByText("Item Equipped");
    expect(calls.find((c) => c.path === "/api/inventory/equip")?.body).toEqual({
      itemId: "item-ring",
      slot: "ring_right",
    });
    await userEvent.click(screen.getByRole("button", { name: "Feet: Leather Boots" }));
    await userEvent.click(screen.getByRole("button", { name: "Unequip" }));
    await screen.findByText("Item Unequipped");
    expect(calls.find((c) => c.path === "/api/inventory/unequip")?.body).toEqual({
      itemId: "item-boots",
    });
    // The paper-doll shows the replies as they come: the ring worn, the feet bare.
    expect(screen.getByRole("button", { name: "Right Ring: Bone Ring" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Feet: empty" })).toBeTruthy();
  });
});
