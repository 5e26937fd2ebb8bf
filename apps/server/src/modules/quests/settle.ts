import type { TaskUpdateReply } from "@repgate/contracts/quests";
import { NO_UNLOCKS } from "@repgate/contracts/unlocks";
import { judgeCompletion } from "@repgate/game/rules/cheat-rule";
import { applyPenalty, CHEATING_PENALTY } from "@repgate/game/rules/penalties";
import { applyXpGain } from "@repgate/game/rules/rewards";
import { STAT_NAMES } from "@repgate/game/rules/stats";
import type { Db, Tx } from "../../db/connect.ts";
import type { QuestRow, StoredRequirements } from "../../db/schema/quests.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { type Emit, inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { unlockEarned } from "../achievements/service.ts";
import { recordProgress } from "../leaderboard/progress.ts";
import { notify } from "../notifications/service.ts";
import { addToCounters, lockUser, updateUser } from "../users/repo.ts";
import { capEnergy, credit, debitChecked } from "../wallet/service.ts";
import { beginHunterDay, settledHunterDay } from "./day.ts";
import { presentQuest } from "./present.ts";
import * as repo from "./repo.ts";

const QUEST_NOT_FOUND = "That quest does not exist.";
export const COMPLETED_LOCKED = "This quest is completed and locked.";
export const EXPIRED_LOCKED = "This quest has expired and is locked.";

export function allDone(requirements: StoredRequirements): boolean {
  return requirements.sections.every((s) => s.tasks.every((t) => t.completed));
}

export function isExpired(quest: QuestRow, now: Date): boolean {
  return quest.expiresAt !== null && now.getTime() >= quest.expiresAt.getTime();
}

/** A reply for a quest that this request did not settle (nothing paid now). */
export function unchangedReply(quest: QuestRow, user: Pick<UserRow, "level">): TaskUpdateReply {
  return {
    quest: presentQuest(quest),
    isCompleted: quest.completedAt !== null,
    rewards: null,
    cheatingDetected: quest.cheatingDetected,
    cheatingReason: quest.cheatingReason,
    levelsGained: 0,
    previousLevel: user.level,
    newLevel: user.level,
    unlocks: NO_UNLOCKS,
  };
}

/**
 * The hunter (locked, their day brought in first) and their quest (locked). Reads only present
 * a day that is due (a first read, a read between a midnight and its job); a tick on the daily
 * such a read showed is the write that stores it, so the quest exists by the time it is looked up.
 */
export async function lockOwnQuest(tx: Tx, emit: Emit, userId: string, questId: string, now: Date) {
  const locked = await lockUser(tx, userId);
  if (!locked) throw new AppError("not_found", QUEST_NOT_FOUND);
  const user = (await settledHunterDay(tx, locked, now))
    ? locked
    : (await beginHunterDay(tx, emit, locked, now)).user;
  const quest = await repo.lockQuest(tx, userId, questId);
  if (!quest) throw new AppError("not_found", QUEST_NOT_FOUND);
  return { user, quest };
}

/**
 * Ticks or unticks one task of the hunter's own quest. Ticking the last one completes the
 * quest and settles it in the same transaction. Completed and expired quests are locked
 * (409), except that repeating the very tick a completed quest already has answers 200 with
 * nothing paid, so a retried or duplicated final tick is harmless.
 */
export function updateTask(
  db: Db,
  args: {
    userId: string;
    questId: string;
    sectionIndex: number;
    taskIndex: number;
    completed: boolean;
    now: Date;
  },
): Promise<TaskUpdateReply> {
  const { userId, questId, sectionIndex, taskIndex, completed, now } = args;
  return inTransaction(db, async (tx, emit) => {
    const { user, quest } = await lockOwnQuest(tx, emit, userId, questId, now);
    const section = quest.requirements.sections[sectionIndex];
    if (!section) {
      throw new AppError(
        "bad_request",
        `sectionIndex ${sectionIndex} is out of range: this quest has ${quest.requirements.sections.length} sections.`,
      );
    }
    const task = section.tasks[taskIndex];
    if (!task) {
      throw new AppError(
        "bad_request",
        `taskIndex ${taskIndex} is out of range: ${section.name} has ${section.tasks.length} tasks.`,
      );
    }
    if (quest.completedAt) {
      if (task.completed === completed) return unchangedReply(quest, user);
      throw new AppError("conflict", COMPLETED_LOCKED);
    }
    if (isExpired(quest, now)) throw new AppError("conflict", EXPIRED_LOCKED);
    if (task.completed === completed) return unchangedReply(quest, user);

    const requirements: StoredRequirements = {
      sections: quest.requirements.sections.map((s, si) => ({
        ...s,
        tasks: s.tasks.map((t, ti) =>
          // A tick by hand is not a count: the task no longer says "counted".
          si === sectionIndex && ti === taskIndex ? { ...t, completed, counted: false } : t,
        ),
      })),
    };
    const saved = await repo.saveRequirements(tx, quest.id, requirements);
    emit({ type: "questsChanged", userId });
    if (!allDone(requirements)) return unchangedReply(saved, user);
    return settle(tx, emit, user, saved, now);
  });
}

/**
 * POST /api/quests/{id}/complete: completes a quest whose tasks are all done, through the same
 * settlement as the last tick. A quest already settled answers 200 with nothing paid again.
 */
export function completeQuest(
  db: Db,
  { userId, questId, now }: { userId: string; questId: string; now: Date },
): Promise<TaskUpdateReply> {
  return inTransaction(db, async (tx, emit) => {
    const { user, quest } = await lockOwnQuest(tx, emit, userId, questId, now);
    if (quest.settledAt) return unchangedReply(quest, user);
    if (isExpired(quest, now)) throw new AppError("conflict", EXPIRED_LOCKED);
    if (!allDone(quest.requirements)) {
      throw new AppError("conflict", "Finish every task before completing this quest.");
    }
    return settle(tx, emit, user, quest, now);
  });
}

/**
 * Pays a finished quest once: the guarded `settled_at IS NULL` update decides. An honest
 * completion pays XP (with level-ups), gold, the stats map and questsCompleted + 1, and tells
 * the hunter; one faster than the cheat rule allows takes the cheating penalty instead.
 */
export async function settle(
  tx: Tx,
  emit: Emit,
  user: UserRow,
  quest: QuestRow,
  now: Date,
): Promise<TaskUpdateReply> {
  const tasks = quest.requirements.sections.flatMap((s) => s.tasks);
  // The clock runs from when the quest was issued to this hunter, not from its period's start:
  // a daily first read at 10:00 (or a hunter who signed up then) has had no time before 10:00.
  const issuedAt = quest.createdAt > quest.startedAt ? quest.createdAt : quest.startedAt;
  const verdict = judgeCompletion(tasks, issuedAt, now);

  if (verdict.cheating) {
    const settled = await repo.settleQuest(tx, quest.id, {
      now,
      cheatingDetected: true,
      cheatingReason: verdict.reason,
      levelsGained: 0,
    });
    if (!settled) return unchangedReply(quest, user);
    const { after, lost } = applyPenalty(user, CHEATING_PENALTY);
    const { gold: _takenByTheWallet, ...xpAndStats } = after;
    const lowered = await updateUser(tx, user.id, xpAndStats);
    // Endurance fell by a point: energy above the new maximum is taken back.
    if (lowered) await capEnergy(tx, emit, lowered);
    // The penalty never takes more than the locked hunter has (its floor is 0 gold).
    await debitChecked(tx, emit, "gold", {
      userId: user.id,
      amount: lost.gold,
      reason: "cheating_penalty",
      reference: quest.id,
    });
    emit({ type: "hunterChanged", userId: user.id });
    emit({ type: "questsChanged", userId: user.id });
    return {
      ...unchangedReply(settled, user),
      cheatingDetected: true,
      cheatingReason: verdict.reason,
    };
  }

  const progress = applyXpGain(user, quest.rewards.xp);
  const settled = await repo.settleQuest(tx, quest.id, {
    now,
    cheatingDetected: false,
    cheatingReason: null,
    levelsGained: progress.levelsGained,
  });
  if (!settled) return unchangedReply(quest, user);
  const statGains = Object.fromEntries(
    STAT_NAMES.map((name) => [name, quest.rewards.stats[name] ?? 0]),
  );
  await addToCounters(
    tx,
    user.id,
    { questsCompleted: 1, ...statGains },
    { level: progress.level, currentXP: progress.currentXP, totalXP: progress.totalXP },
  );
  await recordProgress(tx, user.id, { xp: progress.totalXP - user.totalXP }, now);
  await credit(tx, emit, "gold", {
    userId: user.id,
    amount: quest.rewards.gold,
    reason: "quest_reward",
    reference: quest.id,
  });
  emit({ type: "hunterChanged", userId: user.id });
  emit({ type: "questsChanged", userId: user.id });
  await notify(tx, emit, user.id, {
    type: "quest_complete",
    title: "Quest Complete!",
    message: completedMessage(quest.name, quest.rewards),
    data: { questId: quest.id },
    createdAt: now,
  });
  const unlocks = await unlockEarned(tx, emit, user.id, now);
  return {
    quest: presentQuest(settled),
    isCompleted: true,
    rewards: quest.rewards,
    cheatingDetected: false,
    cheatingReason: null,
    levelsGained: progress.levelsGained,
    previousLevel: user.level,
    newLevel: progress.level,
    unlocks,
  };
}

/** Names the quest as `{quest}`, so a reader sees its name in their language (lib/i18n/translate.ts). */
function completedMessage(quest: string, rewards: { xp: number; gold: number }): string {
  return `${quest} complete: +${rewards.xp} XP, +${rewards.gold} gold.`;
}
