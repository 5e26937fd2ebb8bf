import { describe, expect, it } from "vitest";
import { WEAPON_SUB_TYPES } from "../rules/combat.ts";
import { RANKS } from "../rules/ranks.ts";
import { combatPower } from "../rules/stats.ts";
import { DROP_TYPES } from "./dungeons.ts";
import {
  dropTable,
  HEALING_POTION,
  healAmountOf,
  isHealUsage,
  isStackable,
  MINOR_HEALING_POTION,
  STARTER_ITEMS,
  WEAPON_STAT_POINTS,
  weaponOf,
} from "./items.ts";

describe("healing usages", () => {
  it("restore 50, 150 and 300 HP", () => {
    expect(healAmountOf("heal_50")).toBe(50);
    expect(healAmountOf("heal_150")).toBe(150);
    expect(healAmountOf("heal_300")).toBe(300);
  });

  it("restore nothing for anything else", () => {
    expect(healAmountOf(null)).toBe(0);
    expect(healAmountOf("heal_999")).toBe(0);
    expect(healAmountOf("toString")).toBe(0);
    expect(isHealUsage("constructor")).toBe(false);
  });
});

describe("starter items", () => {
  it("are three minor healing potions and one healing potion", () => {
    expect(STARTER_ITEMS).toEqual([
      { item: MINOR_HEALING_POTION, quantity: 3 },
      { item: HEALING_POTION, quantity: 1 },
    ]);
    expect(MINOR_HEALING_POTION.usage).toBe("heal_50");
    expect(HEALING_POTION.usage).toBe("heal_150");
  });
});

describe("drop tables", () => {
  it.each(RANKS)("has candidates of the right type for every rewards type at rank %s", (rank) => {
    for (const type of DROP_TYPES) {
      const table = dropTable(type, rank);
      expect(table.length).toBeGreaterThan(0);
      for (const item of table) {
        expect(item.type).toBe(type);
        expect(item.usage !== null).toBe(type !== "weapon");
      }
    }
  });

  it("offers one weapon of every sub-type, carrying the rank's stat points", () => {
    for (const rank of RANKS) {
      const weapons = dropTable("weapon", rank);
      expect(weapons.map((w) => w.subType)).toEqual([...WEAPON_SUB_TYPES]);
      for (const weapon of weapons) {
        expect(combatPower({ ...zero(), ...weapon.stats })).toBe(WEAPON_STAT_POINTS[rank]);
      }
    }
  });

  it("gives an E sword mostly strength", () => {
    expect(weaponOf("E", "sword").stats).toEqual({ strength: 3, vitality: 1 });
  });

  it("stacks potions and items, never weapons", () => {
    expect(isStackable(MINOR_HEALING_POTION)).toBe(true);
    expect(isStackable(weaponOf("E", "bow"))).toBe(false);
  });
});

function zero() {
  return {
    strength: 0,
    agility: 0,
    vitality: 0,
    intelligence: 0,
    endurance: 0,
    perception: 0,
  };
}
