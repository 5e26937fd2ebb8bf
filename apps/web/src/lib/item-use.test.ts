import { describe, expect, it } from "vitest";
import { itemConfirmLines, undoWarning } from "./item-use.ts";

describe("itemConfirmLines", () => {
  it("says the potion's whole amount when the hunter has room for it (spec wording)", () => {
    expect(itemConfirmLines({ usage: "heal_150" }, { current: 100, max: 500 })).toEqual([
      "This will restore 150 HP.",
      undoWarning(),
    ]);
  });

  it("says what a potion really restores when the maximum stops it", () => {
    expect(itemConfirmLines({ usage: "heal_150" }, { current: 96, max: 100 })).toEqual([
      "This will restore 4 HP, up to your maximum of 100 (the item holds 150).",
      undoWarning(),
    ]);
  });

  it("has only the warning for an item that does not heal", () => {
    expect(itemConfirmLines({ usage: null }, { current: 96, max: 100 })).toEqual([undoWarning()]);
  });
});
