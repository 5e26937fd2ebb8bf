import type { HunterClassDto } from "@repgate/contracts/onboarding";
import { type AssessmentAnswers, scoreAssessment } from "@repgate/game/assessment";
import type { ClassName } from "@repgate/game/classes";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { type UserRow, users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/errors.ts";
import { findUserById, updateUser } from "../users/repo.ts";
import * as repo from "./repo.ts";

export function acceptPlayer(db: Db, userId: string): Promise<UserRow | null> {
  return updateUser(db, userId, { hasAcceptedPlayer: true });
}

/**
 * Scores the raw answers and sets rank and starting stats. Whatever rank or stats the client
 * declared are ignored. Allowed once per awakening: the update only matches a hunter who has
 * accepted and has no finished assessment, so concurrent submissions settle once.
 */
export async function completeAssessment(db: Db, userId: string, answers: AssessmentAnswers) {
  const result = scoreAssessment(answers);
  const row = await updateUser(
    db,
    userId,
    {
      ...result.stats,
      rank: result.rank,
      hasCompletedAssessment: true,
      assessmentsCompleted: sql`${users.assessmentsCompleted} + 1`,
    },
    sql`${users.hasAcceptedPlayer} AND NOT ${users.hasCompletedAssessment}`,
  );
  if (!row) await explainRefusedAssessment(db, userId);
  return { ...result, isReawaken: (row?.assessmentsCompleted ?? 0) > 1 };
}

async function explainRefusedAssessment(db: Db, userId: string): Promise<never> {
  const user = await findUserById(db, userId);
  if (user && !user.hasAcceptedPlayer) {
    throw new AppError("conflict", "Accept the Player qualification before the assessment.");
  }
  throw new AppError("conflict", "You have already completed the assessment.");
}

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
): Promise<UserRow> {
  if (actorId !== targetId) throw new AppError("forbidden", "You can only choose your own class.");
  const row = await updateUser(
    db,
    actorId,
    { userClass: className },
    sql`${users.hasCompletedAssessment} AND ${users.userClass} IS NULL`,
  );
  if (row) return row;
  const user = await findUserById(db, actorId);
  if (user && !user.hasCompletedAssessment) {
    throw new AppError("conflict", "Complete the assessment before choosing a class.");
  }
  throw new AppError("conflict", "You have already chosen a class.");
}

export async function completeProfile(db: Db, userId: string): Promise<UserRow> {
  const row = await updateUser(
    db,
    userId,
    { hasCompletedProfile: true },
    sql`${users.hasCompletedAssessment}`,
  );
  if (!row) throw new AppError("conflict", "Complete the assessment before your profile.");
  return row;
}
