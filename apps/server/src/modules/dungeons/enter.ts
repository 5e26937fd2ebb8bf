import type { EnterDungeonReply } from "@repgate/contracts/battles";
import { findDungeonTemplate } from "@repgate/game/dungeons";
import { getMonster } from "@repgate/game/monsters";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../lib/errors.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import { loadLoadout } from "../battles/loadout.ts";
import { startBattle } from "../battles/new-battle.ts";
import { presentBattle } from "../battles/present.ts";
import { findActiveBattle } from "../battles/repo.ts";
import { presentRun } from "../movement/present.ts";
import { findActiveRun } from "../movement/repo.ts";
import { startMovementRun } from "../movement/start.ts";
import { requireOnboarded } from "../users/onboarded.ts";
import { lockUser, updateUser } from "../users/repo.ts";
import { settleOverdueRuns } from "./overdue.ts";
import { presentDungeon } from "./present.ts";
import { findDungeon } from "./repo.ts";

export const IN_BATTLE = "You are already in a battle. Finish it or run away first.";
export const ON_RUN = "You are already on a movement run. Finish or abandon it first.";

/**
 * Enters a gate: a combat dungeon starts the battle with its first monster (and the run's
 * 30-minute timer), a movement dungeon starts a run. One at a time per hunter: the hunter's
 * row lock serialises concurrent entries, and unique indexes on active battles and runs back
 * it up. Whatever run the hunter left behind past its time is settled first.
 */
export async function enterDungeon(
  db: Db,
  { userId, dungeonId, now }: { userId: string; dungeonId: string; now: Date },
): Promise<EnterDungeonReply> {
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockUser(tx, userId);
      if (!locked) throw new AppError("not_found", "Your account no longer exists.");
      requireOnboarded(locked);
      const user = await settleOverdueRuns(tx, locked, now);
      if (await findActiveBattle(tx, userId)) throw new AppError("conflict", IN_BATTLE);
      if (await findActiveRun(tx, userId)) throw new AppError("conflict", ON_RUN);
      const dungeon = await findDungeon(tx, dungeonId);
      const template = dungeon && findDungeonTemplate(dungeon.templateId);
      if (!dungeon || !template) throw new AppError("not_found", "That dungeon does not exist.");
      if (dungeon.expiresAt <= now) throw new AppError("conflict", "This dungeon has expired.");
      if (dungeon.spawnsAt > now) throw new AppError("conflict", "This gate has not opened yet.");
      const hunter = (await updateUser(tx, userId, { inDungeon: true })) ?? user;
      const base = {
        message: `You entered ${template.name}.`,
        dungeon: presentDungeon(dungeon, template),
      };
      if (template.type === "movement") {
        const run = await startMovementRun(tx, { userId, dungeonId, template, now });
        return { ...base, monsterName: null, battle: null, movementRun: presentRun(run, now) };
      }
      const first = getMonster(template.enemySequence[0] as string);
      const battle = await startBattle(tx, {
        userId,
        dungeonId,
        template,
        enemyIndex: 0,
        runStartedAt: now,
        now,
        intro: `You entered ${template.name}. ${first.name} appears!`,
      });
      const loadout = await loadLoadout(tx, hunter);
      return {
        ...base,
        monsterName: first.name,
        battle: presentBattle(battle, { user: hunter, loadout, now }),
        movementRun: null,
      };
    });
  } catch (error) {
    // The row lock makes this unreachable in practice; the unique indexes are the backstop.
    if (isUniqueViolation(error)) throw new AppError("conflict", IN_BATTLE);
    throw error;
  }
}
