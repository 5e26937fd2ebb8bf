/** Hunter ranks, weakest first. The spec orders them E1, D2, C3, B4, A5, S6. */
export const RANKS = ["E", "D", "C", "B", "A", "S"] as const;
export type Rank = (typeof RANKS)[number];

export function rankOrder(rank: Rank): number {
  return RANKS.indexOf(rank) + 1;
}

export function isRank(value: string): value is Rank {
  return (RANKS as readonly string[]).includes(value);
}

export interface RankUp {
  from: Rank;
  to: Rank;
}

/** The rank went up from `from` to `to`: old → new for the Rank Up window; null otherwise. */
export function rankUpOf(from: string, to: Rank): RankUp | null {
  if (!isRank(from) || rankOrder(to) <= rankOrder(from)) return null;
  return { from, to };
}
