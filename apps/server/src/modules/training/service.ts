import type { CountedBy, NewRecord, TrainingRecords } from "@repgate/contracts/training";
import { exerciseGuide } from "@repgate/game/content/exercises";
import { addDays, localDateOf } from "@repgate/game/rules/local-time";
import type { Db, Tx } from "../../db/connect.ts";
import { AppError } from "../../lib/http/errors.ts";
import { findUserById } from "../users/repo.ts";
import * as repo from "./repo.ts";

/** Records show this many local days of per-day totals, today included. */
const RECORD_DAYS = 90;

/** "pushups" reads "Push-ups"; an exercise outside the guide reads as its task: "Jumping jacks". */
function exerciseName(exercise: string): string {
  const guide = exerciseGuide(exercise);
  if (guide) return guide.name;
  const words = exercise.replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** When the hunter's latest set was stored, or null before their first. */
export function lastSetAt(tx: Tx, userId: string): Promise<Date | null> {
  return repo.lastSetAt(tx, userId);
}

/**
 * Stores one set (the caller holds the hunter's row lock) and says which records it beat: a
 * bigger set than any before, or the first time today's total passes the best of every other
 * day. A hunter's very first set or day beats nothing: there was no record to beat. Also
 * returns the reps of every set of that task, this one included.
 */
export async function recordSet(
  tx: Tx,
  set: {
    userId: string;
    questId: string;
    sectionIndex: number;
    taskIndex: number;
    exercise: string;
    reps: number;
    durationMs: number;
    countedBy: CountedBy;
    localDate: string;
    now: Date;
  },
): Promise<{ records: NewRecord[]; taskReps: number }> {
  const { userId, exercise, reps, localDate } = set;
  const best = await repo.bestSet(tx, userId, exercise);
  const days = await repo.dayTotals(tx, userId, exercise);
  await repo.insertSet(tx, { ...set, createdAt: set.now });

  const name = exerciseName(exercise);
  const records: NewRecord[] = [];
  if (best && reps > best.reps) {
    records.push({ kind: "bestSet", exercise, name, reps, previous: best.reps });
  }
  const todayBefore = days.find((d) => d.date === localDate)?.reps ?? 0;
  const otherBest = Math.max(0, ...days.filter((d) => d.date !== localDate).map((d) => d.reps));
  const todayAfter = todayBefore + reps;
  if (otherBest > 0 && todayBefore <= otherBest && todayAfter > otherBest) {
    records.push({ kind: "bestDay", exercise, name, reps: todayAfter, previous: otherBest });
  }
  const taskReps = await repo.taskRepsDone(tx, set.questId, set.sectionIndex, set.taskIndex);
  return { records, taskReps };
}

/** GET /api/training/records: per exercise, total, best set, best day and the last 90 days. */
export async function readRecords(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<TrainingRecords> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError("unauthenticated", "You are not signed in.");
  const firstShown = addDays(localDateOf(now, user.timezone), 1 - RECORD_DAYS);
  const summaries = await repo.exerciseSummaries(db, userId);
  const exercises = await Promise.all(
    summaries.map(async (summary) => {
      const days = await repo.dayTotals(db, userId, summary.exercise);
      const bestDay = days.reduce<repo.DayTotal | null>(
        (best, day) => (best === null || day.reps > best.reps ? day : best),
        null,
      );
      return {
        exercise: summary.exercise,
        name: exerciseName(summary.exercise),
        total: summary.total,
        bestSet: await repo.bestSet(db, userId, summary.exercise),
        bestDay,
        days: days.filter((day) => day.date >= firstShown),
      };
    }),
  );
  return { exercises };
}
