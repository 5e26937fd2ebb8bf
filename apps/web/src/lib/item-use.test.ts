import { describe, expect, it } from "vitest";
import { activateLanguage } from "./i18n/i18n.ts";
import { hpFullText, itemConfirmLines, undoWarning } from "./item-use.ts";
import { statLabel } from "./stat-labels.ts";

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

describe("in Korean", () => {
  it("says the confirmation, the full-HP refusal and a stat's name in Korean", async () => {
    await activateLanguage("ko");
    expect(itemConfirmLines({ usage: "heal_150" }, { current: 96, max: 100 })).toEqual([
      "HP를 최대치 100까지 4 회복합니다(아이템 회복량 150).",
      "되돌릴 수 없습니다.",
    ]);
    expect(hpFullText()).toBe("HP가 이미 가득 찼습니다.");
    expect(statLabel("strength")).toBe("근력");
  });
});
