import { endRunAtTimeLimit } from "../modules/battles/time-limit.ts";
import {
  closeWorldEvent,
  openWorldEvent,
  payWorldEvent,
} from "../modules/battles/world-boss-lifecycle.ts";
import { rollLeaderboardPeriod } from "../modules/leaderboard/rollover.ts";
import { expirePartyConfirmation } from "../modules/parties/confirmation-expiry.ts";
import { expireCustomQuest } from "../modules/quests/custom-expiry.ts";
import { beginHunterDayAtMidnight } from "../modules/quests/midnight.ts";
import { remindDailyQuest } from "../modules/quests/reminder.ts";
import { planWeekendGateBreak } from "../modules/world-events/schedule.ts";
import type { JobName, JobPayloads } from "./names.ts";
import type { JobDeps } from "./runner.ts";

type Handlers = { [K in JobName]: (deps: JobDeps, payload: JobPayloads[K]) => Promise<void> };

/** What each job does when it falls due; every handler reads the state again and may do nothing. */
export const TASKS: Handlers = {
  expirePartyConfirmation: ({ db, clock }, { confirmationId }) =>
    expirePartyConfirmation(db, { confirmationId, now: clock.now() }),
  endRunAtTimeLimit: ({ db, clock }, { userId, dueAt }) =>
    endRunAtTimeLimit(db, { userId, dueAt: new Date(dueAt), now: clock.now() }),
  beginHunterDay: ({ db, clock }, { userId, dueAt }) =>
    beginHunterDayAtMidnight(db, { userId, dueAt: new Date(dueAt), now: clock.now() }),
  remindDailyQuest: ({ db, clock }, { userId, day, dayEnd }) =>
    remindDailyQuest(db, { userId, day, dayEnd: new Date(dayEnd), now: clock.now() }),
  expireCustomQuest: ({ db, clock }, { questId }) =>
    expireCustomQuest(db, { questId, now: clock.now() }),
  rollLeaderboardPeriod: ({ db, clock }, { period, startsAt }) =>
    rollLeaderboardPeriod(db, { period, startsAt: new Date(startsAt), now: clock.now() }),
  openWorldEvent: ({ db, clock }, { eventId }) => openWorldEvent(db, { eventId, now: clock.now() }),
  closeWorldEvent: ({ db, clock }, { eventId }) =>
    closeWorldEvent(db, { eventId, now: clock.now() }),
  payWorldEvent: ({ db, clock }, { eventId }) => payWorldEvent(db, { eventId, now: clock.now() }),
  planWeekendGateBreak: ({ db, clock }) => planWeekendGateBreak(db, { now: clock.now() }),
};
