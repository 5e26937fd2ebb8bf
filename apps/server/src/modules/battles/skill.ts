import type { SkillReply } from "@repgate/contracts/battles";
import { isBattleTimeUp } from "@repgate/game/rules/combat";
import { type CriticalOutcome, rollCritical } from "@repgate/game/rules/critical-hit";
import {
  type BattleBuff,
  resolveSkill,
  type SkillResult,
  skillFor,
} from "@repgate/game/rules/magic";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { logLine } from "./battle-log.ts";
import { lockActiveBattle, refuseSlainMonster, requireHumanPace } from "./context.ts";
import { hitLine } from "./hit-line.ts";
import { resolveAction, resolveTimeUp } from "./resolve-action.ts";
import { wrongReps } from "./wrong-reps.ts";

/**
 * The Magic menu: the hunter's class skill, once per battle (per monster), cast with reps
 * under the pace rule like an attack. Rules in packages/game/src/rules/magic.ts. Announces the
 * run as changed, and the hunter when their HP did.
 */
export function castSkill(
  db: Db,
  random: () => number,
  input: { userId: string; battleId: string; reps: number; now: Date },
): Promise<SkillReply> {
  return inTransaction(db, async (tx, emit) => {
    const ctx = await lockActiveBattle(tx, input);
    const { battle, loadout, user, now } = ctx;
    if (!loadout.className) throw new AppError("conflict", "Choose a class to use magic.");
    const skill = skillFor(loadout.className);
    if (input.reps !== skill.reps) {
      throw new AppError("bad_request", wrongReps(skill.name, skill.reps, input.reps));
    }
    if (battle.skillUsed) {
      throw new AppError("conflict", alreadyUsed(skill.name));
    }
    refuseSlainMonster(battle);
    if (isBattleTimeUp(battle.runStartedAt.getTime(), now.getTime())) {
      return { ...(await resolveTimeUp(tx, emit, ctx)), skillName: skill.name, healing: 0 };
    }
    requireHumanPace(battle, input.reps, now);

    const result = resolveSkill({
      className: loadout.className,
      stats: loadout.stats,
      weaponStats: loadout.weaponStats,
      classDamageBonus: loadout.classBonus,
      currentHP: user.playerCurrentHP,
      maxHP: user.playerMaxHP,
    });
    // Only a damaging spell rolls for a critical (a heal or a buff draws nothing).
    const hit = rollCritical(result.damage, loadout.perception, random);
    const text = describeCast(result, hit, battle.monsterName);
    const reply = await resolveAction(
      tx,
      emit,
      ctx,
      {
        reps: input.reps,
        damage: hit.damage,
        critical: hit.critical,
        healing: result.healing,
        buff: result.buff ?? (battle.buff as BattleBuff | null),
        skillUsed: true,
        monsterMayCounter: result.monsterMayCounter,
        lines: [logLine("skill", text, now)],
        message: text,
      },
      random,
    );
    return { ...reply, skillName: skill.name, healing: result.healing };
  });
}

function describeCast(result: SkillResult, hit: CriticalOutcome, monster: string): string {
  const skill = result.skill.name;
  if (result.buff === "berserk") return `You cast ${skill}: your next attack deals double damage.`;
  if (result.buff === "iron-wall") return `You cast ${skill}: the next counter-attack is blocked.`;
  if (result.healing > 0 || result.skill.effect === "heal") {
    return `You cast ${skill} and restore ${result.healing} HP.`;
  }
  return hitLine({
    name: skill,
    monster,
    damage: hit.damage,
    critical: hit.critical,
    berserk: false,
  });
}

/** `skill` is a game-table word, which each reader reads in their language (docs/i18n.md). */
function alreadyUsed(skill: string): string {
  return `You have already used ${skill} in this battle.`;
}
