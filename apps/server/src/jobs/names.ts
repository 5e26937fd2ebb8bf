/**
 * Every kind of job the queue runs and what its payload carries (ids only: a job reads the
 * state again when it runs, so one that comes after a hunter already acted does nothing).
 */
export interface JobPayloads {
  /** A party dungeon confirmation's answer time is over (parties/confirmation.ts). */
  expirePartyConfirmation: { confirmationId: string };
  /** A hunter's run reached its time limit (battles/time-limit.ts); `dueAt` is an ISO time. */
  endRunAtTimeLimit: { userId: string; dueAt: string };
  /** A hunter's local midnight: the day that ended is judged, the new one begins (quests/midnight.ts). */
  beginHunterDay: { userId: string; dueAt: string };
  /** The daily quest's reminder push, N hours before the hunter's midnight (quests/reminder.ts). */
  remindDailyQuest: { userId: string; day: string; dayEnd: string };
  /** A custom quest's 5 hours are over (quests/custom-expiry.ts). */
  expireCustomQuest: { questId: string };
  /** A week or a month of the leaderboard begins at `startsAt` (leaderboard/rollover.ts). */
  rollLeaderboardPeriod: { period: "weekly" | "monthly"; startsAt: string };
  /** A Gate Break's start: it opens (battles/world-boss-lifecycle.ts). */
  openWorldEvent: { eventId: string };
  /** A Gate Break's end: lost unless its boss fell; its battles end. */
  closeWorldEvent: { eventId: string };
  /** A Gate Break's boss fell: every contributor is paid, once. */
  payWorldEvent: { eventId: string };
  /** The weekend schedule: plans the next weekend's Gate Break and queues itself again. */
  planWeekendGateBreak: Record<string, never>;
}

export type JobName = keyof JobPayloads;
