import { describe, expect, it } from "vitest";
import { makeItem } from "../../test/fixtures.ts";
import { GRID_SIZE, gearOf, itemsForTab, padGrid } from "./inventory-layout.ts";

describe("inventory layout", () => {
  it("lists unequipped gear by type order and pads grids to 192", () => {
    const items = [
      makeItem({ id: "r", type: "ring", name: "Ring" }),
      makeItem({ id: "h", type: "helmet", name: "Helm" }),
      makeItem({ id: "w", type: "weapon", name: "Sword" }),
      makeItem({
        id: "e",
        type: "weapon",
        name: "Worn",
        equipped: true,
        equippedSlot: "weapon_left",
      }),
    ];
    expect(gearOf(items).map((i) => i.id)).toEqual(["w", "h", "r"]);
    expect(padGrid(gearOf(items))).toHaveLength(GRID_SIZE);
  });

  it("puts a treasure chest in the Chests tab, never among the gear (chest armour is gear)", () => {
    const treasure = makeItem({ id: "t", type: "chest", subType: "treasure", name: "Chest" });
    const armour = makeItem({ id: "a", type: "chest", subType: "plate", name: "Breastplate" });
    expect(itemsForTab([treasure, armour], "Chests").map((i) => i.id)).toEqual(["t"]);
    expect(itemsForTab([treasure, armour], "Gear").map((i) => i.id)).toEqual(["a"]);
  });
});
