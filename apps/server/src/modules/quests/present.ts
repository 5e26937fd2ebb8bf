import type { Quest } from "@repgate/contracts/quests";
import type { StatName } from "@repgate/game/rules/stats";
import type { QuestRow } from "../../db/schema/quests.ts";

/** A quest as replies show it. */
export function presentQuest(row: QuestRow): Quest {
  return {
    id: row.id,
    name: row.name,
    title: row.name,
    description: row.description,
    type: row.type as Quest["type"],
    difficulty: row.difficulty as Quest["difficulty"],
    statType: (row.statType as StatName | null) ?? null,
    isCompleted: row.completedAt !== null,
    completedAt: row.completedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    rewards: row.rewards,
    requirements: row.requirements,
    cheatingDetected: row.cheatingDetected,
  };
}
