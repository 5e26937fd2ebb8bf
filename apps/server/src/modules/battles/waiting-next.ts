import { findDungeonTemplate, nextEnemyIndex } from "@repgate/game/content/dungeons";
import { isBattleTimeUp } from "@repgate/game/rules/combat";
import type { Queryable } from "../../db/connect.ts";
import type { BattleRow } from "../../db/schema/battles.ts";
import { findEncounter, findLatestBattle, hasMovementRunSince } from "./repo.ts";

/** A paid victory with another monster after it: the 'Next Enemy Approaching' state. */
export function isWaitingForNext(battle: BattleRow): boolean {
  if (battle.status !== "won" || !battle.paidAt) return false;
  const template = findDungeonTemplate(battle.templateId);
  return template?.type === "combat" && nextEnemyIndex(template, battle.enemyIndex) !== null;
}

/**
 * The hunter's victory whose next monster is waiting, or null: their latest battle, a paid win
 * with another monster after it, no movement run started since (that abandoned the run), and
 * the run's 1800 s not over. No battle is active then (it would be the latest).
 */
export async function findWaitingBattle(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<BattleRow | null> {
  const latest = await findLatestBattle(db, userId);
  if (!latest || !isWaitingForNext(latest)) return null;
  if (isBattleTimeUp(latest.runStartedAt.getTime(), now.getTime())) return null;
  if (await hasMovementRunSince(db, latest)) return null;
  return latest;
}

/** True while the hunter's latest victory waits for its next monster and the run has time. */
export async function hasNextMonsterWaiting(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<boolean> {
  return (await findWaitingBattle(db, userId, now)) !== null;
}

/**
 * When the 'Next Enemy Approaching' rest began: for a party, the moment the shared monster fell
 * (its `slain_at`), so every member counts down the same seconds however late they claimed;
 * for a lone hunter, the claim's payment. Null for a battle not won yet.
 */
export async function restStartedAt(db: Queryable, battle: BattleRow): Promise<Date | null> {
  if (battle.partyEncounterId) {
    const encounter = await findEncounter(db, battle.partyEncounterId);
    if (encounter?.slainAt) return encounter.slainAt;
  }
  return battle.paidAt;
}
