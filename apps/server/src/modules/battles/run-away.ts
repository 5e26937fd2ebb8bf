import type { RunAwayReply } from "@repgate/contracts/battles";
import { isBattleTimeUp } from "@repgate/game/rules/combat";
import { applyHunterDamage, attemptRunAway } from "@repgate/game/rules/monster-turn";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { updateUser } from "../users/repo.ts";
import { logLine, TIME_UP_MESSAGE, withLines } from "./battle-log.ts";
import { lockActiveBattle, refuseSlainMonster } from "./context.ts";
import { defeatInBattle } from "./defeat.ts";
import { fleeBattle } from "./leave.ts";
import { updateBattle } from "./repo.ts";

/**
 * Run Away: one roll. Escaping ends the battle and the run with no rewards for this monster;
 * failing costs a certain hit ('Failed to Escape!'), which can defeat the hunter. Announces the
 * run as changed, and the hunter when the hit changed their HP.
 */
export function runAway(
  db: Db,
  random: () => number,
  input: { userId: string; battleId: string; now: Date },
): Promise<RunAwayReply> {
  return inTransaction(db, async (tx, emit) => {
    const ctx = await lockActiveBattle(tx, input);
    const { user, battle, loadout, now } = ctx;
    refuseSlainMonster(battle);
    if (isBattleTimeUp(battle.runStartedAt.getTime(), now.getTime())) {
      const after = await defeatInBattle(tx, emit, { user, battle, now, cause: "time" });
      return reply(false, TIME_UP_MESSAGE, 0, true, after.user.playerCurrentHP, true);
    }
    const outcome = attemptRunAway(
      {
        monster: {
          level: battle.monsterLevel,
          attack: battle.monsterAttack,
          isBoss: battle.isBoss,
        },
        hunter: loadout.guard,
      },
      random(),
    );
    const monster = battle.monsterName;
    if (outcome.success) {
      const text = `You escaped from ${monster}. No rewards this time.`;
      await fleeBattle(tx, emit, { user, battle, now, text });
      return reply(true, text, 0, false, user.playerCurrentHP);
    }
    const damage = outcome.monsterDamage;
    const text = `Failed to Escape! ${monster} attacks while you are distracted for ${damage} damage.`;
    const lines = [logLine("escape", "You try to run away...", now), logLine("counter", text, now)];
    const health = applyHunterDamage(
      {
        currentHP: user.playerCurrentHP,
        maxHP: user.playerMaxHP,
        timesDefeated: user.timesDefeated,
      },
      damage,
    );
    if (health.defeated) {
      const after = await defeatInBattle(tx, emit, { user, battle, now, cause: "hp", lines });
      return reply(false, `${text} Defeat!`, damage, true, after.user.playerCurrentHP);
    }
    await updateBattle(tx, battle.id, { log: withLines(battle.log, lines) });
    await updateUser(tx, user.id, { playerCurrentHP: health.currentHP });
    emit({ type: "runChanged", userId: user.id });
    emit({ type: "hunterChanged", userId: user.id });
    return reply(false, text, damage, false, health.currentHP);
  });
}

function reply(
  success: boolean,
  message: string,
  monsterDamage: number,
  playerDefeated: boolean,
  playerCurrentHP: number,
  timeUp = false,
): RunAwayReply {
  return { success, message, monsterDamage, playerDefeated, timeUp, playerCurrentHP };
}
