import { type DungeonTemplate, findDungeonTemplate } from "@repgate/game/content/dungeons";
import { getMonster } from "@repgate/game/content/monsters";
import type { Queryable } from "../../db/connect.ts";
import type { BattleRow } from "../../db/schema/battles.ts";
import type { DungeonRow } from "../../db/schema/dungeons.ts";
import type { MovementRunRow } from "../../db/schema/movement.ts";
import type { UserRow } from "../../db/schema/users.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { requireOnboarded } from "../../lib/http/guards/onboarded.ts";
import { lockUser, updateUser } from "../users/repo.ts";
import { expireOverdueRuns } from "./expire.ts";
import { findActiveBattle, findActiveMovementRun, findDungeon } from "./repo.ts";
import { startBattle, startMovementRun } from "./start.ts";

export const IN_BATTLE = "You are already in a battle. Finish it or run away first.";
const ON_RUN = "You are already on a movement run. Finish or abandon it first.";

export interface EnteredRun {
  /** The hunter after entering (in the gate). */
  hunter: UserRow;
  dungeon: DungeonRow;
  template: DungeonTemplate;
  /** The first battle of a combat dungeon, else null. */
  battle: BattleRow | null;
  /** The run of a movement dungeon, else null. */
  movementRun: MovementRunRow | null;
}

/**
 * Enters a gate: a combat dungeon starts the battle with its first monster (and the run's
 * 30-minute timer), a movement dungeon starts a run. One at a time per hunter: the hunter's
 * row lock serialises concurrent entries, and unique indexes on active battles and runs back
 * it up. Whatever run the hunter left behind past its time is settled first. Runs in the
 * caller's transaction; announces the run and the hunter as changed.
 */
export async function enterRun(
  tx: Queryable,
  emit: Emit,
  { userId, dungeonId, now }: { userId: string; dungeonId: string; now: Date },
): Promise<EnteredRun> {
  const locked = await lockUser(tx, userId);
  if (!locked) throw new AppError("not_found", "Your account no longer exists.");
  requireOnboarded(locked);
  const user = await expireOverdueRuns(tx, emit, locked, now);
  if (await findActiveBattle(tx, userId)) throw new AppError("conflict", IN_BATTLE);
  if (await findActiveMovementRun(tx, userId)) throw new AppError("conflict", ON_RUN);
  const dungeon = await findDungeon(tx, dungeonId);
  const template = dungeon && findDungeonTemplate(dungeon.templateId);
  if (!dungeon || !template) throw new AppError("not_found", "That dungeon does not exist.");
  if (dungeon.expiresAt <= now) throw new AppError("conflict", "This dungeon has expired.");
  if (dungeon.spawnsAt > now) throw new AppError("conflict", "This gate has not opened yet.");
  const hunter = (await updateUser(tx, userId, { inDungeon: true })) ?? user;
  // In a gate now (the home screen shows it): announced like leaving one (leave.ts).
  emit({ type: "hunterChanged", userId });
  const entered = { hunter, dungeon, template, battle: null, movementRun: null };
  if (template.type === "movement") {
    const movementRun = await startMovementRun(tx, emit, { userId, dungeonId, template, now });
    return { ...entered, movementRun };
  }
  const first = getMonster(template.enemySequence[0] as string);
  const battle = await startBattle(tx, emit, {
    userId,
    dungeonId,
    template,
    enemyIndex: 0,
    runStartedAt: now,
    now,
    intro: enteredLine(template.name, first.name),
  });
  return { ...entered, battle };
}

/** A run's first line; `dungeon` and `monster` are game-table words (docs/i18n.md). */
function enteredLine(dungeon: string, monster: string): string {
  return `You entered ${dungeon}. ${monster} appears!`;
}
