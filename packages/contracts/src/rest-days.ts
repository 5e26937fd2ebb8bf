import { z } from "zod";

/** A local date on the hunter's clock; zod's ISO date also refuses days that do not exist. */
const localDate = (field: string) =>
  z.iso.date({ error: `${field} must be a day written YYYY-MM-DD.` });

/** One planned break: a rest day (from = to) or time away. */
export const restDaySchema = z.object({
  kind: z.enum(["rest", "away"]),
  from: z.string(),
  to: z.string(),
  /** True until its first day begins on the hunter's clock. */
  cancellable: z.boolean(),
});
export type RestDay = z.infer<typeof restDaySchema>;

/** GET /api/training/rest-days: the breaks that have not ended, earliest first. */
export const restDayListSchema = z.object({
  /** The hunter's day (their local date). */
  today: z.string(),
  restDays: z.array(restDaySchema),
});
export type RestDayList = z.infer<typeof restDayListSchema>;

export const planRestDayRequestSchema = z.object({ date: localDate("date") });

export const planTimeAwayRequestSchema = z.object({
  from: localDate("from"),
  to: localDate("to"),
});

export const restDayDateParamSchema = z.object({ date: localDate("The date") });
export const timeAwayFromParamSchema = z.object({ from: localDate("The first day") });

const streakDaySchema = z.object({
  date: z.string(),
  /** The daily quest was completed that day. */
  trained: z.boolean(),
  /** A rest day or a day of time away. */
  rest: z.boolean(),
});

/** GET /api/training/streak: a read that never writes. */
export const streakSchema = z.object({
  /** Consecutive local days with the daily completed; rest days and time away keep it. */
  current: z.number().int(),
  today: z.string(),
  restingToday: z.boolean(),
  /** The calendar: Monday four weeks back to today, oldest first. */
  days: z.array(streakDaySchema),
});
export type Streak = z.infer<typeof streakSchema>;
