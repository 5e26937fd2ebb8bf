import type { Streak } from "@repgate/contracts/rest-days";
import { addDays, isoWeekday } from "@repgate/game/rules/local-time";
import { currentStreak, STREAK_LOOKBACK_DAYS } from "@repgate/game/rules/streak";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../lib/http/errors.ts";
import { findUserById } from "../users/repo.ts";
import * as repo from "./repo.ts";
import { hunterDayOf } from "./rest-days.ts";

/** The calendar shows this week and the four before it, Monday first. */
const CALENDAR_WEEKS = 5;

/**
 * The hunter's current streak and the calendar of their last weeks: a read that writes nothing
 * (decision 027). Days with the daily completed count; rest days, time away and dates jumped over
 * at the date line are kept (packages/game rules/streak.ts).
 */
export async function readStreak(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<Streak> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError("unauthenticated", "You are not signed in.");
  const today = await hunterDayOf(db, user, now);
  const from = addDays(today, -STREAK_LOOKBACK_DAYS);
  const completed = await repo.completedDailyDates(db, userId, from, today);
  const restDates = await repo.restDatesBetween(db, userId, from, today);
  const kept = new Set([...restDates, ...user.skippedDates]);
  const calendarFrom = addDays(today, 1 - isoWeekday(today) - 7 * (CALENDAR_WEEKS - 1));
  const days: Streak["days"] = [];
  for (let date = calendarFrom; date <= today; date = addDays(date, 1)) {
    days.push({ date, trained: completed.has(date), rest: restDates.has(date) });
  }
  return {
    current: currentStreak({ today, completed, kept }),
    today,
    restingToday: restDates.has(today) && !completed.has(today),
    days,
  };
}
