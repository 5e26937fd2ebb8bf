import { describe, expect, it } from "vitest";
import { findCatalogItem } from "./item-catalog.ts";
import { pictureOfItem } from "./item-pictures.ts";

describe("pictureOfItem", () => {
  it("shows the catalogue item's glyph, found by id or, without one, by name", () => {
    const helm = findCatalogItem("steel-helm");
    expect(
      pictureOfItem({ catalogId: "steel-helm", name: "x", type: "helmet", subType: null }),
    ).toBe(helm?.icon);
    expect(
      pictureOfItem({
        catalogId: null,
        name: "Minor Healing Potion",
        type: "potion",
        subType: null,
      }),
    ).toBe("round-potion");
  });

  it("gives a row the catalogue does not know its sub-type's or type's glyph", () => {
    expect(
      pictureOfItem({ catalogId: null, name: "Old Bow", type: "weapon", subType: "bow" }),
    ).toBe("bow-arrow");
    expect(pictureOfItem({ catalogId: null, name: "Odd", type: "mystery", subType: null })).toBe(
      "swap-bag",
    );
  });
});
