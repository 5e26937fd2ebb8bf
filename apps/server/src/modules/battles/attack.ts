import type { AttackReply } from "@repgate/contracts/battles";
import {
  type AttackKind,
  attackDamage,
  findAttack,
  isBattleTimeUp,
} from "@repgate/game/rules/combat";
import { rollCritical } from "@repgate/game/rules/critical-hit";
import { applyBuffToAttack, type BattleBuff } from "@repgate/game/rules/magic";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { logLine } from "./battle-log.ts";
import { lockActiveBattle, refuseSlainMonster, requireHumanPace } from "./context.ts";
import { hitLine } from "./hit-line.ts";
import { resolveAction, resolveTimeUp } from "./resolve-action.ts";

export interface AttackInput {
  userId: string;
  battleId: string;
  attack: AttackKind;
  reps: number;
  now: Date;
}

/**
 * One attack of the combat menu. The server looks the attack up in the hunter's attack set
 * (equipped weapon or unarmed), computes damage and XP from the hunter's own stats, weapon
 * and class, and ignores every number the client claims. Announces the run as changed, and the
 * hunter when their HP did.
 */
export function attackBattle(
  db: Db,
  random: () => number,
  input: AttackInput,
): Promise<AttackReply> {
  return inTransaction(db, async (tx, emit) => {
    const ctx = await lockActiveBattle(tx, input);
    const { battle, loadout, now } = ctx;
    const attack = findAttack(loadout.attackSet, input.attack);
    if (input.reps !== attack.reps) {
      throw new AppError(
        "bad_request",
        `${attack.name} takes ${attack.reps} reps, not ${input.reps}.`,
      );
    }
    refuseSlainMonster(battle);
    if (isBattleTimeUp(battle.runStartedAt.getTime(), now.getTime())) {
      return resolveTimeUp(tx, emit, ctx);
    }
    requireHumanPace(battle, input.reps, now);

    const base = attackDamage({
      stats: loadout.stats,
      weaponStats: loadout.weaponStats,
      attack,
      classDamageBonus: loadout.classBonus,
    });
    // The critical roll is the action's first draw; the monster's answer draws after it.
    const hit = rollCritical(base, loadout.perception, random);
    const boosted = applyBuffToAttack(hit.damage, battle.buff as BattleBuff | null);
    const text = hitLine({
      name: attack.name,
      monster: battle.monsterName,
      damage: boosted.damage,
      critical: hit.critical,
      berserk: battle.buff === "berserk",
    });
    return resolveAction(
      tx,
      emit,
      ctx,
      {
        reps: input.reps,
        damage: boosted.damage,
        critical: hit.critical,
        healing: 0,
        buff: boosted.buff,
        skillUsed: battle.skillUsed,
        monsterMayCounter: true,
        lines: [logLine("attack", text, now)],
        message: text,
      },
      random,
    );
  });
}
