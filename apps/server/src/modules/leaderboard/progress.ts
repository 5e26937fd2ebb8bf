import type { Queryable } from "../../db/connect.ts";
import { addPeriodProgress } from "./repo.ts";

export interface Progress {
  xp?: number;
  magicalBeastsKilled?: number;
  dungeonsCleared?: number;
  hunterDeaths?: number;
}

/** The first day (UTC) of the week (Monday) and of the month that `now` falls in. */
export function periodStarts(now: Date): { weekly: string; monthly: string } {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekday = (day.getUTCDay() + 6) % 7;
  const monday = new Date(day.getTime() - weekday * 86_400_000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { weekly: monday.toISOString().slice(0, 10), monthly: first.toISOString().slice(0, 10) };
}

/** When the week (next Monday) and the month (the next 1st) after `now`'s begin, 00:00 UTC. */
export function nextPeriodStarts(now: Date): { weekly: Date; monthly: Date } {
  const { weekly } = periodStarts(now);
  return {
    weekly: new Date(Date.parse(weekly) + 7 * 86_400_000),
    monthly: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

/**
 * Adds what a hunter earned to this week's and this month's rows (the period boards and the
 * monthly statistics). Call it inside the transaction that pays: `payHunter`, quest
 * settlement and defeats do. Nothing is written for an empty progress.
 */
export async function recordProgress(
  tx: Queryable,
  userId: string,
  progress: Progress,
  now: Date,
): Promise<void> {
  const xp = Math.max(0, Math.floor(progress.xp ?? 0));
  const beasts = progress.magicalBeastsKilled ?? 0;
  const dungeons = progress.dungeonsCleared ?? 0;
  const deaths = progress.hunterDeaths ?? 0;
  if (xp === 0 && beasts === 0 && dungeons === 0 && deaths === 0) return;
  await addPeriodProgress(tx, userId, periodStarts(now), { xp, beasts, dungeons, deaths });
}
