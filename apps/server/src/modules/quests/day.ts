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
import { updateUser } from "../users/repo.ts";
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
 * once (unique per hunter, type and period). The caller holds the hunter's row lock.
 */
export async function beginHunterDay(tx: Tx, locked: UserRow, now: Date): Promise<HunterDay> {
  let user = locked;
  const timeZone = timeZoneOf(user);
  const today = localDateOf(now, timeZone);
  const changes: Parameters<typeof updateUser>[2] = {};

  if (user.energyRefilledOn === null || user.energyRefilledOn < today) {
    changes.currentEnergy = maxEnergy(user);
    changes.energyRefilledOn = today;
  }

  if (user.dailyCheckedOn === null || user.dailyCheckedOn < today) {
    Object.assign(changes, await punishMissedDays(tx, user, timeZone, today, now));
    changes.dailyCheckedOn = today;
  }

  if (Object.keys(changes).length > 0) {
    user = (await updateUser(tx, user.id, changes)) ?? user;
  }

  const standing = { rank: user.rank as Rank, level: user.level };
  await repo.insertPeriodQuest(
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
  await repo.insertPeriodQuest(
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
  const daily = await repo.findPeriodQuest(tx, user.id, "daily", today);
  const weekly = await repo.findPeriodQuest(tx, user.id, "weekly", week.key);
  if (!daily || !weekly) throw new Error("period quest missing after insert");
  return { user, today, timeZone, daily, weekly };
}

/**
 * One missed-daily penalty per local day, from the later of the join day and the last checked
 * day up to yesterday, for each day whose daily quest was not completed. The join day counts
 * only if its daily was issued (a hunter who signs up at 23:50 and never saw it is spared).
 */
async function punishMissedDays(
  tx: Tx,
  user: UserRow,
  timeZone: string,
  today: string,
  now: Date,
): Promise<Partial<UserRow>> {
  const joinDay = localDateOf(user.createdAt, timeZone);
  let from = user.dailyCheckedOn && user.dailyCheckedOn > joinDay ? user.dailyCheckedOn : joinDay;
  const earliest = addDays(today, -PENALTY_LOOKBACK_DAYS);
  if (from < earliest) from = earliest;
  const to = addDays(today, -1);
  if (from > to) return {};

  const days: string[] = [];
  for (let i = 0; i <= daysBetween(from, to); i += 1) days.push(addDays(from, i));
  const { issued, completed } = await repo.dailyRecord(tx, user.id, from, to);
  const punished = await repo.penalisedDates(tx, user.id, days);
  const missed = days.filter(
    (day) => !completed.has(day) && !punished.has(day) && (day !== joinDay || issued.has(day)),
  );
  if (missed.length === 0) return {};

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
  const stats = Object.fromEntries(STAT_NAMES.map((name) => [name, state[name]]));
  return { currentXP: state.currentXP, gold: state.gold, ...stats };
}
