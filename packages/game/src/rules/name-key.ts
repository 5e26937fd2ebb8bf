/// <reference path="./unicode-confusables.d.ts" />
import { rectifyConfusion } from "unicode-confusables";
import { normalizeHunterName } from "./hunter-name.ts";

/**
 * What makes two names the same (hunter and guild names; decision 019). Names in every script
 * are welcome, but one that merely looks like a taken one would let its holder pass for the
 * other on the leaderboard, in invitations and in chat, so names are unique by this key:
 *
 * 1. NFKC (full-width letters, ligatures, compatibility spaces folded), every run of
 *    whitespace collapsed to one space and the ends trimmed: "Sung  Jinwoo" is "Sung Jinwoo";
 * 2. lower-cased;
 * 3. the confusable skeleton of Unicode TS #39 (NFD, each character mapped to its prototype by
 *    Unicode's confusables table, NFD again): a Cyrillic «А» is a Latin "A", "rn" is "m";
 * 4. combining marks removed: a trailing U+0301 composes with the last letter under NFKC and
 *    would otherwise make "Jinwoó" a second "Jinwoo" that only a magnifier tells apart;
 * 5. lower-cased again, since some prototypes are capitals.
 */
export function nameKey(name: string): string {
  const collapsed = normalizeHunterName(name).replace(/\s+/gu, " ");
  const skeleton = rectifyConfusion(collapsed.toLowerCase().normalize("NFD")).normalize("NFD");
  return skeleton.replace(/\p{M}/gu, "").toLowerCase();
}
