import type { TitleName } from "../content/titles.ts";
import { type Rank, rankOrder } from "./ranks.ts";
import { STAT_NAMES } from "./stats.ts";

/**
 * The six achievements of the spec. Each is unlocked once, by the server, in the transaction of
 * what earned it (a quest settled, a dungeon cleared, a level gained, an assessment scored).
 */
export const ACHIEVEMENTS = [
  {
    id: "first_quest",
    name: "First Quest",
    description: "Complete your first quest.",
    picture: "scroll-unfurled",
  },
  {
    id: "dungeons_10",
    name: "Gate Breaker",
    description: "Clear 10 dungeons.",
    picture: "dungeon-gate",
  },
  {
    id: "quests_50",
    name: "Dedicated",
    description: "Complete 50 quests.",
    picture: "laurels-trophy",
  },
  {
    id: "stats_500",
    name: "Powerhouse",
    description: "Reach 500 total stats.",
    picture: "muscle-up",
  },
  { id: "level_25", name: "Veteran Hunter", description: "Reach level 25.", picture: "medal" },
  { id: "rank_a", name: "Elite Hunter", description: "Reach rank A or S.", picture: "crown" },
] as const;
export type AchievementId = (typeof ACHIEVEMENTS)[number]["id"];
export const ACHIEVEMENT_IDS = ACHIEVEMENTS.map((a) => a.id) as [AchievementId, ...AchievementId[]];

export interface AchievementFacts {
  questsCompleted: number;
  dungeonsCleared: number;
  level: number;
  rank: string;
  strength: number;
  agility: number;
  vitality: number;
  intelligence: number;
  endurance: number;
  perception: number;
}

function totalStats(facts: AchievementFacts): number {
  return STAT_NAMES.reduce((sum, name) => sum + facts[name], 0);
}

/** Every achievement the facts satisfy (already unlocked ones included). */
export function earnedAchievements(facts: AchievementFacts): AchievementId[] {
  const earned: AchievementId[] = [];
  if (facts.questsCompleted >= 1) earned.push("first_quest");
  if (facts.dungeonsCleared >= 10) earned.push("dungeons_10");
  if (facts.questsCompleted >= 50) earned.push("quests_50");
  if (totalStats(facts) >= 500) earned.push("stats_500");
  if (facts.level >= 25) earned.push("level_25");
  if (rankOrder(facts.rank as Rank) >= rankOrder("A")) earned.push("rank_a");
  return earned;
}

/**
 * Titles beyond "None": Shadow Hunter for 25 dungeons cleared, Architect for 100 quests
 * completed (docs/decisions/010-achievements-titles-reawaken-avatars.md), both counter
 * thresholds; Gate Breaker is not a counter but an award, given by a Gate Break's payment to
 * the top contributors of a fallen boss (docs/game-rules/world-boss.md).
 */
type CounterTitleRule = {
  title: TitleName;
  requirement: string;
  counter: "dungeonsCleared" | "questsCompleted";
  atLeast: number;
};
type AwardedTitleRule = { title: TitleName; requirement: string; awardedBy: "gate_break" };

export const TITLE_RULES: readonly (CounterTitleRule | AwardedTitleRule)[] = [
  {
    title: "Shadow Hunter",
    requirement: "Clear 25 dungeons.",
    counter: "dungeonsCleared",
    atLeast: 25,
  },
  {
    title: "Architect",
    requirement: "Complete 100 quests.",
    counter: "questsCompleted",
    atLeast: 100,
  },
  {
    title: "Gate Breaker",
    requirement: "Be among the top 3 hunters by damage when a Gate Break's boss falls.",
    awardedBy: "gate_break",
  },
];

/** The counter titles the facts satisfy; awarded titles are given by what awards them. */
export function earnedTitles(
  facts: Pick<AchievementFacts, "dungeonsCleared" | "questsCompleted">,
): TitleName[] {
  return TITLE_RULES.filter(
    (rule): rule is CounterTitleRule => "counter" in rule && facts[rule.counter] >= rule.atLeast,
  ).map((r) => r.title);
}

/** Gold a reawakening costs (docs/game-rules/social.md). */
export const REAWAKEN_COST = 50_000;
