import { addDays, daysBetween, isoWeekKey } from "./local-time.ts";

/** A rest day or time away can be planned at most this many days ahead. */
export const PLAN_AHEAD_DAYS = 60;
const AWAY_MIN_DAYS = 2;
export const AWAY_MAX_DAYS = 14;
/** Two spans of time away start at least this many days apart. */
export const AWAY_GAP_DAYS = 30;

/** A planned break: one rest day (from = to) or a span of time away. */
export interface PlannedBreak {
  kind: "rest" | "away";
  from: string;
  to: string;
}

export type BreakRefusal = string | null;

function tooSoonOrFar(from: string, today: string): BreakRefusal {
  if (from <= today) {
    return from === today
      ? "That day has already begun on your clock; plan a rest day before it starts."
      : "That day is in the past.";
  }
  if (daysBetween(today, from) > PLAN_AHEAD_DAYS) {
    return `Plan at most ${PLAN_AHEAD_DAYS} days ahead.`;
  }
  return null;
}

function overlap(from: string, to: string, others: readonly PlannedBreak[]): BreakRefusal {
  const hit = others.find((b) => b.from <= to && from <= b.to);
  if (!hit) return null;
  return hit.kind === "rest"
    ? `You already rest on ${hit.from}.`
    : `You are already away from ${hit.from} to ${hit.to}.`;
}

/**
 * Why a rest day on `date` cannot be planned, or null when it can: it must not have begun on the
 * hunter's clock (`today`, their day), be at most 60 days ahead, and be the only rest day of its
 * ISO week (Monday to Sunday of the local date); nor fall in a planned time away.
 */
export function restDayRefusal(
  date: string,
  today: string,
  planned: readonly PlannedBreak[],
): BreakRefusal {
  const timing = tooSoonOrFar(date, today);
  if (timing) return timing;
  const week = isoWeekKey(date);
  if (planned.some((b) => b.kind === "rest" && isoWeekKey(b.from) === week)) {
    return `You already have a rest day in the week of ${date}; one a week at most.`;
  }
  return overlap(date, date, planned);
}

/**
 * Why time away from `from` to `to` (both included) cannot be planned, or null when it can: 2 to
 * 14 days, its first day not begun yet and at most 60 days ahead, not within 30 days of another
 * time away's first day (either way), and overlapping no planned rest day or time away.
 */
export function timeAwayRefusal(
  from: string,
  to: string,
  today: string,
  planned: readonly PlannedBreak[],
): BreakRefusal {
  if (to < from) return "The last day comes before the first.";
  const days = daysBetween(from, to) + 1;
  if (days < AWAY_MIN_DAYS || days > AWAY_MAX_DAYS) {
    return `Time away lasts ${AWAY_MIN_DAYS} to ${AWAY_MAX_DAYS} days; this is ${days}.`;
  }
  const timing = tooSoonOrFar(from, today);
  if (timing) return timing;
  const near = planned.find(
    (b) => b.kind === "away" && Math.abs(daysBetween(b.from, from)) < AWAY_GAP_DAYS,
  );
  if (near) {
    return `Time away is once a month: yours from ${near.from} starts less than ${AWAY_GAP_DAYS} days from this one.`;
  }
  return overlap(from, to, planned);
}

/** Every local date of a break, in order. */
export function datesOf(span: { from: string; to: string }): string[] {
  const dates: string[] = [];
  for (let i = 0; i <= daysBetween(span.from, span.to); i += 1) dates.push(addDays(span.from, i));
  return dates;
}
