import { WEAPON_SUB_TYPES, type WeaponSubType } from "../../rules/combat.ts";
import { RANKS, type Rank } from "../../rules/ranks.ts";
import { SET_GEAR } from "../item-catalog.ts";
import { weaponOf } from "../items.ts";

/**
 * Gear names and descriptions are built from parts ("Cloth" + "Helm", "Helm of the E-rank Cloth
 * set."), 158 of them; a language gives the parts and how it joins them, and this spells out
 * every piece of the catalogue, so a new set needs only its word.
 */
export interface GearWords {
  /** Set names ("Dragon Scale") → the language's word. */
  sets: Readonly<Record<string, string>>;
  /** Piece and set-weapon nouns ("Helm", "Saber") → the language's word. */
  pieces: Readonly<Record<string, string>>;
  /** Weapon sub-types as the descriptions say them ("sword"). */
  subTypes: Readonly<Record<WeaponSubType, string>>;
  name(set: string, piece: string): string;
  /** "Helm of the E-rank Cloth set." */
  pieceDescription(piece: string, rank: Rank, set: string): string;
  /** "The staff of the E-rank Cloth set." */
  setWeaponDescription(subType: string, rank: Rank, set: string): string;
  /** "An E-rank sword found in a gate." */
  weaponDescription(subType: string, rank: Rank): string;
}

/** English gear text → its translation, for every set piece and plain weapon description. */
export function gearEntries(words: GearWords): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const item of SET_GEAR) {
    const set = item.setName ?? "";
    const noun = item.name.slice(set.length + 1);
    const setWord = words.sets[set];
    const pieceWord = words.pieces[noun];
    if (setWord === undefined || pieceWord === undefined) continue;
    entries[item.name] = words.name(setWord, pieceWord);
    entries[item.description] =
      item.type === "weapon" && item.subType !== null && item.subType !== "treasure"
        ? words.setWeaponDescription(words.subTypes[item.subType], item.rank, setWord)
        : words.pieceDescription(pieceWord, item.rank, setWord);
  }
  for (const rank of RANKS) {
    for (const subType of WEAPON_SUB_TYPES) {
      entries[weaponOf(rank, subType).description] = words.weaponDescription(
        words.subTypes[subType],
        rank,
      );
    }
  }
  return entries;
}
