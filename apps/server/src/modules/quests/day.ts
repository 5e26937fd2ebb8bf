import { maxEnergy } from "@repgate/game/energy";
import {
  addDays,
  daysBetween,
  localDateOf,
  localWeekOf,
  nextLocalMidnight,
  startOfLocalDate,
} from "@repgate/game/local-time";
import { applyPenalty, MISSED_DAILY_PENALTY, type PenaltyTarget } from "@repgate/game/penalties";
import { dailyQuestPlan, type QuestPlan, weeklyQuestPlan } from "@repgate/game/quests";
import type { Rank } from "@repgate/game/ranks";
import { STAT_NAMES } from "@repgate/game/stats";
import { isIanaTimeZone } from "@repgate/game/time";
import type { Tx } from "../../db/connect.ts";
import type { NewQuestRow, QuestRow } from "../../db/schema/quests.ts";
import type { UserRow } from "../../db/schema/users.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { type UserChanges, updateUser } from "../users/repo.ts";
import { capEnergy, credit, debit } from "../wallet/service.ts";
import * as repo from "./repo.ts";

/** Missed days further back than this are not looked at (the floors are reached long before). */
export const PENALTY_LOOKBACK_DAYS = 366;

export interface HunterDay {
  user: UserRow;
  today: string;
  timeZone: string;
  daily: QuestRow;
  weekly: QuestRow;
}

export function timeZoneOf(user: UserRow): string {
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
  const today = localDateOf(now, timeZone);
  const changes: UserChanges = {};

  if (user.energyRefilledOn === null || user.energyRefilledOn < today) {
    await refillEnergy(tx, emit, user, today);
    changes.energyRefilledOn = today;
  }

  if (user.dailyCheckedOn === null) {
    // The hunter's first game day (game routes need a finished onboarding, so this is the
    // first read as a hunter): they did not have it whole, so it is pardoned, and so is every
    // day before it. Missed dailies count from tomorrow on.
    changes.dailyCheckedOn = addDays(today, 1);
  } else if (user.dailyCheckedOn < today) {
    const punished = await punishMissedDays(tx, emit, user, timeZone, today, now);
    if (punished) {
      Object.assign(changes, punished);
      emit({ type: "hunterChanged", userId: user.id });
      emit({ type: "questsChanged", userId: user.id });
    }
    changes.dailyCheckedOn = today;
  }

  if (Object.keys(changes).length > 0) {
    user = (await updateUser(tx, user.id, changes)) ?? user;
    // A penalty that lowered endurance lowered the maximum the refill filled to.
    await capEnergy(tx, emit, user);
    user = { ...user, currentEnergy: Math.min(user.currentEnergy, maxEnergy(user)) };
  }

  const standing = { rank: user.rank as Rank, level: user.level };
  const newDaily = await repo.insertPeriodQuest(
    tx,
    questValues(
      user,
      dailyQuestPlan(standing),
      "daily",
      today,
      startOfLocalDate(today, timeZone),
      nextLocalMidnight(now, timeZone),
      now,
    ),
  );
  const week = localWeekOf(now, timeZone);
  const newWeekly = await repo.insertPeriodQuest(
    tx,
    questValues(
      user,
      weeklyQuestPlan(standing),
      "weekly",
      week.key,
      week.startsAt,
      week.endsAt,
      now,
    ),
  );
  if (newDaily || newWeekly) emit({ type: "questsChanged", userId: user.id });
  const daily = await repo.findPeriodQuest(tx, user.id, "daily", today);
  const weekly = await repo.findPeriodQuest(tx, user.id, "weekly", week.key);
  if (!daily || !weekly) throw new Error("period quest missing after insert");
  return { user, today, timeZone, daily, weekly };
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
 * One missed-daily penalty per local day, from the later of the join day and the last checked
 * day up to yesterday, for each day whose daily quest was not completed. The first game day
 * is never checked (beginHunterDay pardons it), nor is any day before joining.
 * The gold each day took is debited through the wallet (one ledger row per day); the XP and
 * stats it took are returned for the caller's update of the hunter, or null when nothing was
 * missed.
 */
async function punishMissedDays(
  tx: Tx,
  emit: Emit,
  user: UserRow,
  timeZone: string,
  today: string,
  now: Date,
): Promise<UserChanges | null> {
  const joinDay = localDateOf(user.createdAt, timeZone);
  let from = user.dailyCheckedOn && user.dailyCheckedOn > joinDay ? user.dailyCheckedOn : joinDay;
  const earliest = addDays(today, -PENALTY_LOOKBACK_DAYS);
  if (from < earliest) from = earliest;
  const to = addDays(today, -1);
  if (from > to) return null;

  const days: string[] = [];
  for (let i = 0; i <= daysBetween(from, to); i += 1) days.push(addDays(from, i));
  const { completed } = await repo.dailyRecord(tx, user.id, from, to);
  const punished = await repo.penalisedDates(tx, user.id, days);
  const missed = days.filter(
    (day) => !completed.has(day) && !punished.has(day),
  );
  if (missed.length === 0) return null;

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
  await repo.insertPenalties(tx, rows);
  for (const row of rows) {
    const taken = await debit(tx, emit, "gold", {
      userId: user.id,
      amount: row.goldLost,
      reason: "missed_daily_penalty",
      reference: row.localDate,
    });
    // The penalty never takes more than the locked hunter has (its floor is 0 gold).
    if (taken === null) throw new Error("missed-daily penalty: the locked balance moved");
  }
  const stats = Object.fromEntries(STAT_NAMES.map((name) => [name, state[name]]));
  return { currentXP: state.currentXP, ...stats };
}
