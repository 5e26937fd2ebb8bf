import { addDays } from "./local-time.ts";

/** How far back a streak is counted; a longer one shows as this many days. */
export const STREAK_LOOKBACK_DAYS = 400;

export interface StreakDays {
  /** The hunter's day (their local date, which never goes back after a zone change). */
  today: string;
  /** Local dates whose daily quest was completed. */
  completed: ReadonlySet<string>;
  /**
   * Local dates that are kept: a planned rest day or a day of time away, and a date the hunter
   * jumped over by crossing the date line eastwards. They neither break a streak nor add to it.
   */
  kept: ReadonlySet<string>;
}

/**
 * The current streak: consecutive local days with the daily completed, counted back from today.
 * Today counts once its daily is done; until then it is still to play for and breaks nothing.
 * A kept day (rest, time away, a date never lived) is passed over; any other day without a
 * completed daily ends the streak.
 */
export function currentStreak({ today, completed, kept }: StreakDays): number {
  let streak = 0;
  for (let back = 0; back < STREAK_LOOKBACK_DAYS; back += 1) {
    const day = addDays(today, -back);
    if (completed.has(day)) streak += 1;
    else if (back > 0 && !kept.has(day)) return streak;
  }
  return streak;
}
