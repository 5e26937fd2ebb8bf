import type { CountedBy, TrainingSetReply } from "@repgate/contracts/training";
import { exerciseOfTask } from "@repgate/game/content/exercises";
import { localDateOf } from "@repgate/game/rules/local-time";
import { exerciseKey, judgeSet, taskProgress } from "@repgate/game/rules/training-sets";
import type { Db } from "../../db/connect.ts";
import type { StoredRequirements } from "../../db/schema/quests.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { lastSetAt, recordSet } from "../training/service.ts";
import * as repo from "./repo.ts";
import {
  allDone,
  COMPLETED_LOCKED,
  EXPIRED_LOCKED,
  isExpired,
  lockOwnQuest,
  settle,
  unchangedReply,
} from "./settle.ts";

const latest = (...dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));

/**
 * One set of reps for a task that names a count (docs/game-rules/quests.md). Under the hunter's
 * lock: the set is judged at the battle's pace, stored, the task's progress becomes the sum of
 * its sets (capped at its target), and at its count the task ticks itself, settling the quest
 * as a last tick by hand would (cheat rule included) when it was the last task.
 */
export function addSet(
  db: Db,
  args: {
    userId: string;
    questId: string;
    sectionIndex: number;
    taskIndex: number;
    exercise?: string | undefined;
    reps: number;
    durationMs: number;
    countedBy: CountedBy;
    now: Date;
  },
): Promise<TrainingSetReply> {
  const { userId, questId, sectionIndex, taskIndex, reps, durationMs, countedBy, now } = args;
  return inTransaction(db, async (tx, emit) => {
    const { user, quest } = await lockOwnQuest(tx, emit, userId, questId, now);
    const task = quest.requirements.sections[sectionIndex]?.tasks[taskIndex];
    if (!task) {
      throw new AppError("bad_request", "That task does not exist in this quest.");
    }
    if (task.unit !== "reps") {
      throw new AppError("bad_request", notCountedInSets(task.name));
    }
    const exercise = exerciseKey(exerciseOfTask(task.name), task.name);
    if (args.exercise !== undefined && args.exercise !== exercise) {
      throw new AppError("bad_request", `This task counts ${exercise}, not ${args.exercise}.`);
    }
    if (quest.completedAt) throw new AppError("conflict", COMPLETED_LOCKED);
    if (isExpired(quest, now)) throw new AppError("conflict", EXPIRED_LOCKED);

    // The server's own clock: since the hunter's previous set, or since they could begin.
    const previous = await lastSetAt(tx, userId);
    const since = latest(quest.startedAt, user.createdAt, ...(previous ? [previous] : []));
    const refusal = judgeSet(reps, durationMs, now.getTime() - since.getTime());
    if (refusal) {
      throw new AppError(
        refusal.kind === "too_soon" ? "rate_limited" : "bad_request",
        refusal.message,
      );
    }

    const { records, taskReps } = await recordSet(tx, {
      userId,
      questId,
      sectionIndex,
      taskIndex,
      exercise,
      reps,
      durationMs,
      countedBy,
      localDate: localDateOf(now, user.timezone),
      now,
    });
    const progress = taskProgress(taskReps, task.target);
    const ticks = !task.completed && progress >= task.target;
    const requirements: StoredRequirements = {
      sections: quest.requirements.sections.map((s, si) => ({
        ...s,
        tasks: s.tasks.map((t, ti) => {
          if (si !== sectionIndex || ti !== taskIndex) return t;
          return ticks ? { ...t, progress, completed: true, counted: true } : { ...t, progress };
        }),
      })),
    };
    const saved = await repo.saveRequirements(tx, quest.id, requirements);
    emit({ type: "questsChanged", userId });
    const reply =
      ticks && allDone(requirements)
        ? await settle(tx, emit, user, saved, now)
        : unchangedReply(saved, user);
    return {
      ...reply,
      progress,
      target: task.target,
      taskCompleted: ticks || task.completed,
      newRecords: records,
    };
  });
}

/** Names the task as `{task}`, so a reader sees its name in their language (lib/i18n/translate.ts). */
function notCountedInSets(task: string): string {
  return `${task} has no count of reps to do in sets: tick it by hand.`;
}
