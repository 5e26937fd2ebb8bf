import type { DailyQuestReply, Energy, Quest } from "@repgate/contracts/quests";
import {
  CUSTOM_QUEST_HOURS,
  customQuestCost,
  insufficientEnergyMessage,
  maxEnergy,
  type QuestDifficulty,
} from "@repgate/game/rules/energy";
import { nextLocalMidnight } from "@repgate/game/rules/local-time";
import { customQuestPlan } from "@repgate/game/rules/quests";
import { STAT_NAMES, type StatName } from "@repgate/game/rules/stats";
import type { Db, Queryable, Tx } from "../../db/connect.ts";
import type { DailyPenaltyRow, QuestRow } from "../../db/schema/quests.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { type Emit, inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { findUserById, lockUser } from "../users/repo.ts";
import { debit } from "../wallet/service.ts";
import { scheduleCustomQuestExpiry } from "./custom-expiry.ts";
import {
  beginHunterDay,
  type HunterDay,
  presentHunterDay,
  settledDayChangesAt,
  settledHunterDay,
} from "./day.ts";
import { presentQuest } from "./present.ts";
import * as repo from "./repo.ts";

/** Active quests show daily, weekly, then custom (each newest first, as the repo sorts them). */
const TYPE_ORDER: Record<string, number> = { daily: 0, weekly: 1, custom: 2 };

function isActive(quest: QuestRow, now: Date): boolean {
  return quest.completedAt === null && (quest.expiresAt === null || quest.expiresAt > now);
}

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
 * For reads, which never write: the hunter's day as stored when it has nothing to bring in, and
 * otherwise as it would be once brought in (presentHunterDay: a very first read, or one between
 * a midnight and its job), with the penalties that day would take. The job, or the hunter's
 * next write, stores it.
 */
async function readHunterDay<T>(
  db: Db,
  userId: string,
  now: Date,
  then: (db: Queryable, day: PresentedDay) => Promise<T>,
): Promise<T> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError("unauthenticated", "You are not signed in.");
  const day = await settledHunterDay(db, user, now);
  if (day) return then(db, { ...day, pendingPenalties: [] });
  return then(db, await presentHunterDay(db, user, now));
}

type PresentedDay = Awaited<ReturnType<typeof presentHunterDay>>;

function presentPenalty(
  rows: Pick<DailyPenaltyRow, "xpLost" | "goldLost" | "statsLost">[],
): DailyQuestReply["penalty"] {
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
  return readHunterDay(db, userId, now, async (q, day) =>
    (await shownQuests(q, userId, now, day)).map(presentQuest),
  );
}

async function shownQuests(
  q: Queryable,
  userId: string,
  now: Date,
  day: PresentedDay,
): Promise<QuestRow[]> {
  const { active, completed } = await repo.listQuests(q, userId, now, COMPLETED_SHOWN);
  // Today's daily and this week's weekly as a read presents them before they are stored.
  const toCome = [day.daily, day.weekly].filter(
    (quest): quest is QuestRow =>
      quest !== null && isActive(quest, now) && !active.some((a) => a.id === quest.id),
  );
  const shown = [...toCome, ...active].sort(
    (a, b) => (TYPE_ORDER[a.type] ?? 2) - (TYPE_ORDER[b.type] ?? 2),
  );
  return [...shown, ...completed];
}

/** Today's daily quest and any missed-daily penalty the hunter has not acknowledged. */
export function readDailyQuest(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<DailyQuestReply> {
  return readHunterDay(db, userId, now, (q, day) => dailyReply(q, userId, day));
}

async function dailyReply(q: Queryable, userId: string, day: PresentedDay) {
  const penalties = [...(await repo.unacknowledgedPenalties(q, userId)), ...day.pendingPenalties];
  return {
    quest: day.daily && presentQuest(day.daily),
    penaltyApplied: penalties.length > 0,
    penalty: presentPenalty(penalties),
  };
}

/**
 * A quest read for a hunter the request already loaded, with until when time alone leaves its
 * answer as it is (decision 044): the day's end or a held-back refill, and the first expiry of a
 * quest it shows. A day still to be brought in (between a midnight and its job) is presented
 * anew on every read, so its answer is kept for no time at all.
 */
async function readKeptDay<T>(
  db: Db,
  user: UserRow,
  now: Date,
  answer: (day: PresentedDay) => Promise<{ reply: T; rows: QuestRow[] }>,
): Promise<{ reply: T; validUntil: number }> {
  const settled = await settledHunterDay(db, user, now);
  if (!settled) {
    const { reply } = await answer(await presentHunterDay(db, user, now));
    return { reply, validUntil: now.getTime() };
  }
  const { reply, rows } = await answer({ ...settled, pendingPenalties: [] });
  const expiries = rows.flatMap((quest) =>
    quest.expiresAt && quest.expiresAt > now ? [quest.expiresAt.getTime()] : [],
  );
  return { reply, validUntil: Math.min(settledDayChangesAt(settled), ...expiries) };
}

/** listQuests for the signed-in hunter, with how long its answer holds. */
export function listQuestsOf(db: Db, user: UserRow, now: Date) {
  return readKeptDay(db, user, now, async (day) => {
    const rows = await shownQuests(db, user.id, now, day);
    return { reply: rows.map(presentQuest), rows };
  });
}

/** readDailyQuest for the signed-in hunter, with how long its answer holds. */
export function readDailyQuestOf(db: Db, user: UserRow, now: Date) {
  return readKeptDay(db, user, now, async (day) => ({
    reply: await dailyReply(db, user.id, day),
    rows: day.daily ? [day.daily] : [],
  }));
}

/** This week's weekly quest, created on the week's first read. */
export function readWeeklyQuest(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<Quest> {
  return readHunterDay(db, userId, now, async (_q, day) => presentQuest(day.weekly));
}

/**
 * Closes the penalty dialog for good: stored, so a reload does not show it again. The day is
 * brought in first: the dialog may show penalties a read presented before they were stored.
 */
export function acknowledgePenalty(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<void> {
  return withHunterDay(db, userId, now, async (tx, _day, emit) => {
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
