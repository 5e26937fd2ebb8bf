import { matchLabel } from "@repgate/game/rules/match";
import { RANKS, type Rank, rankOrder } from "@repgate/game/rules/ranks";
import { t } from "../../lib/i18n/i18n.ts";

/**
 * Why a gate is dangerous for this hunter, in words, or null when it is not: above the hunter's
 * rank, or 'Too Dangerous' for their Combat Power. Entering one asks first (docs/game-rules/
 * screens.md §4): a new E-rank hunter once walked into an S-rank gate without a word.
 */
export function gateDanger(
  hunter: { rank: Rank; combatPower: number },
  gate: { rank: Rank; recommendedCP: number },
): string | null {
  const above = rankOrder(gate.rank) - rankOrder(hunter.rank);
  const tooDangerous = matchLabel(hunter.combatPower, gate.recommendedCP) === "Too Dangerous";
  const reasons: string[] = [];
  if (above > 0) {
    reasons.push(
      t("dungeons.danger.above", { gateRank: gate.rank, count: above, hunterRank: hunter.rank }),
    );
  }
  if (tooDangerous) {
    reasons.push(
      t("dungeons.danger.tooDangerous", {
        cp: hunter.combatPower,
        recommended: gate.recommendedCP,
      }),
    );
  }
  return reasons.length ? reasons.join(" ") : null;
}

/** The rank filter's choices: one rank (the hunter's to start with), theirs and its neighbours, or every rank. */
export type RankFilter = "near" | "all" | Rank;

/** The ranks "near" shows: the hunter's, one below and one above (E shows E and D). */
export function nearRanks(rank: Rank): Rank[] {
  const at = RANKS.indexOf(rank);
  return RANKS.filter((_, index) => Math.abs(index - at) <= 1);
}

export function matchesRankFilter(filter: RankFilter, hunterRank: Rank, gateRank: Rank): boolean {
  if (filter === "all") return true;
  if (filter === "near") return nearRanks(hunterRank).includes(gateRank);
  return filter === gateRank;
}
