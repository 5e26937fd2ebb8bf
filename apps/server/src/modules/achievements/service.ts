import type { Achievement } from "@repgate/contracts/profiles";
import { NO_UNLOCKS, type Unlocks } from "@repgate/contracts/unlocks";
import { ACHIEVEMENTS, earnedAchievements, earnedTitles } from "@repgate/game/rules/achievements";
import type { Queryable, Tx } from "../../db/connect.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { notify } from "../notifications/service.ts";
import { addTitles, findUserById } from "../users/repo.ts";
import * as repo from "./repo.ts";

/**
 * Unlocks whatever the hunter has now earned and not yet unlocked: achievements (each once, by
 * the primary key; a notification for each new one) and titles (added to unlockedTitles). Call
 * it in the transaction of what may have earned them, after the hunter's row was updated:
 * quest settlement, dungeon and battle payment, the assessment. Returns what it unlocked, for
 * the paying reply's System windows.
 */
export async function unlockEarned(
  tx: Tx,
  emit: Emit,
  userId: string,
  now?: Date,
): Promise<Unlocks> {
  const user = await findUserById(tx, userId);
  if (!user) return NO_UNLOCKS;
  const earned = earnedAchievements(user);
  const unlocked = await repo.insertAchievements(tx, userId, earned, now);
  const achievements: Unlocks["achievements"] = [];
  for (const achievementId of unlocked) {
    const achievement = ACHIEVEMENTS.find((a) => a.id === achievementId);
    if (!achievement) continue;
    achievements.push({
      id: achievement.id,
      name: achievement.name,
      description: achievement.description,
    });
    await notify(tx, emit, userId, {
      type: "achievement",
      title: "Achievement Unlocked!",
      message: `${achievement.name}: ${achievement.description}`,
      data: { achievementId },
      ...(now ? { createdAt: now } : {}),
    });
  }
  const newTitles = earnedTitles(user).filter((t) => !user.unlockedTitles.includes(t));
  if (newTitles.length > 0) {
    await addTitles(tx, userId, newTitles);
    emit({ type: "hunterChanged", userId });
  }
  return { achievements, titles: newTitles };
}

/** Every achievement with its unlock time (null while locked), in the spec's order. */
export async function achievementsOf(db: Queryable, userId: string): Promise<Achievement[]> {
  const rows = await repo.listAchievements(db, userId);
  const at = new Map(rows.map((r) => [r.achievementId, r.unlockedAt.toISOString()]));
  return ACHIEVEMENTS.map((a) => ({ ...a, unlockedAt: at.get(a.id) ?? null }));
}
