import type { AssessmentReply, HunterClassDto } from "@repgate/contracts/onboarding";
import type { ClassName } from "@repgate/game/content/classes";
import { type AssessmentAnswers, scoreAssessment } from "@repgate/game/rules/assessment";
import { onboardingStep } from "@repgate/game/rules/onboarding";
import { rankUpOf } from "@repgate/game/rules/ranks";
import type { Db, Queryable } from "../../db/connect.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { scheduleHunterDay } from "../../jobs/hunter-day.ts";
import { AppError } from "../../lib/http/errors.ts";
import { unlockEarned } from "../achievements/service.ts";
import {
  findUserById,
  lockUser,
  markProfileComplete,
  saveAssessment,
  saveClassOnce,
  updateUser,
} from "../users/repo.ts";
import { capEnergy } from "../wallet/service.ts";
import * as repo from "./repo.ts";

/**
 * The step that finishes the awakening (the profile or the class, whichever comes last) queues
 * the hunter's first game day, due at once: the job begins it (pardoned, docs/game-rules/quests.md),
 * so no quest read has to. A reawakened hunter's days go on as they were.
 */
async function beginFirstDayOnceDone(tx: Queryable, row: UserRow, now: Date): Promise<void> {
  if (row.dailyCheckedOn === null && onboardingStep(row) === "done") {
    await scheduleHunterDay(tx, { userId: row.id, dueAt: now });
  }
}

/** Accepts the Player qualification (the first onboarding step); null if the hunter is gone. */
export function acceptPlayer(db: Db, userId: string): Promise<UserRow | null> {
  return inTransaction(db, async (tx, emit) => {
    const row = await updateUser(tx, userId, { hasAcceptedPlayer: true });
    if (row) emit({ type: "hunterChanged", userId });
    return row;
  });
}

/**
 * Scores the raw answers and sets rank and starting stats. Whatever rank or stats the client
 * declared are ignored. Allowed once per awakening: the update only matches a hunter who has
 * accepted and has no finished assessment, so concurrent submissions settle once. Says what it
 * unlocked, and a reawakening's rank raised above the E it reset to (docs/game-rules/onboarding.md).
 */
export function completeAssessment(
  db: Db,
  userId: string,
  answers: AssessmentAnswers,
): Promise<AssessmentReply> {
  const result = scoreAssessment(answers);
  return inTransaction(db, async (tx, emit) => {
    // Locked first: the rank held before the update is the Rank Up window's "from".
    const before = await lockUser(tx, userId);
    const row = await saveAssessment(tx, userId, result);
    if (!row || !before) return explainRefusedAssessment(tx, userId);
    // The assessed endurance may hold less energy than the sign-up default.
    await capEnergy(tx, emit, row);
    const unlocks = await unlockEarned(tx, emit, userId);
    emit({ type: "hunterChanged", userId });
    const isReawaken = row.assessmentsCompleted > 1;
    return {
      ...result,
      isReawaken,
      rankUp: isReawaken ? rankUpOf(before.rank, result.rank) : null,
      unlocks,
    };
  });
}

async function explainRefusedAssessment(db: Queryable, userId: string): Promise<never> {
  const user = await findUserById(db, userId);
  if (user && !user.hasAcceptedPlayer) {
    throw new AppError("conflict", "Accept the Player qualification before the assessment.");
  }
  throw new AppError("conflict", "You have already completed the assessment.");
}

/** The classes a hunter may choose from, from the reference table. */
export async function listClasses(db: Db): Promise<HunterClassDto[]> {
  const rows = await repo.listHunterClasses(db);
  return rows.map((row) => ({
    ...row,
    name: row.name as HunterClassDto["name"],
    primaryStats: row.primaryStats as HunterClassDto["primaryStats"],
  }));
}

/** Sets the hunter's class once, after the assessment; nobody can choose for someone else. */
export async function assignClass(
  db: Db,
  actorId: string,
  targetId: string,
  className: ClassName,
  now: Date,
): Promise<UserRow> {
  if (actorId !== targetId) throw new AppError("forbidden", "You can only choose your own class.");
  return inTransaction(db, async (tx, emit) => {
    const row = await saveClassOnce(tx, actorId, className);
    if (row) {
      await beginFirstDayOnceDone(tx, row, now);
      emit({ type: "hunterChanged", userId: actorId });
      return row;
    }
    const user = await findUserById(tx, actorId);
    if (user && !user.hasCompletedAssessment) {
      throw new AppError("conflict", "Complete the assessment before choosing a class.");
    }
    throw new AppError("conflict", "You have already chosen a class.");
  });
}

/** Marks the profile step done; only after the assessment. */
export function completeProfile(db: Db, userId: string, now: Date): Promise<UserRow> {
  return inTransaction(db, async (tx, emit) => {
    const row = await markProfileComplete(tx, userId);
    if (!row) throw new AppError("conflict", "Complete the assessment before your profile.");
    await beginFirstDayOnceDone(tx, row, now);
    emit({ type: "hunterChanged", userId });
    return row;
  });
}
