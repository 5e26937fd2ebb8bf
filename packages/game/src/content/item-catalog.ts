import { WEAPON_SUB_TYPES, type WeaponSubType } from "../rules/combat.ts";
import { RANKS, type Rank } from "../rules/ranks.ts";
import type { StatName, Stats } from "../rules/stats.ts";
import {
  ELIXIR_OF_VIGOR,
  FIELD_BANDAGE,
  GREATER_HEALING_POTION,
  HEALING_POTION,
  type HealUsage,
  HUNTER_RATION,
  type ItemTemplate,
  MINOR_HEALING_POTION,
  type Rarity,
  weaponOf,
} from "./items.ts";

/**
 * Every item the game knows by id: gear in the set tiers of docs/game-rules/gear-and-gold.md, potions,
 * battle items, quest items and treasure chests. The shop sells from it, chests roll from it,
 * and an inventory row keeps the catalogue id it was made from.
 */

/** Gear types in the inventory's sort order (docs/game-rules/gear-and-gold.md). */
export const GEAR_TYPES = [
  "weapon",
  "helmet",
  "chest",
  "arms",
  "legs",
  "feet",
  "necklace",
  "ring",
] as const;
export type GearType = (typeof GEAR_TYPES)[number];

const ITEM_TYPES = [...GEAR_TYPES, "potion", "item", "quest", "chest"] as const;
type ItemType = (typeof ITEM_TYPES)[number];

export function isGearType(type: string): type is GearType {
  return (GEAR_TYPES as readonly string[]).includes(type);
}

/**
 * The spec uses type "chest" twice: chest armour, and treasure chests (subType "treasure").
 * Only the first is gear.
 */
export function isTreasureChest(item: { type: string; subType: string | null }): boolean {
  return item.type === "chest" && item.subType === "treasure";
}

/** Gear: a type that goes on the paper-doll, treasure chests excepted. */
export function isGear(item: { type: string; subType: string | null }): boolean {
  return isGearType(item.type) && !isTreasureChest(item);
}

export interface CatalogItem {
  /** Stable catalogue id, kebab-case, e.g. "steel-helm". */
  id: string;
  name: string;
  description: string;
  type: ItemType;
  /** Weapon sub-type, "treasure" for chests, otherwise null. */
  subType: WeaponSubType | "treasure" | null;
  rarity: Rarity;
  /** Its game-icons glyph: the web bundles only the glyphs the tables name. */
  icon: string;
  usage: HealUsage | null;
  stats: Partial<Stats>;
  setName: string | null;
  /** The rank tier the item belongs to. */
  rank: Rank;
}

/** Set tiers by rank (docs/game-rules/gear-and-gold.md). */
export const SET_TIERS: Record<Rank, readonly string[]> = {
  E: ["Cloth", "Leather", "Bone"],
  D: ["Steel", "Scale", "Silver"],
  C: ["Guardian", "Shadow", "Mystic"],
  B: ["Dragon Scale", "Paladin", "Divine"],
  A: ["Hero", "Legendary"],
  S: ["Sovereign", "Void"],
};

export interface SetProfile {
  rank: Rank;
  /** The stat every piece and the 2-piece bonus raise most. */
  primary: StatName;
  /** The stat the pieces also raise and the 4-piece bonus adds to. */
  secondary: StatName;
  /** The weapon the set comes with. */
  weapon: WeaponSubType;
}

export const SET_PROFILES: Record<string, SetProfile> = {
  Cloth: { rank: "E", primary: "intelligence", secondary: "perception", weapon: "staff" },
  Leather: { rank: "E", primary: "agility", secondary: "perception", weapon: "bow" },
  Bone: { rank: "E", primary: "strength", secondary: "endurance", weapon: "dagger" },
  Steel: { rank: "D", primary: "strength", secondary: "vitality", weapon: "sword" },
  Scale: { rank: "D", primary: "vitality", secondary: "endurance", weapon: "hammer" },
  Silver: { rank: "D", primary: "perception", secondary: "intelligence", weapon: "bow" },
  Guardian: { rank: "C", primary: "vitality", secondary: "strength", weapon: "hammer" },
  Shadow: { rank: "C", primary: "agility", secondary: "strength", weapon: "dagger" },
  Mystic: { rank: "C", primary: "intelligence", secondary: "endurance", weapon: "staff" },
  "Dragon Scale": { rank: "B", primary: "strength", secondary: "vitality", weapon: "sword" },
  Paladin: { rank: "B", primary: "vitality", secondary: "intelligence", weapon: "hammer" },
  Divine: { rank: "B", primary: "intelligence", secondary: "perception", weapon: "staff" },
  Hero: { rank: "A", primary: "strength", secondary: "agility", weapon: "sword" },
  Legendary: { rank: "A", primary: "agility", secondary: "perception", weapon: "bow" },
  Sovereign: { rank: "S", primary: "strength", secondary: "intelligence", weapon: "sword" },
  Void: { rank: "S", primary: "agility", secondary: "intelligence", weapon: "dagger" },
};

/** Stat points of one armour or jewellery piece by rank; the set's weapon uses WEAPON_STAT_POINTS. */
const GEAR_PIECE_POINTS: Record<Rank, number> = { E: 2, D: 4, C: 6, B: 8, A: 12, S: 18 };

const RARITY_BY_RANK: Record<Rank, Rarity> = {
  E: "common",
  D: "uncommon",
  C: "rare",
  B: "epic",
  A: "legendary",
  S: "legendary",
};

const PIECE_NAMES: Record<Exclude<GearType, "weapon">, string> = {
  helmet: "Helm",
  chest: "Cuirass",
  arms: "Gauntlets",
  legs: "Greaves",
  feet: "Boots",
  necklace: "Amulet",
  ring: "Ring",
};

/** Set weapons get nouns of their own so they never share a name with a plain drop. */
const WEAPON_NOUNS: Record<WeaponSubType, string> = {
  sword: "Saber",
  bow: "Warbow",
  staff: "Wand",
  dagger: "Shiv",
  hammer: "Warhammer",
};

/** Armour looks heavier with the rank: light (E, D), plated (C, B), royal (A, S). */
const PIECE_PICTURES: Record<Exclude<GearType, "weapon">, readonly [string, string, string]> = {
  helmet: ["light-helm", "visored-helm", "crested-helmet"],
  chest: ["leather-armor", "breastplate", "chest-armor"],
  arms: ["bracers", "gauntlet", "mailed-fist"],
  legs: ["trousers", "greaves", "armored-pants"],
  feet: ["leather-boot", "boots", "steeltoe-boots"],
  necklace: ["primitive-necklace", "gem-pendant", "emerald-necklace"],
  ring: ["ring", "diamond-ring", "fire-ring"],
};

function piecePicture(type: keyof typeof PIECE_PICTURES, rank: Rank): string {
  const tier = rank === "E" || rank === "D" ? 0 : rank === "C" || rank === "B" ? 1 : 2;
  return PIECE_PICTURES[type][tier];
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function setPieces(setName: string, profile: SetProfile): CatalogItem[] {
  const { rank, primary, secondary } = profile;
  const half = GEAR_PIECE_POINTS[rank] / 2;
  const rarity = RARITY_BY_RANK[rank];
  const armour = (Object.keys(PIECE_NAMES) as (keyof typeof PIECE_NAMES)[]).map(
    (type): CatalogItem => {
      const name = `${setName} ${PIECE_NAMES[type]}`;
      return {
        id: slugOf(name),
        name,
        description: `${PIECE_NAMES[type]} of the ${rank}-rank ${setName} set.`,
        type,
        subType: null,
        rarity,
        icon: piecePicture(type, rank),
        usage: null,
        stats: { [primary]: half, [secondary]: half },
        setName,
        rank,
      };
    },
  );
  const weaponName = `${setName} ${WEAPON_NOUNS[profile.weapon]}`;
  const weapon: CatalogItem = {
    ...fromTemplate(weaponOf(rank, profile.weapon), rank),
    id: slugOf(weaponName),
    name: weaponName,
    description: `The ${profile.weapon} of the ${rank}-rank ${setName} set.`,
    setName,
  };
  return [weapon, ...armour];
}

function fromTemplate(template: ItemTemplate, rank: Rank): CatalogItem {
  return {
    id: slugOf(template.name),
    name: template.name,
    description: template.description,
    type: template.type,
    subType: template.subType,
    rarity: template.rarity,
    icon: template.icon,
    usage: template.usage,
    stats: template.stats,
    setName: null,
    rank,
  };
}

function quest(
  name: string,
  description: string,
  rarity: Rarity,
  rank: Rank,
  icon: string,
): CatalogItem {
  const base = { type: "quest" as const, subType: null, usage: null, stats: {}, setName: null };
  return { ...base, id: slugOf(name), name, description, rarity, icon, rank };
}

function treasure(
  name: string,
  description: string,
  rarity: Rarity,
  rank: Rank,
  icon: string,
): CatalogItem {
  const base = { type: "chest" as const, subType: "treasure" as const, usage: null, stats: {} };
  return {
    ...base,
    id: slugOf(name),
    name,
    description,
    rarity,
    icon,
    setName: null,
    rank,
  };
}

export const SET_GEAR: readonly CatalogItem[] = Object.entries(SET_PROFILES).flatMap(
  ([name, profile]) => setPieces(name, profile),
);

/** The plain (set-less) weapons dungeons drop, one of each sub-type per rank. */
const PLAIN_WEAPONS: readonly CatalogItem[] = RANKS.flatMap((rank) =>
  WEAPON_SUB_TYPES.map((subType) => fromTemplate(weaponOf(rank, subType), rank)),
);

const POTIONS: readonly CatalogItem[] = [
  fromTemplate(MINOR_HEALING_POTION, "E"),
  fromTemplate(HEALING_POTION, "E"),
  fromTemplate(GREATER_HEALING_POTION, "C"),
];

const BATTLE_ITEMS: readonly CatalogItem[] = [
  fromTemplate(FIELD_BANDAGE, "E"),
  fromTemplate(HUNTER_RATION, "D"),
  fromTemplate(ELIXIR_OF_VIGOR, "C"),
];

const QUEST_ITEMS: readonly CatalogItem[] = [
  quest(
    "Gate Key Fragment",
    "A shard of a gate's seal. Guild clerks pay attention to it.",
    "uncommon",
    "E",
    "skeleton-key",
  ),
  quest(
    "Red Gate Sigil",
    "Proof that you walked out of a red gate alive.",
    "epic",
    "B",
    "rune-stone",
  ),
];

export const CHESTS: readonly CatalogItem[] = [
  treasure(
    "Worn Treasure Chest",
    "A battered box from a low-rank gate. Open it for loot.",
    "common",
    "E",
    "chest",
  ),
  treasure(
    "Hunter's Treasure Chest",
    "Iron-banded and heavy. Open it for C-rank loot.",
    "rare",
    "C",
    "locked-chest",
  ),
  treasure(
    "Sovereign's Treasure Chest",
    "It hums with mana. Open it for A-rank loot.",
    "legendary",
    "A",
    "open-treasure-chest",
  ),
];

export const ITEM_CATALOG: readonly CatalogItem[] = [
  ...PLAIN_WEAPONS,
  ...SET_GEAR,
  ...POTIONS,
  ...BATTLE_ITEMS,
  ...QUEST_ITEMS,
  ...CHESTS,
];

const BY_ID = new Map(ITEM_CATALOG.map((item) => [item.id, item]));

export function findCatalogItem(id: string): CatalogItem | null {
  return BY_ID.get(id) ?? null;
}

/** Every gear piece (set or plain) of one rank: what a chest of that rank can give. */
export function gearOfRank(rank: Rank): CatalogItem[] {
  return ITEM_CATALOG.filter((item) => item.rank === rank && isGear(item));
}

/** Share of successful dungeon drops that are a treasure chest instead of the table's item. */
export const CHEST_DROP_SHARE = 0.2;

/** The treasure chest a dungeon of `rank` drops: E–D worn, C–B hunter's, A–S sovereign's. */
export function chestForDungeonRank(rank: Rank): CatalogItem {
  const index = rank === "E" || rank === "D" ? 0 : rank === "C" || rank === "B" ? 1 : 2;
  const chest = CHESTS[index];
  if (!chest) throw new Error("the chest catalogue is empty");
  return chest;
}
