import type { Queryable } from "../db/connect.ts";
import { scheduleJob } from "./repo.ts";

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
    { runAt: dueAt, key: `hunter-day:${userId}` },
  );
}
