import { maxEnergy } from "@repgate/game/rules/energy";
import {
  addDays,
  daysBetween,
  isoWeekday,
  isoWeekKey,
  localDateOf,
  startOfLocalDate,
} from "@repgate/game/rules/local-time";
import {
  applyPenalty,
  MISSED_DAILY_PENALTY,
  type PenaltyTarget,
} from "@repgate/game/rules/penalties";
import { dailyQuestPlan, type QuestPlan, weeklyQuestPlan } from "@repgate/game/rules/quests";
import type { Rank } from "@repgate/game/rules/ranks";
import { STAT_NAMES } from "@repgate/game/rules/stats";
import { isIanaTimeZone } from "@repgate/game/rules/time";
import type { Queryable, Tx } from "../../db/connect.ts";
import type { NewQuestRow, QuestRow } from "../../db/schema/quests.ts";
import type { UserRow } from "../../db/schema/users.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { scheduleHunterDay } from "../../jobs/hunter-day.ts";
import { type UserChanges, updateUser } from "../users/repo.ts";
import { capEnergy, credit, debit, debitChecked } from "../wallet/service.ts";
import { periodQuestId } from "./period-quest-id.ts";
import { scheduleDailyReminder } from "./reminder.ts";
import * as repo from "./repo.ts";

/** Missed days further back than this are not looked at (the floors are reached long before). */
const PENALTY_LOOKBACK_DAYS = 366;

export interface HunterDay {
  user: UserRow;
  today: string;
  timeZone: string;
  /** Today's daily; null on a rest day or a day of time away, which issues none. */
  daily: QuestRow | null;
  weekly: QuestRow;
}

function timeZoneOf(user: UserRow): string {
  return isIanaTimeZone(user.timezone) ? user.timezone : "UTC";
}

function questValues(
  user: UserRow,
  plan: QuestPlan,
  type: "daily" | "weekly",
  periodKey: string,
  startedAt: Date,
  expiresAt: Date,
  now: Date,
): NewQuestRow {
  return {
    id: periodQuestId(user.id, type, periodKey),
    userId: user.id,
    type,
    name: plan.name,
    description: plan.description,
    difficulty: plan.difficulty,
    periodKey,
    requirements: {
      sections: plan.sections.map((s) => ({
        name: s.name,
        tasks: s.tasks.map((t) => ({ ...t, completed: false })),
      })),
    },
    rewards: plan.rewards,
    startedAt,
    expiresAt,
    createdAt: now,
  };
}

/** The daily and weekly quests a day issues (the same whether stored or only shown). */
function dayQuestValues(user: UserRow, today: string, timeZone: string, now: Date) {
  const standing = { rank: user.rank as Rank, level: user.level };
  const week = weekOfDate(today, timeZone);
  const dayStart = startOfLocalDate(today, timeZone);
  const dayEnd = startOfLocalDate(addDays(today, 1), timeZone);
  return {
    daily: questValues(user, dailyQuestPlan(standing), "daily", today, dayStart, dayEnd, now),
    weekly: questValues(
      user,
      weeklyQuestPlan(standing),
      "weekly",
      week.key,
      week.startsAt,
      week.endsAt,
      now,
    ),
  };
}

/**
 * Everything a hunter's new local day brings, done lazily by whichever read comes first and
 * idempotently: energy refilled once per local day, each missed daily since the last check
 * punished once (unique per hunter and day), today's daily and this week's weekly created
 * once (unique per hunter, type and period). The caller holds the hunter's row lock. Energy
 * and gold move through the wallet, so the refill and every penalty have their ledger row.
 */
export async function beginHunterDay(
  tx: Tx,
  emit: Emit,
  locked: UserRow,
  now: Date,
): Promise<HunterDay> {
  let user = locked;
  const timeZone = timeZoneOf(user);
  const today = await hunterToday(tx, user, timeZone, now);
  const changes: UserChanges = {};

  const dayStart = startOfLocalDate(today, timeZone);
  if (refillIsDue(user, today, now)) {
    await refillEnergy(tx, emit, user, today);
    changes.energyRefilledOn = today;
    changes.energyRefillDayStart = dayStart < now ? dayStart : now;
  }

  if (user.dailyCheckedOn === null) {
    // The hunter's first game day (game routes need a finished onboarding, so this is the
    // first read as a hunter): they did not have it whole, so it is pardoned, and so is every
    // day before it. Missed dailies count from tomorrow on.
    changes.dailyCheckedOn = addDays(today, 1);
  } else if (user.dailyCheckedOn < today) {
    const checked = await punishMissedDays(tx, emit, user, today, now);
    if (checked.changes) {
      Object.assign(changes, checked.changes);
      emit({ type: "hunterChanged", userId: user.id });
      emit({ type: "questsChanged", userId: user.id });
    }
    changes.dailyCheckedOn = checked.checkedOn;
  }

  if (Object.keys(changes).length > 0) {
    user = (await updateUser(tx, user.id, changes)) ?? user;
    // A penalty that lowered endurance lowered the maximum the refill filled to.
    await capEnergy(tx, emit, user);
    user = { ...user, currentEnergy: Math.min(user.currentEnergy, maxEnergy(user)) };
  }

  const dayEnd = startOfLocalDate(addDays(today, 1), timeZone);
  // The day's close and the next one's penalty and refill land at this midnight (quests/midnight.ts),
  // or sooner when something of this day is held back until a moment of its own.
  await scheduleHunterDay(tx, {
    userId: user.id,
    dueAt: await nextDayWork(tx, user, today, dayEnd, now),
  });
  await scheduleDailyReminder(tx, { userId: user.id, day: today, dayEnd, now });
  const issued = dayQuestValues(user, today, timeZone, now);
  const week = weekOfDate(today, timeZone);
  const resting = await restsOn(tx, user.id, today);
  // A planned rest day or day of time away issues no daily; the day is noted as reached, so the
  // hunter's day does not go back to yesterday's daily after a move westwards.
  if (resting) await repo.markRestDayReached(tx, user.id, today);
  const newDaily = !resting && (await repo.insertPeriodQuest(tx, issued.daily));
  const newWeekly = await repo.insertPeriodQuest(tx, issued.weekly);
  if (newDaily || newWeekly) emit({ type: "questsChanged", userId: user.id });
  let daily = await repo.findPeriodQuest(tx, user.id, "daily", today);
  let weekly = await repo.findPeriodQuest(tx, user.id, "weekly", week.key);
  if ((!daily && !resting) || !weekly) throw new Error("period quest missing after insert");
  // Issued in a zone further east, today's quests would end before today ends here: a day
  // (and a week) the hunter has lasts until its end where they are now, never shorter.
  const longerDaily = daily && (await repo.extendQuest(tx, daily.id, dayEnd));
  const longerWeekly = await repo.extendQuest(tx, weekly.id, week.endsAt);
  if (longerDaily || longerWeekly) emit({ type: "questsChanged", userId: user.id });
  daily = longerDaily || daily;
  weekly = longerWeekly ?? weekly;
  return { user, today, timeZone, daily, weekly };
}

/**
 * The hunter's day read without a lock or a write, when it has nothing to bring in: today's
 * daily and this week's weekly exist and last to their ends, energy was refilled and missed
 * days checked. Null when something is due; the caller then takes the locked path
 * (beginHunterDay), which does the same checks under the lock. Reads are most of the quest
 * traffic (the home screen asks for the quests and the daily at once) and were queuing on the
 * hunter's row lock for nothing.
 */
export async function settledHunterDay(
  db: Queryable,
  user: UserRow,
  now: Date,
): Promise<HunterDay | null> {
  const timeZone = timeZoneOf(user);
  const latest = await repo.latestDaily(db, user.id);
  const rested = await repo.latestReachedRestDay(db, user.id);
  const today = laterDay(latest?.periodKey ?? null, rested);
  // Before the local date's daily (or rest day) is in, the day has not begun; a later one is
  // kept (hunterToday).
  if (today === null || today < localDateOf(now, timeZone)) return null;
  const daily = latest?.periodKey === today ? latest : null;
  if (refillIsDue(user, today, now)) return null;
  if (user.dailyCheckedOn === null || user.dailyCheckedOn < today) return null;
  const dayEnd = startOfLocalDate(addDays(today, 1), timeZone);
  if (daily && wouldExtend(daily, dayEnd)) return null;
  const week = weekOfDate(today, timeZone);
  const weekly = await repo.findPeriodQuest(db, user.id, "weekly", week.key);
  if (!weekly || wouldExtend(weekly, week.endsAt)) return null;
  return { user, today, timeZone, daily, weekly };
}

/**
 * When a settled day may next look different with time alone: at the next local midnight, or
 * earlier when an energy refill held back after a hop east comes due (settledHunterDay then
 * answers null). Kept answers of the quest reads are valid until then at most.
 */
export function settledDayChangesAt(day: HunterDay): number {
  const { user, today, timeZone } = day;
  const moments = [startOfLocalDate(addDays(today, 1), timeZone).getTime()];
  const last = user.energyRefillDayStart;
  if ((user.energyRefilledOn === null || user.energyRefilledOn < today) && last) {
    moments.push(last.getTime() + MIN_REFILL_GAP_MS);
  }
  return Math.min(...moments);
}

/**
 * When the hunter's day job must run next: at the next local midnight, unless something is held
 * back until earlier (after a hop east): an energy refill waiting for its 23 hours, or a previous
 * day's daily still open in the zone it was issued in, judged when it ends. Reads only show
 * these; the job stores them at their moment.
 */
async function nextDayWork(
  db: Queryable,
  user: UserRow,
  today: string,
  dayEnd: Date,
  now: Date,
): Promise<Date> {
  const moments = [dayEnd];
  const last = user.energyRefillDayStart;
  if ((user.energyRefilledOn === null || user.energyRefilledOn < today) && last) {
    moments.push(new Date(last.getTime() + MIN_REFILL_GAP_MS));
  }
  if (user.dailyCheckedOn !== null && user.dailyCheckedOn < today) {
    const open = await repo.findPeriodQuest(db, user.id, "daily", user.dailyCheckedOn);
    if (open?.expiresAt) moments.push(open.expiresAt);
  }
  const next = Math.min(...moments.filter((m) => m > now).map((m) => m.getTime()));
  return new Date(Number.isFinite(next) ? next : dayEnd.getTime());
}

/** What repo.extendQuest would change: an unsettled quest ending before `end`. */
function wouldExtend(quest: QuestRow, end: Date): boolean {
  return quest.settledAt === null && quest.expiresAt !== null && quest.expiresAt < end;
}

/**
 * The hunter's day: their local date, except that it never goes back. After a time-zone change
 * westwards (Berlin to New York) the local date can be yesterday's; the hunter stays on the day
 * they already had (its daily, done or not) until the local date reaches the next one.
 */
export async function hunterToday(
  db: Queryable,
  user: UserRow,
  timeZone: string,
  now: Date,
): Promise<string> {
  const local = localDateOf(now, timeZone);
  const latest = laterDay(
    await repo.latestDailyKey(db, user.id),
    await repo.latestReachedRestDay(db, user.id),
  );
  return laterDay(latest, local) ?? local;
}

/** The later of two local dates, either of which may be missing. */
function laterDay(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  return b !== null && b > a ? b : a;
}

/**
 * Whether `day` is a planned rest day or a day of time away that issues no daily. A day whose
 * daily was issued anyway is judged as any other (as with a date never lived).
 */
async function restsOn(db: Queryable, userId: string, day: string): Promise<boolean> {
  if (await repo.findPeriodQuest(db, userId, "daily", day)) return false;
  return (await repo.restDatesBetween(db, userId, day, day)).has(day);
}

/** The shortest local day (a daylight-saving spring-forward day) lasts 23 hours. */
const MIN_REFILL_GAP_MS = 23 * 3_600_000;

/**
 * Energy refills on the first read of a new day, but never within 23 hours of the start of the
 * day last refilled: with time-zone hops eastwards a new local date can come hours after the
 * last, and energy refills at most once in a real day. The refill then comes on the first read
 * after the 23 hours.
 */
function refillIsDue(user: UserRow, today: string, now: Date): boolean {
  if (user.energyRefilledOn !== null && user.energyRefilledOn >= today) return false;
  const last = user.energyRefillDayStart;
  return last === null || now.getTime() - last.getTime() >= MIN_REFILL_GAP_MS;
}

/** The ISO week holding the local date `date`, with its first and next-week instants. */
function weekOfDate(date: string, timeZone: string) {
  const monday = addDays(date, 1 - isoWeekday(date));
  return {
    key: isoWeekKey(date),
    startsAt: startOfLocalDate(monday, timeZone),
    endsAt: startOfLocalDate(addDays(monday, 7), timeZone),
  };
}

/**
 * Today's refill: energy back to the hunter's maximum, through the wallet. A hunter above the
 * maximum (their endurance fell) is brought down to it, as the refill always did.
 */
async function refillEnergy(tx: Tx, emit: Emit, user: UserRow, today: string): Promise<void> {
  const delta = maxEnergy(user) - user.currentEnergy;
  const change = {
    userId: user.id,
    amount: Math.abs(delta),
    reason: "energy_refill",
    reference: today,
  } as const;
  if (delta > 0) await credit(tx, emit, "energy", change);
  if (delta < 0 && (await debit(tx, emit, "energy", change)) === null) {
    throw new Error("energy refill: the locked balance moved");
  }
}

/**
 * A date the hunter jumped over by moving east across the date line (users.skipped_dates, set
 * when the zone changes) is neither missed nor done. One that has a daily was the hunter's day
 * after all (their day never goes back, so after a move west they may already have been on it)
 * and is judged as any other.
 */
function neverLived(user: UserRow, day: string, issued: ReadonlySet<string>): boolean {
  return user.skippedDates.includes(day) && !issued.has(day);
}

/** A planned rest day or day of time away is never missed, unless a daily was issued for it. */
function rested(day: string, restDates: ReadonlySet<string>, issued: ReadonlySet<string>) {
  return restDates.has(day) && !issued.has(day);
}

/** What the missed days since the last check would take, computed without writing. */
interface MissedDaysPlan {
  /** One row per day to punish, in order, with what each takes after the floors. */
  rows: NewPenaltyRow[];
  /** The hunter's XP and stats after every row (null when nothing was missed). */
  changes: UserChanges | null;
  checkedOn: string;
}

type NewPenaltyRow = {
  userId: string;
  localDate: string;
  xpLost: number;
  goldLost: number;
  statsLost: Record<string, number>;
  appliedAt: Date;
};

/**
 * One missed-daily penalty per local day, from the later of the join day and the last checked
 * day up to yesterday, for each day whose daily quest was not completed. The first game day
 * is never checked (beginHunterDay pardons it), nor is any day before joining, nor a date the
 * hunter never lived (neverLived). Only reads: punishMissedDays applies it, a quest read shows
 * it (presentHunterDay).
 */
async function planMissedDays(
  db: Queryable,
  user: UserRow,
  today: string,
  now: Date,
): Promise<MissedDaysPlan> {
  // The first game day set daily_checked_on past itself, so the join day and every day before
  // it are never looked at.
  if (user.dailyCheckedOn === null) return { rows: [], changes: null, checkedOn: today };
  let from = user.dailyCheckedOn;
  const earliest = addDays(today, -PENALTY_LOOKBACK_DAYS);
  if (from < earliest) from = earliest;
  const to = addDays(today, -1);
  if (from > to) return { rows: [], changes: null, checkedOn: today };

  const days: string[] = [];
  for (let i = 0; i <= daysBetween(from, to); i += 1) days.push(addDays(from, i));
  const { issued, completed, open } = await repo.dailyRecord(db, user.id, from, to, now);
  const punished = await repo.penalisedDates(db, user.id, days);
  const restDates = await repo.restDatesBetween(db, user.id, from, to);
  // A day whose daily is still open is judged once it ends: checking resumes from it.
  const firstOpen = days.find((day) => open.has(day));
  const checkedOn = firstOpen ?? today;
  const missed = days.filter(
    (day) =>
      !completed.has(day) &&
      !punished.has(day) &&
      !neverLived(user, day, issued) &&
      !rested(day, restDates, issued) &&
      (!firstOpen || day < firstOpen),
  );
  if (missed.length === 0) return { rows: [], changes: null, checkedOn };

  let state: PenaltyTarget = {
    currentXP: user.currentXP,
    gold: user.gold,
    strength: user.strength,
    agility: user.agility,
    vitality: user.vitality,
    intelligence: user.intelligence,
    endurance: user.endurance,
    perception: user.perception,
  };
  const rows = missed.map((localDate) => {
    const { after, lost } = applyPenalty(state, MISSED_DAILY_PENALTY);
    state = after;
    return {
      userId: user.id,
      localDate,
      xpLost: lost.xp,
      goldLost: lost.gold,
      statsLost: lost.stats,
      appliedAt: now,
    };
  });
  const stats = Object.fromEntries(STAT_NAMES.map((name) => [name, state[name]]));
  return { rows, changes: { currentXP: state.currentXP, ...stats }, checkedOn };
}

/**
 * Applies planMissedDays: the penalty rows (unique per hunter and day), and the gold each day
 * took debited through the wallet (one ledger row per day); the XP and stats are returned for
 * the caller's update of the hunter, or null when nothing was missed.
 */
async function punishMissedDays(
  tx: Tx,
  emit: Emit,
  user: UserRow,
  today: string,
  now: Date,
): Promise<{ changes: UserChanges | null; checkedOn: string }> {
  const plan = await planMissedDays(tx, user, today, now);
  if (plan.rows.length === 0) return { changes: null, checkedOn: plan.checkedOn };
  await repo.insertPenalties(tx, plan.rows);
  for (const row of plan.rows) {
    // The penalty never takes more than the locked hunter has (its floor is 0 gold).
    await debitChecked(tx, emit, "gold", {
      userId: user.id,
      amount: row.goldLost,
      reason: "missed_daily_penalty",
      reference: row.localDate,
    });
  }
  return { changes: plan.changes, checkedOn: plan.checkedOn };
}

/**
 * The hunter's day as beginHunterDay would make it, computed without a lock or a write, for a
 * quest read that finds something due (a hunter's very first read, or one in the moment between
 * a midnight and its job): energy refilled, missed days' penalties taken (`pendingPenalties`,
 * not stored yet), today's daily and this week's weekly as they would be issued (with the ids
 * they will be stored under: periodQuestId) or extended. The job, or the hunter's next write,
 * stores the same day under the lock.
 */
export async function presentHunterDay(
  db: Queryable,
  stored: UserRow,
  now: Date,
): Promise<HunterDay & { pendingPenalties: NewPenaltyRow[] }> {
  const timeZone = timeZoneOf(stored);
  const today = await hunterToday(db, stored, timeZone, now);
  let user = stored;
  let pendingPenalties: NewPenaltyRow[] = [];
  if (user.dailyCheckedOn !== null && user.dailyCheckedOn < today) {
    const plan = await planMissedDays(db, user, today, now);
    pendingPenalties = plan.rows;
    const goldLost = plan.rows.reduce((sum, r) => sum + r.goldLost, 0);
    if (plan.changes)
      user = { ...user, ...(plan.changes as Partial<UserRow>), gold: user.gold - goldLost };
  }
  const max = maxEnergy(user);
  user = {
    ...user,
    currentEnergy: refillIsDue(user, today, now) ? max : Math.min(user.currentEnergy, max),
  };
  const dayEnd = startOfLocalDate(addDays(today, 1), timeZone);
  const week = weekOfDate(today, timeZone);
  const issued = dayQuestValues(user, today, timeZone, now);
  const resting = await restsOn(db, user.id, today);
  const daily = resting
    ? null
    : ((await repo.findPeriodQuest(db, user.id, "daily", today)) ?? issuedRow(issued.daily));
  const weekly =
    (await repo.findPeriodQuest(db, user.id, "weekly", week.key)) ?? issuedRow(issued.weekly);
  return {
    user,
    today,
    timeZone,
    daily: daily && extendedTo(daily, dayEnd),
    weekly: extendedTo(weekly, week.endsAt),
    pendingPenalties,
  };
}

/** A period quest as insertPeriodQuest would store it. */
function issuedRow(values: NewQuestRow): QuestRow {
  return {
    completedAt: null,
    settledAt: null,
    cheatingDetected: false,
    cheatingReason: null,
    levelsGained: 0,
    statType: null,
    expiresAt: null,
    ...values,
    id: values.id ?? "",
    periodKey: values.periodKey ?? null,
  } as QuestRow;
}

/** The quest as repo.extendQuest would leave it. */
function extendedTo(quest: QuestRow, end: Date): QuestRow {
  return wouldExtend(quest, end) ? { ...quest, expiresAt: end } : quest;
}
