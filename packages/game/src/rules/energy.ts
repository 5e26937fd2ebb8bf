import type { Stats } from "./stats.ts";

export type QuestDifficulty = "easy" | "medium" | "hard";

/** Energy a hunter can hold: endurance x 10 (docs/game-rules/quests.md). */
const ENERGY_PER_ENDURANCE = 10;

/** What generating a custom quest costs. */
export const CUSTOM_QUEST_ENERGY_COST: Record<QuestDifficulty, number> = {
  easy: 10,
  medium: 20,
  hard: 30,
};

/** The least a quest costs; below it the Generate button is disabled. */
export const MIN_CUSTOM_QUEST_COST = CUSTOM_QUEST_ENERGY_COST.easy;

/** A custom quest expires this many hours after it is generated. */
export const CUSTOM_QUEST_HOURS = 5;

export function maxEnergy(stats: Pick<Stats, "endurance">): number {
  return Math.max(0, Math.floor(stats.endurance)) * ENERGY_PER_ENDURANCE;
}

export function customQuestCost(difficulty: QuestDifficulty): number {
  return CUSTOM_QUEST_ENERGY_COST[difficulty];
}

/** The spec's toast text when energy is short. */
export function insufficientEnergyMessage(cost: number): string {
  return `You need ${cost} energy to generate this quest.`;
}
