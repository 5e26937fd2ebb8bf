import type { Db, Queryable } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { scheduleJob } from "../../jobs/repo.ts";
import { findPushSettings, sendPushTo } from "../push/service.ts";
import * as repo from "./repo.ts";

/** The most hours before midnight a hunter may ask for (push settings allow 1 to 12). */
const EARLIEST_HOURS_LEFT = 12;
const HOUR_MS = 3_600_000;

function reminderKey(userId: string): string {
  return `daily-reminder:${userId}`;
}

/**
 * Queues the daily quest's reminder for the day `day` that ends at `dayEnd`, in the
 * transaction that began the day. It is queued at the earliest hour a hunter may choose; the job
 * then reads their setting and waits for their own hour (a setting changed meanwhile counts).
 */
export function scheduleDailyReminder(
  tx: Queryable,
  { userId, day, dayEnd, now }: { userId: string; day: string; dayEnd: Date; now: Date },
): Promise<void> {
  const earliest = new Date(dayEnd.getTime() - EARLIEST_HOURS_LEFT * HOUR_MS);
  return scheduleJob(
    tx,
    "remindDailyQuest",
    { userId, day, dayEnd: dayEnd.toISOString() },
    { runAt: earliest > now ? earliest : now, key: reminderKey(userId) },
  );
}

/**
 * The job with the hunter's N hours left (push settings, default 2): a Web Push if today's daily
 * is not done yet. Switched off, already done, or the day over: nothing. Quiet hours and a hunter
 * on the app at that moment are the push dispatcher's to judge (decision 024); the key makes it
 * one push per day however often this runs.
 */
export async function remindDailyQuest(
  db: Db,
  { userId, day, dayEnd, now }: { userId: string; day: string; dayEnd: Date; now: Date },
): Promise<void> {
  if (now >= dayEnd) return;
  const settings = await findPushSettings(db, userId);
  if (!settings.dailyQuest) return;
  const dueAt = new Date(dayEnd.getTime() - settings.dailyQuestHoursLeft * HOUR_MS);
  if (now < dueAt) {
    await inTransaction(db, async (tx) => {
      await scheduleJob(
        tx,
        "remindDailyQuest",
        { userId, day, dayEnd: dayEnd.toISOString() },
        { runAt: dueAt, key: reminderKey(userId) },
      );
    });
    return;
  }
  const daily = await repo.findPeriodQuest(db, userId, "daily", day);
  if (!daily || daily.settledAt !== null) return;
  const hours = Math.max(1, Math.round((dayEnd.getTime() - now.getTime()) / HOUR_MS));
  await sendPushTo(db, userId, {
    key: `daily-reminder:${day}`,
    payload: {
      kind: "dailyQuest",
      title: "Daily Quest",
      body:
        hours === 1
          ? "Your daily quest closes in 1 hour. Complete it to avoid the penalty."
          : `Your daily quest closes in ${hours} hours. Complete it to avoid the penalty.`,
      url: "/quests",
      tag: `daily-${day}`,
    },
  });
}
