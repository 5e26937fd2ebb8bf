import type { EnterDungeonReply } from "@repgate/contracts/battles";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { isUniqueViolation } from "../../lib/http/pg-errors.ts";
import { enterRun, IN_BATTLE } from "../battles/enter.ts";
import { loadLoadout } from "../battles/loadout.ts";
import { presentBattle } from "../battles/present.ts";
import { presentRun } from "../movement/present.ts";
import { storePlannedGate } from "./planned-gates.ts";
import { presentDungeon } from "./present.ts";

const ONE_ACTIVE = ["battles_one_active_per_user", "movement_runs_one_active_per_user"];

/**
 * POST /api/dungeons/:id/enter: the battle module enters the gate (one run at a time, whatever
 * was left overdue settled first); this answers with the gate and the battle or run it began.
 */
export async function enterDungeon(
  db: Db,
  { userId, dungeonId, now }: { userId: string; dungeonId: string; now: Date },
): Promise<EnterDungeonReply> {
  try {
    return await inTransaction(db, async (tx, emit) => {
      await storePlannedGate(tx, dungeonId, now);
      const {
        hunter,
        dungeon: gate,
        template,
        battle,
        movementRun,
      } = await enterRun(tx, emit, {
        userId,
        dungeonId,
        now,
      });
      // The dungeon's table name, as {dungeon} in the message so each language names it.
      const dungeon = template.name;
      const base = {
        message: `You entered ${dungeon}.`,
        dungeon: presentDungeon(gate, template),
      };
      if (movementRun) {
        return {
          ...base,
          monsterName: null,
          battle: null,
          movementRun: presentRun(movementRun, now),
        };
      }
      if (!battle) throw new Error("entering a combat gate started no battle");
      const loadout = await loadLoadout(tx, hunter);
      return {
        ...base,
        monsterName: battle.monsterName,
        battle: presentBattle(battle, { user: hunter, loadout, now }),
        movementRun: null,
      };
    });
  } catch (error) {
    // The row lock makes this unreachable in practice; the one-active indexes are the backstop.
    // Any other unique violation is a bug, and must not pass for "already in a battle".
    if (ONE_ACTIVE.some((index) => isUniqueViolation(error, index))) {
      throw new AppError("conflict", IN_BATTLE);
    }
    throw error;
  }
}
