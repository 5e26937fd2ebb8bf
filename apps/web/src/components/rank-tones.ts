import { isRank, type Rank } from "@repgate/game/rules/ranks";

/**
 * Each rank's own colour, weakest to strongest: grey E, green D, blue C, violet B, rose A and a
 * glowing gold S, so a gate's or a hunter's rank reads at a glance. Light text on a faint tint
 * of the same hue keeps every one above AA contrast on the dark System panels.
 */
const RANK_TONES: Record<Rank, { badge: string; text: string }> = {
  E: { badge: "border-slate-400/80 bg-slate-400/10 text-slate-200", text: "text-slate-200" },
  D: {
    badge: "border-emerald-400/80 bg-emerald-400/10 text-emerald-200",
    text: "text-emerald-200",
  },
  C: { badge: "border-sky-400/80 bg-sky-400/10 text-sky-200", text: "text-sky-200" },
  B: { badge: "border-violet-400/80 bg-violet-400/10 text-violet-200", text: "text-violet-200" },
  A: { badge: "border-rose-400/80 bg-rose-400/10 text-rose-200", text: "text-rose-200" },
  S: {
    badge: "border-amber-300 bg-amber-400/15 text-amber-100 shadow-[0_0_10px_rgb(251_191_36/0.45)]",
    text: "text-amber-200",
  },
};

/** A badge's border, tint and text for `rank`; an unknown rank reads as E. */
export function rankBadgeTone(rank: string): string {
  return RANK_TONES[isRank(rank) ? rank : "E"].badge;
}

/** The text colour alone, for a rank named inside a line ("Rank C · Level 12"). */
export function rankTextTone(rank: string): string {
  return RANK_TONES[isRank(rank) ? rank : "E"].text;
}
