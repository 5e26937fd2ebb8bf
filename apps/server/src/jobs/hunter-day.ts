import type { Queryable } from "../db/connect.ts";
import { scheduleJob, scheduleJobIfMissing } from "./repo.ts";

function hunterDayKey(userId: string): string {
  return `hunter-day:${userId}`;
}

/**
 * Queues the start of a hunter's next day at `dueAt` (their local midnight): one waiting job per
 * hunter, moved when their day or zone changes. Here rather than in quests because the users
 * module (a zone change) queues it too, and quests depends on users, not the other way.
 */
export function scheduleHunterDay(
  tx: Queryable,
  { userId, dueAt }: { userId: string; dueAt: Date },
): Promise<void> {
  return scheduleJob(
    tx,
    "beginHunterDay",
    { userId, dueAt: dueAt.toISOString() },
    { runAt: dueAt, key: hunterDayKey(userId) },
  );
}

/**
 * Queues a hunter's day job due `dueAt` unless one is waiting (startup's mending): true when
 * this call queued it.
 */
export function scheduleHunterDayIfMissing(
  tx: Queryable,
  { userId, dueAt }: { userId: string; dueAt: Date },
): Promise<boolean> {
  return scheduleJobIfMissing(
    tx,
    "beginHunterDay",
    { userId, dueAt: dueAt.toISOString() },
    { runAt: dueAt, key: hunterDayKey(userId) },
  );
}
