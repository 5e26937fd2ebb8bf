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
import type { Db, Tx } from "../../db/connect.ts";
import type { DailyPenaltyRow } from "../../db/schema/quests.ts";
import { AppError } from "../../lib/errors.ts";
import { lockUser } from "../users/repo.ts";
import { beginHunterDay, type HunterDay } from "./day.ts";
import { presentQuest } from "./present.ts";
import * as repo from "./repo.ts";

/** The quests screen shows at most this many completed quests. */
export const COMPLETED_SHOWN = 6;

function withHunterDay<T>(
  db: Db,
  userId: string,
  now: Date,
  then: (tx: Tx, day: HunterDay) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError("unauthenticated", "You are not signed in.");
    return then(tx, await beginHunterDay(tx, user, now));
  });
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
  return withHunterDay(db, userId, now, async (tx) => {
    const { active, completed } = await repo.listQuests(tx, userId, now, COMPLETED_SHOWN);
    return [...active, ...completed].map(presentQuest);
  });
}

/** Today's daily quest and any missed-daily penalty the hunter has not acknowledged. */
export function readDailyQuest(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<DailyQuestReply> {
  return withHunterDay(db, userId, now, async (tx, day) => {
    const penalties = await repo.unacknowledgedPenalties(tx, userId);
    return {
      quest: presentQuest(day.daily),
      penaltyApplied: penalties.length > 0,
      penalty: presentPenalty(penalties),
    };
  });
}

export function readWeeklyQuest(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<Quest> {
  return withHunterDay(db, userId, now, async (_tx, day) => presentQuest(day.weekly));
}

/** Closes the penalty dialog for good: stored, so a reload does not show it again. */
export async function acknowledgePenalty(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<void> {
  await repo.acknowledgePenalties(db, userId, now);
}

export function readEnergy(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<Energy> {
  return withHunterDay(db, userId, now, async (_tx, day) => ({
    currentEnergy: day.user.currentEnergy,
    maxEnergy: maxEnergy(day.user),
    resetsAt: nextLocalMidnight(now, day.timeZone).toISOString(),
  }));
}

/**
 * Generates a custom quest for energy: today's refill first, then one conditional update that
 * spends the cost only if the hunter has it. The quest expires 5 hours later.
 */
export function createCustomQuest(
  db: Db,
  args: { userId: string; statType: StatName; difficulty: QuestDifficulty; now: Date },
): Promise<Quest> {
  const { userId, statType, difficulty, now } = args;
  return withHunterDay(db, userId, now, async (tx) => {
    const cost = customQuestCost(difficulty);
    const left = await repo.spendEnergy(tx, userId, cost);
    if (left === null) throw new AppError("conflict", insufficientEnergyMessage(cost));
    const plan = customQuestPlan(statType, difficulty);
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
      expiresAt: new Date(now.getTime() + CUSTOM_QUEST_HOURS * 3_600_000),
      createdAt: now,
    });
    return presentQuest(row);
  });
}
