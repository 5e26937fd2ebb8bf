import type { QuestDifficulty } from "../../../rules/energy.ts";
import { customQuestPlan } from "../../../rules/quests.ts";
import { STAT_NAMES, type StatName } from "../../../rules/stats.ts";

const DIFFICULTIES: readonly QuestDifficulty[] = ["easy", "medium", "hard"];

/**
 * A custom quest's name, section and description are built from its stat and difficulty
 * ("Strength Training (Easy)"), 30 texts; a language gives the words and how it joins them, and
 * this spells out every one, keyed by the English the plan itself writes.
 */
export interface CustomQuestWords {
  stats: Readonly<Record<StatName, string>>;
  difficulties: Readonly<Record<QuestDifficulty, string>>;
  /** "Strength Training (Easy)" */
  name(stat: string, difficulty: string): string;
  /** "Strength Training" */
  section(stat: string): string;
  /** "A custom quest to train your strength. Finish it within 5 hours." */
  description(stat: string): string;
}

/** English custom quest text → its translation. */
export function customQuestEntries(words: CustomQuestWords): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const stat of STAT_NAMES) {
    const statWord = words.stats[stat];
    for (const difficulty of DIFFICULTIES) {
      const plan = customQuestPlan(stat, difficulty);
      entries[plan.name] = words.name(statWord, words.difficulties[difficulty]);
      entries[plan.description] = words.description(statWord);
      for (const section of plan.sections) entries[section.name] = words.section(statWord);
    }
  }
  return entries;
}
