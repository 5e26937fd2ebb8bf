import { randomUUID } from "node:crypto";
import { isRank, type Rank } from "@repgate/game/rules/ranks";
import type { Db, Tx } from "../../db/connect.ts";
import type { WorldEventRow } from "../../db/schema/world-events.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { scheduleJob, scheduleJobIfMissing } from "../../jobs/repo.ts";
import { GATE_BREAK_TEMPLATE } from "../battles/world-boss-fight.ts";
import { scheduleGateBreak } from "../battles/world-boss-lifecycle.ts";
import { insertHiddenGate } from "../dungeons/service.ts";

/** The longest Gate Break an operator may schedule. */
const MAX_HOURS = 7 * 24;

/**
 * Plans a Gate Break: its own gate (hidden from the dungeon lists), then the event and its open
 * and close jobs. Null when `scheduleKey` was planned already (two instances, one weekend).
 */
export async function planGateBreak(
  tx: Tx,
  plan: { rank: Rank; startsAt: Date; hours: number; scheduleKey?: string },
): Promise<WorldEventRow | null> {
  const gate = await insertHiddenGate(tx, {
    spawnKey: `gate-break:${plan.scheduleKey ?? randomUUID()}`,
    templateId: GATE_BREAK_TEMPLATE,
    spawnsAt: plan.startsAt,
    expiresAt: new Date(plan.startsAt.getTime() + plan.hours * 3600_000),
  });
  if (!gate) return null;
  return scheduleGateBreak(tx, { ...plan, dungeonId: gate.id });
}

/** The operator's `gate-break` command: the event, or why it was refused. */
export async function scheduleGateBreakByOperator(
  db: Db,
  { rank, startsAt, hours }: { rank: string; startsAt: Date; hours: number },
): Promise<WorldEventRow | { error: string }> {
  if (!isRank(rank)) return { error: "Rank must be one of S, A, B, C, D, E." };
  if (!(hours > 0 && hours <= MAX_HOURS)) {
    return { error: `A Gate Break lasts more than 0 and at most ${MAX_HOURS} hours.` };
  }
  const event = await inTransaction(db, (tx) => planGateBreak(tx, { rank, startsAt, hours }));
  return event ?? { error: "That Gate Break is already scheduled." };
}

/** The job key of the weekend schedule's chain. */
const WEEKEND_KEY = "gate-break-weekend";
/** The weekend's Gate Break: Saturday 12:00 UTC, for 24 hours, rank C. */
const WEEKEND = { rank: "C" as Rank, hours: 24, utcHour: 12 };

/** The next Saturday noon (UTC) after `now`. */
function nextWeekendStart(now: Date): Date {
  const d = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), WEEKEND.utcHour),
  );
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7));
  if (d <= now) d.setUTCDate(d.getUTCDate() + 7);
  return d;
}

/** At startup: the weekend chain's next planning, unless it is queued already. */
export function queueWeekendGateBreaks(db: Db, now: Date): Promise<void> {
  return inTransaction(db, async (tx) => {
    await scheduleJobIfMissing(tx, "planWeekendGateBreak", {}, { runAt: now, key: WEEKEND_KEY });
  });
}

/**
 * The recurring job: plans the next weekend's Gate Break (once, whichever instance runs it: its
 * key is the date) and queues itself for the moment that one starts.
 */
export function planWeekendGateBreak(db: Db, { now }: { now: Date }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const startsAt = nextWeekendStart(now);
    await planGateBreak(tx, {
      rank: WEEKEND.rank,
      startsAt,
      hours: WEEKEND.hours,
      scheduleKey: `weekend:${startsAt.toISOString().slice(0, 10)}`,
    });
    await scheduleJob(tx, "planWeekendGateBreak", {}, { runAt: startsAt, key: WEEKEND_KEY });
  });
}
