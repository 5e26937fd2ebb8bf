/**
 * How a dungeon suits a hunter: the ratio of the hunter's Combat Power to the dungeon's
 * recommended CP (docs/game-rules/battle.md). The spec names three bands; 'Challenging' and
 * 'Comfortable' fill the gaps it leaves, so every ratio has exactly one label.
 *
 * | ratio            | label           | tone    |
 * | ---------------- | --------------- | ------- |
 * | below 0.6        | Too Dangerous   | danger  |
 * | 0.6 up to 0.8    | Challenging     | warning |
 * | 0.8 to 1.5 incl. | Perfect Match!  | good    |
 * | above 1.5 to 2   | Comfortable     | info    |
 * | above 2          | Easy Clear      | easy    |
 */
export const MATCH_LABELS = [
  "Too Dangerous",
  "Challenging",
  "Perfect Match!",
  "Comfortable",
  "Easy Clear",
] as const;
export type MatchLabel = (typeof MATCH_LABELS)[number];
export type MatchTone = "danger" | "warning" | "good" | "info" | "easy";

/** Band edges as whole tenths of the recommended CP, so comparisons stay exact integers. */
const TOO_DANGEROUS_BELOW_TENTHS = 6;
const PERFECT_FROM_TENTHS = 8;
const PERFECT_UP_TO_TENTHS = 15;
const EASY_ABOVE_TENTHS = 20;

export const MATCH_TONES: Record<MatchLabel, MatchTone> = {
  "Too Dangerous": "danger",
  Challenging: "warning",
  "Perfect Match!": "good",
  Comfortable: "info",
  "Easy Clear": "easy",
};

/**
 * The label for a hunter of `hunterCP` facing a dungeon of `recommendedCP`. Compares
 * hunterCP * 10 with recommendedCP * tenths, never a float ratio, so 48 / 60 is exactly 0.8.
 * A dungeon without a recommendation (0 or less) is an 'Easy Clear'.
 */
export function matchLabel(hunterCP: number, recommendedCP: number): MatchLabel {
  if (recommendedCP <= 0) return "Easy Clear";
  const scaled = hunterCP * 10;
  if (scaled < recommendedCP * TOO_DANGEROUS_BELOW_TENTHS) return "Too Dangerous";
  if (scaled < recommendedCP * PERFECT_FROM_TENTHS) return "Challenging";
  if (scaled <= recommendedCP * PERFECT_UP_TO_TENTHS) return "Perfect Match!";
  if (scaled <= recommendedCP * EASY_ABOVE_TENTHS) return "Comfortable";
  return "Easy Clear";
}

/** The colour family for a label, for badges. */
export function matchTone(hunterCP: number, recommendedCP: number): MatchTone {
  return MATCH_TONES[matchLabel(hunterCP, recommendedCP)];
}
