import { isGearType, isTreasureChest, SET_PROFILES } from "../content/item-catalog.ts";
import type { Rank } from "./ranks.ts";
import { STAT_NAMES, type StatName, type Stats } from "./stats.ts";

/** The paper-doll's ten slots (docs/game-rules/gear-and-gold.md). */
export const EQUIPMENT_SLOTS = [
  "helmet",
  "necklace",
  "weapon_left",
  "weapon_right",
  "arms",
  "chest",
  "legs",
  "feet",
  "ring_left",
  "ring_right",
] as const;
export type EquipmentSlot = (typeof EQUIPMENT_SLOTS)[number];

/** The game-icons glyph an empty slot shows on the paper-doll. */
export const SLOT_PICTURES: Record<EquipmentSlot, string> = {
  helmet: "visored-helm",
  necklace: "gem-pendant",
  weapon_left: "broadsword",
  weapon_right: "shield",
  arms: "gauntlet",
  chest: "breastplate",
  legs: "greaves",
  feet: "boots",
  ring_left: "ring",
  ring_right: "diamond-ring",
};

/**
 * Slots an item type fits: weapons in either hand, rings on either hand, the rest in their own.
 * A treasure chest (type "chest", subType "treasure") fits nowhere.
 */
export function slotsFor(type: string, subType: string | null = null): readonly EquipmentSlot[] {
  if (isTreasureChest({ type, subType })) return [];
  if (type === "weapon") return ["weapon_left", "weapon_right"];
  if (type === "ring") return ["ring_left", "ring_right"];
  if (isGearType(type)) return [type as EquipmentSlot];
  return [];
}

export function canEquip(type: string, slot: string, subType: string | null = null): boolean {
  return (slotsFor(type, subType) as readonly string[]).includes(slot);
}

/** The spec's text when an item does not fit (docs/game-rules/gear-and-gold.md). */
export function equipErrorText(type: string, slot: string): string {
  return `Cannot equip ${type} in ${slot} slot.`;
}

/** Pieces of one set worn at which a bonus switches on. The bonuses add up. */
export const SET_BONUS_THRESHOLDS = [2, 4, 6] as const;

/** Points each active threshold grants, by the set's rank. */
const SET_BONUS_POINTS: Record<Rank, number> = { E: 1, D: 2, C: 3, B: 4, A: 6, S: 9 };

export interface SetBonusTier {
  pieces: number;
  active: boolean;
  bonus: Partial<Stats>;
}

/**
 * What one set grants at each threshold: 2 pieces raise its primary stat, 4 pieces its
 * secondary stat, 6 pieces every stat, each by the rank's SET_BONUS_POINTS.
 */
export function setBonusTiers(setName: string, piecesWorn: number): SetBonusTier[] {
  const profile = SET_PROFILES[setName];
  if (!profile) return [];
  const points = SET_BONUS_POINTS[profile.rank];
  const bonuses: Partial<Stats>[] = [
    { [profile.primary]: points },
    { [profile.secondary]: points },
    Object.fromEntries(STAT_NAMES.map((s) => [s, points])),
  ];
  return SET_BONUS_THRESHOLDS.map((pieces, i) => ({
    pieces,
    active: piecesWorn >= pieces,
    bonus: bonuses[i] ?? {},
  }));
}

export interface EquippedPiece {
  stats: Partial<Stats>;
  setName: string | null;
}

interface SetBonusSummary {
  setName: string;
  piecesWorn: number;
  tiers: SetBonusTier[];
}

export interface EquipmentBonuses {
  /** Item stats plus active set bonuses, every stat present (0 when nothing adds to it). */
  bonuses: Stats;
  sets: SetBonusSummary[];
}

function zeroStats(): Stats {
  return Object.fromEntries(STAT_NAMES.map((s) => [s, 0])) as Stats;
}

function addInto(total: Stats, stats: Partial<Stats>): void {
  for (const [name, value] of Object.entries(stats)) {
    if (typeof value === "number") total[name as StatName] += value;
  }
}

/** Sums what the hunter wears: every piece's stats, then the bonuses of each set's active tiers. */
export function equipmentBonuses(equipped: readonly EquippedPiece[]): EquipmentBonuses {
  const bonuses = zeroStats();
  const worn = new Map<string, number>();
  for (const piece of equipped) {
    addInto(bonuses, piece.stats);
    if (piece.setName && SET_PROFILES[piece.setName]) {
      worn.set(piece.setName, (worn.get(piece.setName) ?? 0) + 1);
    }
  }
  const sets = [...worn.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([setName, piecesWorn]) => ({
      setName,
      piecesWorn,
      tiers: setBonusTiers(setName, piecesWorn),
    }));
  for (const set of sets) {
    for (const tier of set.tiers) if (tier.active) addInto(bonuses, tier.bonus);
  }
  return { bonuses, sets };
}
