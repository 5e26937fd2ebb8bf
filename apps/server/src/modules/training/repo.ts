import { and, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";
import { type NewTrainingSetRow, trainingSets } from "../../db/schema/training.ts";

export async function insertSet(tx: Queryable, values: NewTrainingSetRow): Promise<void> {
  await tx.insert(trainingSets).values(values);
}

/** Reps of every set done for one task of one quest. */
export async function taskRepsDone(
  q: Queryable,
  questId: string,
  sectionIndex: number,
  taskIndex: number,
): Promise<number> {
  const [row] = await q
    .select({ reps: sql<number>`coalesce(sum(${trainingSets.reps}), 0)::int` })
    .from(trainingSets)
    .where(
      and(
        eq(trainingSets.questId, questId),
        eq(trainingSets.sectionIndex, sectionIndex),
        eq(trainingSets.taskIndex, taskIndex),
      ),
    );
  return row?.reps ?? 0;
}

/** When the hunter's latest set was stored, or null before their first. */
export async function lastSetAt(q: Queryable, userId: string): Promise<Date | null> {
  const [row] = await q
    .select({ createdAt: trainingSets.createdAt })
    .from(trainingSets)
    .where(eq(trainingSets.userId, userId))
    .orderBy(desc(trainingSets.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

export interface DayTotal {
  date: string;
  reps: number;
}

/** The hunter's per-day totals of one exercise (every day they did any), oldest first. */
export async function dayTotals(
  q: Queryable,
  userId: string,
  exercise: string,
): Promise<DayTotal[]> {
  return q
    .select({ date: trainingSets.localDate, reps: sql<number>`sum(${trainingSets.reps})::int` })
    .from(trainingSets)
    .where(and(eq(trainingSets.userId, userId), eq(trainingSets.exercise, exercise)))
    .groupBy(trainingSets.localDate)
    .orderBy(trainingSets.localDate);
}

/** The hunter's biggest set of one exercise (the earliest of equals), or null. */
export async function bestSet(
  q: Queryable,
  userId: string,
  exercise: string,
): Promise<DayTotal | null> {
  const [row] = await q
    .select({ date: trainingSets.localDate, reps: trainingSets.reps })
    .from(trainingSets)
    .where(and(eq(trainingSets.userId, userId), eq(trainingSets.exercise, exercise)))
    .orderBy(desc(trainingSets.reps), trainingSets.createdAt)
    .limit(1);
  return row ?? null;
}

export interface ExerciseSummary {
  exercise: string;
  total: number;
  bestSet: number;
}

/** Per exercise the hunter has sets of: all-time total and biggest set. */
export async function exerciseSummaries(q: Queryable, userId: string): Promise<ExerciseSummary[]> {
  return q
    .select({
      exercise: trainingSets.exercise,
      total: sql<number>`sum(${trainingSets.reps})::int`,
      bestSet: sql<number>`max(${trainingSets.reps})::int`,
    })
    .from(trainingSets)
    .where(eq(trainingSets.userId, userId))
    .groupBy(trainingSets.exercise)
    .orderBy(trainingSets.exercise);
}

/** Every counted set of the hunter, oldest first, for their data export. */
export function exportTrainingSets(db: Queryable, userId: string) {
  return db
    .select()
    .from(trainingSets)
    .where(eq(trainingSets.userId, userId))
    .orderBy(trainingSets.createdAt);
}
