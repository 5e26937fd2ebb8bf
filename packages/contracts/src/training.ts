import { z } from "zod";
import { taskUpdateReplySchema } from "./quests.ts";

/** What counted a set's reps. */
const COUNTED_BY = ["camera", "motion", "hand"] as const;
export type CountedBy = (typeof COUNTED_BY)[number];

/** Most reps one set may carry; a bigger number is a typo or a forgery, not a set. */
const MAX_SET_REPS = 1000;
/** A set lasts at most an hour. */
const MAX_SET_MS = 3_600_000;

const wholeNumber = (name: string) =>
  z
    .number({ error: `${name} must be a whole number.` })
    .int({ error: `${name} must be a whole number.` });

/** POST /api/quests/{id}/sets: one set of reps done for a task of that quest. */
export const trainingSetRequestSchema = z.object({
  sectionIndex: wholeNumber("sectionIndex").min(0, { error: "sectionIndex must be 0 or more." }),
  taskIndex: wholeNumber("taskIndex").min(0, { error: "taskIndex must be 0 or more." }),
  /** The exercise the counter watched; when sent it must be the task's own. */
  exercise: z.string().max(60, { error: "exercise is too long." }).optional(),
  reps: wholeNumber("reps")
    .min(1, { error: "reps must be at least 1." })
    .max(MAX_SET_REPS, { error: `reps must be at most ${MAX_SET_REPS}.` }),
  durationMs: wholeNumber("durationMs")
    .min(0, { error: "durationMs must be 0 or more." })
    .max(MAX_SET_MS, { error: "durationMs must be at most an hour (3600000)." }),
  countedBy: z.enum(COUNTED_BY, { error: "countedBy must be camera, motion or hand." }),
});
export type TrainingSetRequest = z.infer<typeof trainingSetRequestSchema>;

const newRecordSchema = z.object({
  kind: z.enum(["bestSet", "bestDay"]),
  exercise: z.string(),
  /** The exercise's name as the task names it, e.g. "Push-ups". */
  name: z.string(),
  reps: z.number().int(),
  /** The record it beat. */
  previous: z.number().int(),
});
export type NewRecord = z.infer<typeof newRecordSchema>;

/** The quest after the set (as a tick replies), the task's progress, and any record it beat. */
export const trainingSetReplySchema = taskUpdateReplySchema.extend({
  progress: z.number().int(),
  target: z.number().int(),
  taskCompleted: z.boolean(),
  newRecords: z.array(newRecordSchema),
});
export type TrainingSetReply = z.infer<typeof trainingSetReplySchema>;

const dayTotalSchema = z.object({ date: z.string(), reps: z.number().int() });

const exerciseRecordsSchema = z.object({
  exercise: z.string(),
  name: z.string(),
  total: z.number().int(),
  bestSet: z.object({ reps: z.number().int(), date: z.string() }).nullable(),
  bestDay: dayTotalSchema.nullable(),
  /** Per-day totals of the last 90 local days, oldest first; days with no sets are left out. */
  days: z.array(dayTotalSchema),
});

/** GET /api/training/records: per exercise the hunter has done sets of. */
export const trainingRecordsSchema = z.object({ exercises: z.array(exerciseRecordsSchema) });
export type TrainingRecords = z.infer<typeof trainingRecordsSchema>;
