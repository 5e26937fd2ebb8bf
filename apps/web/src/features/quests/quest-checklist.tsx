import type { Quest } from "@repgate/contracts/quests";
import { exerciseOfTask } from "@repgate/game/content/exercises";
import { CircleHelp, Dumbbell } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { cx } from "../../lib/cx.ts";
import { useQuestText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { exerciseGuidePath } from "../exercises/api.ts";

interface QuestChecklistProps {
  quest: Quest;
  disabled: boolean;
  onToggle: (sectionIndex: number, taskIndex: number, completed: boolean) => void;
}

/**
 * The quest's sections, each a list of tasks with a real checkbox, its name and description, and
 * beside a task that is one of the guide's exercises a link to how it is done.
 */
export function QuestChecklist({ quest, disabled, onToggle }: QuestChecklistProps) {
  const baseId = useId();
  const t = useT();
  const qt = useQuestText();
  return (
    <div className="flex flex-col gap-3">
      {quest.requirements.sections.map((section, sectionIndex) => {
        const headingId = `${baseId}-s${sectionIndex}`;
        return (
          // A fieldset (a group), not a <section>: sections are named after a stat, so two
          // quests would give two landmarks of one name (axe's landmark-unique).
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their order is fixed.
            key={sectionIndex}
            aria-labelledby={headingId}
            className="m-0 min-w-0 border-0 p-0"
          >
            <h3
              id={headingId}
              className="text-xs font-semibold tracking-wider text-sky-300 uppercase"
            >
              {qt(section.name)}
            </h3>
            <ul className="mt-1.5 flex flex-col gap-1.5">
              {section.tasks.map((task, taskIndex) => {
                const inputId = `${baseId}-s${sectionIndex}-t${taskIndex}`;
                const exercise = exerciseOfTask(task.name);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: tasks are addressed by index.
                  <li key={taskIndex} className="flex items-stretch gap-1.5">
                    <label
                      htmlFor={inputId}
                      className={cx(
                        "flex min-h-11 min-w-0 flex-1 items-start gap-3 rounded-md border px-3 py-2 transition-colors",
                        "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-300",
                        task.completed
                          ? "border-emerald-400/50 bg-emerald-500/10"
                          : "border-slate-700 bg-slate-950/60",
                        disabled ? "cursor-not-allowed" : "cursor-pointer hover:border-sky-500",
                      )}
                    >
                      <input
                        id={inputId}
                        type="checkbox"
                        checked={task.completed}
                        disabled={disabled}
                        aria-labelledby={`${inputId}-n`}
                        aria-describedby={`${inputId}-d`}
                        onChange={(event) =>
                          onToggle(sectionIndex, taskIndex, event.currentTarget.checked)
                        }
                        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-sky-400 disabled:cursor-not-allowed"
                      />
                      <span className="min-w-0">
                        <span
                          id={`${inputId}-n`}
                          className={cx(
                            "block font-medium",
                            task.completed ? "text-emerald-100" : "text-slate-100",
                          )}
                        >
                          {qt(task.name)}
                        </span>
                        <span id={`${inputId}-d`} className="block text-xs text-slate-400">
                          {qt(task.description)}
                          {task.progress !== undefined ? (
                            <span className="ml-1 font-semibold text-sky-200 tabular-nums">
                              {task.progress}/{task.target}
                            </span>
                          ) : null}
                          {task.completed && task.counted ? (
                            <span className="ml-1 font-semibold text-emerald-300">
                              {t("quests.task.counted")}
                            </span>
                          ) : null}
                        </span>
                      </span>
                    </label>
                    {task.progress !== undefined && !quest.isCompleted ? (
                      <Link
                        href={`/quests/${quest.id}/train/${sectionIndex}/${taskIndex}`}
                        aria-label={t("quests.task.train", { task: qt(task.name) })}
                        title={t("quests.task.train", { task: qt(task.name) })}
                        className="flex min-h-11 w-11 shrink-0 items-center justify-center rounded-md border border-slate-700 text-sky-300 hover:border-sky-500 focus-visible:outline-2 focus-visible:outline-sky-300"
                      >
                        <Dumbbell aria-hidden="true" className="size-5" />
                      </Link>
                    ) : null}
                    {exercise && (
                      <Link
                        href={exerciseGuidePath(exercise)}
                        aria-label={t("quests.task.howTo", { task: qt(task.name) })}
                        title={t("quests.task.howTo", { task: qt(task.name) })}
                        className="flex min-h-11 w-11 shrink-0 items-center justify-center rounded-md border border-slate-700 text-sky-300 hover:border-sky-500 focus-visible:outline-2 focus-visible:outline-sky-300"
                      >
                        <CircleHelp aria-hidden="true" className="size-5" />
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
