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
  sets: Readonly<Record<string, GearSetWord>>;
  /** Piece and set-weapon nouns ("Helm", "Saber") → the language's word. */
  pieces: Readonly<Record<string, GearNoun>>;
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

/**
 * A piece's noun. Where a set's adjective agrees with it (Spanish, Portuguese), the noun says its
 * gender and whether it is plural ("Botas" is feminine plural: "Botas místicas").
 */
type GearNoun = string | { word: string; gender: "m" | "f"; plural?: true };

/**
 * A set's word: a phrase that never changes ("de tela", "클로스"), or an adjective with its
 * masculine and feminine forms ("místico", "mística"). Its plural adds an "s": every such
 * adjective here ends in a vowel.
 */
type GearSetWord = string | { m: string; f: string };

function nounWord(noun: GearNoun): string {
  return typeof noun === "string" ? noun : noun.word;
}

/** The set's word as it agrees with `noun`; the descriptions' "set" (conjunto) is masculine. */
function setWordFor(set: GearSetWord, noun: GearNoun | "set"): string {
  if (typeof set === "string") return set;
  if (noun === "set" || typeof noun === "string") return set.m;
  return set[noun.gender] + (noun.plural ? "s" : "");
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
    entries[item.name] = words.name(setWordFor(setWord, pieceWord), nounWord(pieceWord));
    const ofSet = setWordFor(setWord, "set");
    entries[item.description] =
      item.type === "weapon" && item.subType !== null && item.subType !== "treasure"
        ? words.setWeaponDescription(words.subTypes[item.subType], item.rank, ofSet)
        : words.pieceDescription(nounWord(pieceWord), item.rank, ofSet);
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
