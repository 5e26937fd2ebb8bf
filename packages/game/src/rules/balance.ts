import type { Monster } from "../content/monsters.ts";
import {
  type AttackKind,
  type AttackSetName,
  attackDamage,
  findAttack,
  NEXT_ENEMY_COUNTDOWN_SECONDS,
} from "./combat.ts";
import { counterAttackChance, counterAttackDamage } from "./monster-turn.ts";
import type { Rank } from "./ranks.ts";
import type { Stats } from "./stats.ts";

/**
 * The hunter each rank's numbers are tuned for. Monster HP, counter-attacks and recommended CP
 * are set so this hunter clears a dungeon of their rank in a real workout, and the tests hold
 * the catalogue to it. A fresh hunter is the E one: all stats 10 (CP 60), no weapon.
 */
export interface ReferenceHunter {
  stats: Stats;
  weapon: AttackSetName;
}

function evenStats(value: number): Stats {
  return {
    strength: value,
    agility: value,
    vitality: value,
    intelligence: value,
    endurance: value,
    perception: value,
  };
}

export const REFERENCE_HUNTERS: Record<Rank, ReferenceHunter> = {
  E: { stats: evenStats(10), weapon: "unarmed" },
  D: { stats: evenStats(14), weapon: "sword" },
  C: { stats: evenStats(22), weapon: "sword" },
  B: { stats: evenStats(34), weapon: "sword" },
  A: { stats: evenStats(52), weapon: "sword" },
  S: { stats: evenStats(80), weapon: "sword" },
};

/** Seconds a steady hunter spends per rep, rests included (push-ups, squats, burpees mixed). */
const SECONDS_PER_REP_ESTIMATE = 3;

export interface RunEstimate {
  attacks: number;
  reps: number;
  /** Average HP lost to counter-attacks over the whole run (the killing blow is never answered). */
  expectedDamageTaken: number;
  /** Reps at the estimate pace plus the 30-second countdowns between monsters. */
  minutes: number;
}

/**
 * Expected cost of clearing `monsters` in order with one attack kind and no class bonus.
 * Used to check the catalogue's balance and each template's `estimatedTime`; never at run time.
 */
export function estimateCombatRun(
  monsters: readonly Monster[],
  hunter: ReferenceHunter,
  kind: AttackKind = "light",
  countdownSeconds = NEXT_ENEMY_COUNTDOWN_SECONDS,
): RunEstimate {
  const attack = findAttack(hunter.weapon, kind);
  const damage = attackDamage({ stats: hunter.stats, attack });
  let attacks = 0;
  let expectedDamageTaken = 0;
  for (const monster of monsters) {
    const hits = Math.ceil(monster.maxHP / damage);
    attacks += hits;
    const chance = counterAttackChance(monster.level, hunter.stats.agility);
    const perHit = counterAttackDamage(monster.attack, hunter.stats.vitality);
    expectedDamageTaken += (hits - 1) * chance * perHit;
  }
  const reps = attacks * attack.reps;
  const seconds = reps * SECONDS_PER_REP_ESTIMATE + countdownSeconds * (monsters.length - 1);
  return { attacks, reps, expectedDamageTaken, minutes: seconds / 60 };
}
