/**
 * Hunter names stand on the leaderboard and beside auction listings, so two hunters must not
 * be able to look alike. A name is stored in Unicode NFKC form (full-width letters, ligatures
 * and compatibility spaces folded), and is unique by its key (`name-key.ts`). Characters a
 * reader cannot see (zero-width spaces and joiners, soft hyphens, BOM, Hangul fillers) or that
 * reorder the text around them (LRM/RLM, embeddings, overrides, isolates) are refused, since
 * they make a look-alike of any name.
 */

/** Format characters (Cf: ZWSP, ZWNJ, ZWJ, LRM, RLM, LRE..RLO, LRI..PDI, BOM, soft hyphen, ...),
 * controls (Cc), and the invisible fillers that are letters (Hangul fillers, braille blank). */
const HIDDEN = /[\p{Cf}\p{Cc}\u115F\u1160\u2800\u3164\uFFA0]|\u034F/u;

export const HIDDEN_CHARACTERS_MESSAGE =
  "Hunter names cannot contain invisible or text-direction characters.";
/** Party and guild names stand beside hunters' in invitations and the bell: the same rule. */
export const PARTY_NAME_HIDDEN_MESSAGE =
  "Party names cannot contain invisible or text-direction characters.";
export const GUILD_NAME_HIDDEN_MESSAGE =
  "Guild names cannot contain invisible or text-direction characters.";

/** True when the name holds a character that is invisible or changes the text's direction. */
export function hasHiddenCharacters(name: string): boolean {
  return HIDDEN.test(name);
}

/** The name as stored and shown: NFKC, spaces trimmed. */
export function normalizeHunterName(name: string): string {
  return name.normalize("NFKC").trim();
}
