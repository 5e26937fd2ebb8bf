import type { Quest } from "@repgate/contracts/quests";
import { t } from "./i18n/i18n.ts";

const MINUTE = 60_000;

/**
 * A quest's time left as its card shows it (docs/game-rules/screens.md): "No limit" without an
 * expiry, "Expired" at or past it, otherwise hours and minutes ("4h 59m", "0h 12m").
 */
export function formatQuestTimeLeft(expiresAt: string | null, now: number = Date.now()): string {
  if (expiresAt === null) return t("questTime.noLimit");
  const left = new Date(expiresAt).getTime() - now;
  if (!(left > 0)) return t("format.expired");
  const totalMinutes = Math.floor(left / MINUTE);
  return t("questTime.hoursMinutes", {
    hours: Math.floor(totalMinutes / 60),
    minutes: totalMinutes % 60,
  });
}

export function isQuestExpired(quest: Pick<Quest, "expiresAt">, now: number = Date.now()): boolean {
  return quest.expiresAt !== null && new Date(quest.expiresAt).getTime() <= now;
}

/** Ticked and total tasks over every section. */
export function taskProgress(quest: Pick<Quest, "requirements">): { done: number; total: number } {
  const tasks = quest.requirements.sections.flatMap((section) => section.tasks);
  return { done: tasks.filter((task) => task.completed).length, total: tasks.length };
}

/** The quest with one task set to `completed` (the optimistic change of a tick). */
export function withTask(
  quest: Quest,
  sectionIndex: number,
  taskIndex: number,
  completed: boolean,
): Quest {
  return {
    ...quest,
    requirements: {
      sections: quest.requirements.sections.map((section, s) =>
        s !== sectionIndex
          ? section
          : {
              ...section,
              tasks: section.tasks.map((task, t) =>
                t === taskIndex ? { ...task, completed } : task,
              ),
            },
      ),
    },
  };
}

/** Quests the screen shows: every active one, then at most 6 completed ones (section 9). */
export const COMPLETED_SHOWN = 6;
