import { STAT_NAMES, type Stats } from "./stats.ts";

export interface PenaltyRule {
  xp: number;
  gold: number;
  /** Taken from every stat. */
  statPoints: number;
}

/** A daily quest left incomplete at local midnight (docs/game-rules/quests.md). */
export const MISSED_DAILY_PENALTY: PenaltyRule = { xp: 500, gold: 100, statPoints: 1 };
/** A quest completed faster than the work allows (cheat-rule.ts). */
export const CHEATING_PENALTY: PenaltyRule = { xp: 500, gold: 500, statPoints: 1 };

/** XP and gold never go below 0, stats never below 1. */
const PENALTY_XP_FLOOR = 0;
const PENALTY_GOLD_FLOOR = 0;
const PENALTY_STAT_FLOOR = 1;

export interface PenaltyTarget extends Stats {
  /** XP inside the current level; a penalty never takes a level away. */
  currentXP: number;
  gold: number;
}

export interface PenaltyOutcome {
  after: PenaltyTarget;
  /** What was actually taken (positive numbers), after the floors. */
  lost: { xp: number; gold: number; stats: Stats };
}

/** Applies one penalty with the floors. */
export function applyPenalty(target: PenaltyTarget, rule: PenaltyRule): PenaltyOutcome {
  const currentXP = Math.max(
    PENALTY_XP_FLOOR,
    Math.min(target.currentXP, target.currentXP - rule.xp),
  );
  const gold = Math.max(PENALTY_GOLD_FLOOR, Math.min(target.gold, target.gold - rule.gold));
  const stats = {} as Stats;
  const lostStats = {} as Stats;
  for (const name of STAT_NAMES) {
    const before = target[name];
    const after = Math.max(Math.min(before, PENALTY_STAT_FLOOR), before - rule.statPoints);
    stats[name] = after;
    lostStats[name] = before - after;
  }
  return {
    after: { ...target, ...stats, currentXP, gold },
    lost: { xp: target.currentXP - currentXP, gold: target.gold - gold, stats: lostStats },
  };
}
