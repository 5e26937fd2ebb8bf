import type { Db, Queryable } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { scheduleJob, scheduleJobIfMissing } from "../../jobs/repo.ts";
import { nextPeriodStarts, periodStarts } from "./progress.ts";

type Period = "weekly" | "monthly";
const PERIODS: readonly Period[] = ["weekly", "monthly"];

/** One waiting rollover per period, whichever instance queued it. */
function rolloverKey(period: Period): string {
  return `leaderboard-rollover:${period}`;
}

function scheduleRollover(tx: Queryable, period: Period, startsAt: Date): Promise<void> {
  return scheduleJob(
    tx,
    "rollLeaderboardPeriod",
    { period, startsAt: startsAt.toISOString() },
    { runAt: startsAt, key: rolloverKey(period) },
  );
}

/**
 * At startup: the next week's and month's rollovers, unless they are queued already (each
 * rollover queues the next, so this only starts the chain on a new database, or mends it).
 */
export function queueLeaderboardRollovers(db: Db, now: Date): Promise<void> {
  return inTransaction(db, async (tx) => {
    const next = nextPeriodStarts(now);
    for (const period of PERIODS) {
      await scheduleJobIfMissing(
        tx,
        "rollLeaderboardPeriod",
        { period, startsAt: next[period].toISOString() },
        { runAt: next[period], key: rolloverKey(period) },
      );
    }
  });
}

/**
 * The job at a week's or month's first instant (Monday, the 1st, 00:00 UTC, where the boards
 * begin their periods: docs/game-rules/leaderboard.md): every open board of that period hears
 * that it starts empty again, and the next rollover is queued. Nothing is written to the boards:
 * a new period's rows begin with the first XP earned in it. A job that comes late (every instance
 * was down) announces the period in force when it runs.
 */
export function rollLeaderboardPeriod(
  db: Db,
  { period, startsAt, now }: { period: Period; startsAt: Date; now: Date },
): Promise<void> {
  return inTransaction(db, async (tx, emit) => {
    if (now < startsAt) {
      // This instance's clock is behind the database's: come back at the boundary itself.
      await scheduleRollover(tx, period, startsAt);
      return;
    }
    emit({ type: "leaderboardRolledOver", period, periodStart: periodStarts(now)[period] });
    await scheduleRollover(tx, period, nextPeriodStarts(now)[period]);
  });
}
