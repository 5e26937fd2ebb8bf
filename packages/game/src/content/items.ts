import { WEAPON_SUB_TYPES, type WeaponSubType } from "../rules/combat.ts";
import type { Rank } from "../rules/ranks.ts";
import type { StatName, Stats } from "../rules/stats.ts";
import type { DropType } from "./dungeons.ts";

/**
 * The items this part of the game hands out: the starter potions and the dungeon drop tables.
 * The shop and the auction (issue 5) add more; these are plain data the server copies into a
 * hunter's inventory row.
 */

/** Usages a battle item can have and the HP each restores (docs/game-rules/gear-and-gold.md). */
const HEAL_AMOUNTS = { heal_50: 50, heal_150: 150, heal_300: 300 } as const;
export type HealUsage = keyof typeof HEAL_AMOUNTS;

export function isHealUsage(value: string | null | undefined): value is HealUsage {
  return value !== null && value !== undefined && Object.hasOwn(HEAL_AMOUNTS, value);
}

/** HP an item restores, or 0 for an item without a healing usage. */
export function healAmountOf(usage: string | null | undefined): number {
  return isHealUsage(usage) ? HEAL_AMOUNTS[usage] : 0;
}

/** Item types usable from the battle's Items menu (docs/game-rules/gear-and-gold.md). */
export const BATTLE_ITEM_TYPES = ["item", "potion"] as const;

const RARITIES = ["common", "uncommon", "rare", "epic", "legendary"] as const;
export type Rarity = (typeof RARITIES)[number];

export interface ItemTemplate {
  name: string;
  description: string;
  type: DropType;
  subType: WeaponSubType | null;
  rarity: Rarity;
  /** Its game-icons glyph (apps/web bundles only the glyphs the tables name). */
  icon: string;
  usage: HealUsage | null;
  stats: Partial<Stats>;
}

function consumable(
  type: "item" | "potion",
  name: string,
  usage: HealUsage,
  rarity: Rarity,
  icon: string,
  description: string,
): ItemTemplate {
  return { name, description, type, subType: null, rarity, icon, usage, stats: {} };
}

export const MINOR_HEALING_POTION = consumable(
  "potion",
  "Minor Healing Potion",
  "heal_50",
  "common",
  "round-potion",
  "A small red vial. Restores 50 HP.",
);
export const HEALING_POTION = consumable(
  "potion",
  "Healing Potion",
  "heal_150",
  "uncommon",
  "health-potion",
  "A hunter's standard remedy. Restores 150 HP.",
);
export const GREATER_HEALING_POTION = consumable(
  "potion",
  "Greater Healing Potion",
  "heal_300",
  "rare",
  "magic-potion",
  "Brewed from a high-rank mana stone. Restores 300 HP.",
);
export const FIELD_BANDAGE = consumable(
  "item",
  "Field Bandage",
  "heal_50",
  "common",
  "bandage-roll",
  "Quick to wrap between reps. Restores 50 HP.",
);
export const HUNTER_RATION = consumable(
  "item",
  "Hunter's Ration",
  "heal_150",
  "uncommon",
  "meat",
  "Dense food for long gates. Restores 150 HP.",
);
export const ELIXIR_OF_VIGOR = consumable(
  "item",
  "Elixir of Vigor",
  "heal_300",
  "rare",
  "fizzing-flask",
  "A shimmering draught from deep inside a gate. Restores 300 HP.",
);

/** What a new hunter starts with, so the battle's Items menu means something from day one. */
export const STARTER_ITEMS: readonly { item: ItemTemplate; quantity: number }[] = [
  { item: MINOR_HEALING_POTION, quantity: 3 },
  { item: HEALING_POTION, quantity: 1 },
];

/**
 * Weapon stat points a drop of each rank carries in all: about 7 % of that rank's reference CP,
 * rounded to a multiple of 4 so every profile below splits it into whole points.
 */
export const WEAPON_STAT_POINTS: Record<Rank, number> = {
  E: 4,
  D: 8,
  C: 12,
  B: 16,
  A: 24,
  S: 36,
};

const WEAPON_RARITY: Record<Rank, Rarity> = {
  E: "common",
  D: "uncommon",
  C: "rare",
  B: "epic",
  A: "legendary",
  S: "legendary",
};

/** Where each weapon puts its points; weights sum to 4. */
const WEAPON_PROFILES: Record<WeaponSubType, Partial<Record<StatName, number>>> = {
  sword: { strength: 3, vitality: 1 },
  bow: { agility: 2, perception: 2 },
  staff: { intelligence: 3, perception: 1 },
  dagger: { agility: 3, strength: 1 },
  hammer: { strength: 2, vitality: 2 },
};

const WEAPON_NAMES: Record<Rank, Record<WeaponSubType, string>> = {
  E: {
    sword: "Rusty Short Sword",
    bow: "Hunter's Short Bow",
    staff: "Oak Staff",
    dagger: "Iron Knife",
    hammer: "Stone Mallet",
  },
  D: {
    sword: "Steel Longsword",
    bow: "Recurve Bow",
    staff: "Silver-Capped Staff",
    dagger: "Scale Dagger",
    hammer: "Steel Warhammer",
  },
  C: {
    sword: "Guardian Blade",
    bow: "Shadow Longbow",
    staff: "Mystic Rod",
    dagger: "Shadow Kris",
    hammer: "Guardian Maul",
  },
  B: {
    sword: "Dragon Scale Sword",
    bow: "Paladin's Bow",
    staff: "Divine Staff",
    dagger: "Dragon Fang",
    hammer: "Paladin's Hammer",
  },
  A: {
    sword: "Hero's Greatsword",
    bow: "Legendary Longbow",
    staff: "Hero's Staff",
    dagger: "Legendary Stiletto",
    hammer: "Hero's Warhammer",
  },
  S: {
    sword: "Sovereign's Blade",
    bow: "Void Bow",
    staff: "Sovereign's Sceptre",
    dagger: "Void Fang",
    hammer: "Sovereign's Hammer",
  },
};

/** Each rank's weapons look stronger than the last: a game-icons glyph per rank and sub-type. */
const WEAPON_PICTURES: Record<Rank, Record<WeaponSubType, string>> = {
  E: {
    sword: "rusty-sword",
    bow: "pocket-bow",
    staff: "wizard-staff",
    dagger: "plain-dagger",
    hammer: "flat-hammer",
  },
  D: {
    sword: "broadsword",
    bow: "bow-arrow",
    staff: "crescent-staff",
    dagger: "broad-dagger",
    hammer: "warhammer",
  },
  C: {
    sword: "pointy-sword",
    bow: "crossbow",
    staff: "orb-wand",
    dagger: "cloak-dagger",
    hammer: "gear-hammer",
  },
  B: {
    sword: "rune-sword",
    bow: "bow-string",
    staff: "crystal-wand",
    dagger: "diving-dagger",
    hammer: "stake-hammer",
  },
  A: {
    sword: "shining-sword",
    bow: "lightning-bow",
    staff: "lunar-wand",
    dagger: "sacrificial-dagger",
    hammer: "hammer-drop",
  },
  S: {
    sword: "energy-sword",
    bow: "high-shot",
    staff: "fairy-wand",
    dagger: "dagger-rose",
    hammer: "thor-hammer",
  },
};

/** A weapon of `rank`: its points split by the sub-type's weights, whole points only. */
export function weaponOf(rank: Rank, subType: WeaponSubType): ItemTemplate {
  const points = WEAPON_STAT_POINTS[rank];
  const stats: Partial<Stats> = {};
  for (const [stat, weight] of Object.entries(WEAPON_PROFILES[subType])) {
    stats[stat as StatName] = (points * weight) / 4;
  }
  const name = WEAPON_NAMES[rank][subType];
  return {
    name,
    description: `${/^[EAS]/.test(rank) ? "An" : "A"} ${rank}-rank ${subType} found in a gate.`,
    type: "weapon",
    subType,
    rarity: WEAPON_RARITY[rank],
    icon: WEAPON_PICTURES[rank][subType],
    usage: null,
    stats,
  };
}

const POTIONS_BY_RANK: Record<Rank, ItemTemplate[]> = {
  E: [MINOR_HEALING_POTION, HEALING_POTION],
  D: [MINOR_HEALING_POTION, HEALING_POTION],
  C: [HEALING_POTION, GREATER_HEALING_POTION],
  B: [HEALING_POTION, GREATER_HEALING_POTION],
  A: [GREATER_HEALING_POTION],
  S: [GREATER_HEALING_POTION],
};

const ITEMS_BY_RANK: Record<Rank, ItemTemplate[]> = {
  E: [FIELD_BANDAGE, HUNTER_RATION],
  D: [FIELD_BANDAGE, HUNTER_RATION],
  C: [HUNTER_RATION, ELIXIR_OF_VIGOR],
  B: [HUNTER_RATION, ELIXIR_OF_VIGOR],
  A: [ELIXIR_OF_VIGOR],
  S: [ELIXIR_OF_VIGOR],
};

/** The candidates a dungeon's drop roll picks from, by its rewards type and rank. */
export function dropTable(type: DropType, rank: Rank): readonly ItemTemplate[] {
  if (type === "weapon") return WEAPON_SUB_TYPES.map((subType) => weaponOf(rank, subType));
  return type === "potion" ? POTIONS_BY_RANK[rank] : ITEMS_BY_RANK[rank];
}

/** Potions and battle items stack in one inventory row; weapons never do. */
export function isStackable(item: Pick<ItemTemplate, "type">): boolean {
  return item.type !== "weapon";
}
