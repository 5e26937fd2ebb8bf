import type { Quest } from "@repgate/contracts/quests";
import type { StatName } from "@repgate/game/rules/stats";
import type { QuestRow } from "../../db/schema/quests.ts";

type StoredTask = QuestRow["requirements"]["sections"][number]["tasks"][number];

/** A task that names a count of reps carries its progress from sets (docs/game-rules/quests.md). */
function presentTask(task: StoredTask): StoredTask {
  const { progress, counted, ...rest } = task;
  if (task.unit !== "reps") return rest;
  return { ...rest, progress: progress ?? 0, counted: task.completed && counted === true };
}

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
    requirements: {
      sections: row.requirements.sections.map((section) => ({
        ...section,
        tasks: section.tasks.map(presentTask),
      })),
    },
    cheatingDetected: row.cheatingDetected,
  };
}
