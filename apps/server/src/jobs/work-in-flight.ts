import type { Db } from "../db/connect.ts";
import { queueMissingRunTimeLimits } from "../modules/battles/time-limit.ts";
import { queueUnpaidWorldEvents } from "../modules/battles/world-boss-lifecycle.ts";
import { queueLeaderboardRollovers } from "../modules/leaderboard/rollover.ts";
import { queueMissingConfirmationExpiries } from "../modules/parties/confirmation-expiry.ts";
import { queueMissingCustomQuestExpiries } from "../modules/quests/custom-expiry.ts";
import { queueMissingHunterDays } from "../modules/quests/midnight.ts";
import { queueWeekendGateBreaks } from "../modules/world-events/schedule.ts";

/** How many jobs startup queued for work that had none, by kind (0 on every start but the first). */
interface MendedJobs {
  runTimeLimits: number;
  partyConfirmations: number;
  customQuests: number;
  hunterDays: number;
}

/**
 * Run by every instance at startup, before it serves: whatever is in flight and has no job
 * (written before the scheduler existed, docs/decisions/025) gets one, and the leaderboard's
 * rollover chain is started if it is not running, and a fallen boss not paid yet is paid. Each kind is queued under its job key only if
 * missing, so instances starting together, and every later start, change nothing.
 */
export async function queueMissingJobs(db: Db, now: Date): Promise<MendedJobs> {
  await queueLeaderboardRollovers(db, now);
  await queueWeekendGateBreaks(db, now);
  // A fallen boss's payment that an instance died in the middle of runs again now.
  await queueUnpaidWorldEvents(db, now);
  return {
    runTimeLimits: await queueMissingRunTimeLimits(db),
    partyConfirmations: await queueMissingConfirmationExpiries(db),
    customQuests: await queueMissingCustomQuestExpiries(db, now),
    hunterDays: await queueMissingHunterDays(db, now),
  };
}
