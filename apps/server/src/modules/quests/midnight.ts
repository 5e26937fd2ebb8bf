import { onboardingStep } from "@repgate/game/rules/onboarding";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { scheduleHunterDay, scheduleHunterDayIfMissing } from "../../jobs/hunter-day.ts";
import { lockUser } from "../users/repo.ts";
import { beginHunterDay } from "./day.ts";
import { huntersWithoutDayJob } from "./repo.ts";

/**
 * The job at a hunter's local midnight: the day that ended is judged and the new one brought in
 * (beginHunterDay: the missed-daily penalty, the energy refill, today's quests, each once), and
 * announced, with nobody reading. beginHunterDay queues the next midnight itself, so the chain
 * goes on. The job queued when a hunter finishes onboarding (due at once) begins their first
 * game day, which is pardoned. A hunter still onboarding has nothing to judge yet; one whose day
 * a write already brought in finds nothing due.
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
    // Still onboarding: no game day yet (the last onboarding step queues the first).
    if (!user || (user.dailyCheckedOn === null && onboardingStep(user) !== "done")) return;
    await beginHunterDay(tx, emit, user, now);
  });
}

/**
 * At startup: a day job due now for every onboarded hunter who has none (days begun before the
 * scheduler existed, a first day that only a read used to begin, or a chain broken by hand). The job brings in whatever
 * is due (a midnight passed unread, a penalty) and queues the next midnight, so from then on
 * the chain runs by itself. Idempotent per hunter; how many were queued.
 */
export async function queueMissingHunterDays(db: Db, now: Date): Promise<number> {
  let queued = 0;
  for (const userId of await huntersWithoutDayJob(db)) {
    const added = await inTransaction(db, (tx) =>
      scheduleHunterDayIfMissing(tx, { userId, dueAt: now }),
    );
    if (added) queued += 1;
  }
  return queued;
}
