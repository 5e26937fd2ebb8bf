import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { scheduleHunterDay } from "../../jobs/hunter-day.ts";
import { lockUser } from "../users/repo.ts";
import { beginHunterDay } from "./day.ts";

/**
 * The job at a hunter's local midnight: the day that ended is judged and the new one brought in
 * (beginHunterDay: the missed-daily penalty, the energy refill, today's quests, each once), and
 * announced, with nobody reading. beginHunterDay queues the next midnight itself, so the chain
 * goes on. A hunter who never had a game day (still onboarding) has nothing to judge yet; one
 * whose day a request already brought in finds nothing due.
 */
export async function beginHunterDayAtMidnight(
  db: Db,
  { userId, dueAt, now }: { userId: string; dueAt: Date; now: Date },
): Promise<void> {
  await inTransaction(db, async (tx, emit) => {
    if (now < dueAt) {
      // This instance's clock is behind the database's: come back at midnight itself.
      await scheduleHunterDay(tx, { userId, dueAt });
      return;
    }
    const user = await lockUser(tx, userId);
    if (!user || user.dailyCheckedOn === null) return;
    await beginHunterDay(tx, emit, user, now);
  });
}
