import { describe, expect, it } from "vitest";
import { makeItem } from "../../test/fixtures.ts";
import { fitsSlot, GRID_SIZE, gearOf, itemsForTab, padGrid, slotsFor } from "./item-rules.ts";

describe("item rules", () => {
  it("fits weapons and rings in both of their slots only", () => {
    expect(slotsFor("weapon")).toEqual(["weapon_left", "weapon_right"]);
    expect(slotsFor("ring")).toEqual(["ring_left", "ring_right"]);
    expect(slotsFor("helmet")).toEqual(["helmet"]);
    expect(slotsFor("potion")).toEqual([]);
    expect(fitsSlot("ring", "helmet")).toBe(false);
  });

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
    expect(itemsForTab([makeItem({ type: "chest", subType: "treasure" })], "Chests")).toHaveLength(
      1,
    );
  });
});
