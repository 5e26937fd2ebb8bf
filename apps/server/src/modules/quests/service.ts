import type { DailyQuestReply, Energy, Quest } from "@repgate/contracts/quests";
import {
  CUSTOM_QUEST_HOURS,
  customQuestCost,
  insufficientEnergyMessage,
  maxEnergy,
  type QuestDifficulty,
} from "@repgate/game/energy";
import { nextLocalMidnight } from "@repgate/game/local-time";
import { customQuestPlan } from "@repgate/game/quests";
import { STAT_NAMES, type StatName } from "@repgate/game/stats";
import type { Db, Queryable, Tx } from "../../db/connect.ts";
import type { DailyPenaltyRow } from "../../db/schema/quests.ts";
import { type Emit, inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/errors.ts";
import { findUserById, lockUser } from "../users/repo.ts";
import { debit } from "../wallet/service.ts";
import { scheduleCustomQuestExpiry } from "./custom-expiry.ts";
import { beginHunterDay, type HunterDay, settledHunterDay } from "./day.ts";
import { presentQuest } from "./present.ts";
import * as repo from "./repo.ts";

/** The quests screen shows at most this many completed quests. */
const COMPLETED_SHOWN = 6;

/**
 * Runs `then` in one unit of work under the hunter's row lock, after their new local day (if
 * one began) has been brought in: refill, missed-daily penalties, the period quests.
 */
function withHunterDay<T>(
  db: Db,
  userId: string,
  now: Date,
  then: (tx: Tx, day: HunterDay, emit: Emit) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (tx, emit) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError("unauthenticated", "You are not signed in.");
    return then(tx, await beginHunterDay(tx, emit, user, now), emit);
  });
}

/**
 * For reads: the hunter's day without a transaction or a lock when it has nothing to bring in,
 * and through withHunterDay (which brings it in) when it has.
 */
async function readHunterDay<T>(
  db: Db,
  userId: string,
  now: Date,
  then: (db: Queryable, day: HunterDay) => Promise<T>,
): Promise<T> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError("unauthenticated", "You are not signed in.");
  const day = await settledHunterDay(db, user, now);
  if (day) return then(db, day);
  return withHunterDay(db, userId, now, (tx, begun) => then(tx, begun));
}

function presentPenalty(rows: DailyPenaltyRow[]): DailyQuestReply["penalty"] {
  if (rows.length === 0) return null;
  const stats: Partial<Record<StatName, number>> = {};
  for (const row of rows) {
    for (const name of STAT_NAMES) stats[name] = (stats[name] ?? 0) + (row.statsLost[name] ?? 0);
  }
  return {
    xp: rows.reduce((sum, r) => sum + r.xpLost, 0),
    gold: rows.reduce((sum, r) => sum + r.goldLost, 0),
    stats,
    missedDays: rows.length,
  };
}

/** The hunter's active quests (daily, weekly, then custom, newest first) and the latest 6 completed. */
export function listQuests(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<Quest[]> {
  return readHunterDay(db, userId, now, async (q) => {
    const { active, completed } = await repo.listQuests(q, userId, now, COMPLETED_SHOWN);
    return [...active, ...completed].map(presentQuest);
  });
}

/** Today's daily quest and any missed-daily penalty the hunter has not acknowledged. */
export function readDailyQuest(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<DailyQuestReply> {
  return readHunterDay(db, userId, now, async (q, day) => {
    const penalties = await repo.unacknowledgedPenalties(q, userId);
    return {
      quest: presentQuest(day.daily),
      penaltyApplied: penalties.length > 0,
      penalty: presentPenalty(penalties),
    };
  });
}

/** This week's weekly quest, created on the week's first read. */
export function readWeeklyQuest(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<Quest> {
  return readHunterDay(db, userId, now, async (_q, day) => presentQuest(day.weekly));
}

/** Closes the penalty dialog for good: stored, so a reload does not show it again. */
export function acknowledgePenalty(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<void> {
  return inTransaction(db, async (tx, emit) => {
    const acknowledged = await repo.acknowledgePenalties(tx, userId, now);
    if (acknowledged > 0) emit({ type: "questsChanged", userId });
  });
}

/** The hunter's energy now (after today's refill) and when it next refills. */
export function readEnergy(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<Energy> {
  return readHunterDay(db, userId, now, async (_q, day) => ({
    currentEnergy: day.user.currentEnergy,
    maxEnergy: maxEnergy(day.user),
    resetsAt: nextLocalMidnight(now, day.timeZone).toISOString(),
  }));
}

/**
 * Generates a custom quest for energy: today's refill first, then the quest, paid for by the
 * wallet's guarded debit (refused, and the quest rolled back, when the hunter is short). The
 * quest expires 5 hours later.
 */
export function createCustomQuest(
  db: Db,
  args: { userId: string; statType: StatName; difficulty: QuestDifficulty; now: Date },
): Promise<Quest> {
  const { userId, statType, difficulty, now } = args;
  return withHunterDay(db, userId, now, async (tx, _day, emit) => {
    const cost = customQuestCost(difficulty);
    const plan = customQuestPlan(statType, difficulty);
    const expiresAt = new Date(now.getTime() + CUSTOM_QUEST_HOURS * 3_600_000);
    const row = await repo.insertQuest(tx, {
      userId,
      type: "custom",
      name: plan.name,
      description: plan.description,
      difficulty,
      statType,
      periodKey: null,
      requirements: {
        sections: plan.sections.map((s) => ({
          name: s.name,
          tasks: s.tasks.map((t) => ({ ...t, completed: false })),
        })),
      },
      rewards: plan.rewards,
      startedAt: now,
      expiresAt,
      createdAt: now,
    });
    const left = await debit(tx, emit, "energy", {
      userId,
      amount: cost,
      reason: "custom_quest",
      reference: row.id,
    });
    if (left === null) throw new AppError("conflict", insufficientEnergyMessage(cost));
    await scheduleCustomQuestExpiry(tx, { questId: row.id, expiresAt });
    emit({ type: "questsChanged", userId });
    return presentQuest(row);
  });
}
