import { describe, expect, it } from "vitest";
import { GEAR_TYPES, SET_GEAR } from "../content/item-catalog.ts";
import {
  canEquip,
  EQUIPMENT_SLOTS,
  equipErrorText,
  equipmentBonuses,
  SET_BONUS_THRESHOLDS,
  setBonusTiers,
  slotsFor,
} from "./equipment.ts";

describe("slot rules", () => {
  it("puts weapons in either hand and rings on either hand", () => {
    expect(slotsFor("weapon")).toEqual(["weapon_left", "weapon_right"]);
    expect(slotsFor("ring")).toEqual(["ring_left", "ring_right"]);
  });

  it.each(["helmet", "necklace", "arms", "chest", "legs", "feet"])(
    "puts %s in its own slot",
    (type) => {
      expect(slotsFor(type)).toEqual([type]);
    },
  );

  it("fits every gear type somewhere and nothing else anywhere", () => {
    for (const type of GEAR_TYPES) expect(slotsFor(type).length).toBeGreaterThan(0);
    for (const type of ["potion", "item", "quest", "chest-of-gold", ""]) {
      for (const slot of EQUIPMENT_SLOTS) expect(canEquip(type, slot)).toBe(false);
    }
  });

  it("refuses a type in a wrong slot with the spec's text", () => {
    expect(canEquip("ring", "helmet")).toBe(false);
    expect(canEquip("weapon", "ring_left")).toBe(false);
    expect(canEquip("helmet", "helmet")).toBe(true);
    expect(equipErrorText("ring", "helmet")).toBe("Cannot equip ring in helmet slot.");
    // Chest armour goes on the chest; a treasure chest (also type "chest") goes nowhere.
    expect(canEquip("chest", "chest")).toBe(true);
    expect(canEquip("chest", "chest", "treasure")).toBe(false);
  });

  it("covers each of the ten slots by exactly one gear type", () => {
    for (const slot of EQUIPMENT_SLOTS) {
      expect(GEAR_TYPES.filter((type) => canEquip(type, slot))).toHaveLength(1);
    }
  });
});

describe("set bonuses", () => {
  const steel = SET_GEAR.filter((item) => item.setName === "Steel");

  it("switches on at 2, 4 and 6 pieces", () => {
    expect(SET_BONUS_THRESHOLDS).toEqual([2, 4, 6]);
    expect(setBonusTiers("Steel", 1).map((t) => t.active)).toEqual([false, false, false]);
    expect(setBonusTiers("Steel", 2).map((t) => t.active)).toEqual([true, false, false]);
    expect(setBonusTiers("Steel", 3).map((t) => t.active)).toEqual([true, false, false]);
    expect(setBonusTiers("Steel", 4).map((t) => t.active)).toEqual([true, true, false]);
    expect(setBonusTiers("Steel", 6).map((t) => t.active)).toEqual([true, true, true]);
    expect(setBonusTiers("Nope", 6)).toEqual([]);
  });

  it("sums piece stats and the active tiers", () => {
    const one = equipmentBonuses(steel.slice(1, 2));
    expect(one.bonuses).toEqual({
      strength: 2,
      agility: 0,
      vitality: 2,
      intelligence: 0,
      endurance: 0,
      perception: 0,
    });
    // Two D-rank Steel pieces: 2 × (2 STR + 2 VIT) plus the 2-piece +2 STR.
    const two = equipmentBonuses(steel.slice(1, 3));
    expect(two.bonuses.strength).toBe(6);
    expect(two.bonuses.vitality).toBe(4);
    expect(two.sets).toEqual([expect.objectContaining({ setName: "Steel", piecesWorn: 2 })]);
    // Six armour pieces: 6 × 2 each, plus 2 STR, 2 VIT and 2 on every stat.
    const six = equipmentBonuses(steel.slice(1, 7));
    expect(six.bonuses).toEqual({
      strength: 12 + 2 + 2,
      agility: 2,
      vitality: 12 + 2 + 2,
      intelligence: 2,
      endurance: 2,
      perception: 2,
    });
  });

  it("gives nothing for pieces without a set, and counts each set apart", () => {
    const none = equipmentBonuses([{ stats: { strength: 3 }, setName: null }]);
    expect(none.sets).toEqual([]);
    expect(none.bonuses.strength).toBe(3);
    const mixed = equipmentBonuses([
      { stats: {}, setName: "Steel" },
      { stats: {}, setName: "Cloth" },
    ]);
    expect(mixed.sets.map((s) => [s.setName, s.piecesWorn])).toEqual([
      ["Cloth", 1],
      ["Steel", 1],
    ]);
    expect(Object.values(mixed.bonuses).every((v) => v === 0)).toBe(true);
  });
});
