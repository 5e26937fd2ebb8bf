import { type Attack, attackDamage } from "@repgate/game/rules/combat";
import { rollCritical } from "@repgate/game/rules/critical-hit";
import { applyBuffToAttack, type BattleBuff } from "@repgate/game/rules/magic";
import type { BattleRow } from "../../db/schema/battles.ts";
import { logLine } from "./battle-log.ts";
import { hitLine } from "./hit-line.ts";
import type { Loadout } from "./loadout.ts";
import type { HunterAction } from "./resolve-action.ts";

/**
 * The blow itself: damage from the hunter's own stats, gear and class, the critical roll (the
 * action's first draw; the monster's answer draws after it) and the battle's buff.
 */
export function attackAction(
  battle: BattleRow,
  loadout: Loadout,
  attack: Attack,
  now: Date,
  random: () => number,
): HunterAction {
  const base = attackDamage({
    stats: loadout.stats,
    weaponStats: loadout.weaponStats,
    attack,
    classDamageBonus: loadout.classBonus,
  });
  const hit = rollCritical(base, loadout.perception, random);
  const boosted = applyBuffToAttack(hit.damage, battle.buff as BattleBuff | null);
  const text = hitLine({
    name: attack.name,
    monster: battle.monsterName,
    damage: boosted.damage,
    critical: hit.critical,
    berserk: battle.buff === "berserk",
  });
  return {
    reps: attack.reps,
    damage: boosted.damage,
    critical: hit.critical,
    healing: 0,
    buff: boosted.buff,
    skillUsed: battle.skillUsed,
    monsterMayCounter: true,
    lines: [logLine("attack", text, now)],
    message: text,
  };
}
