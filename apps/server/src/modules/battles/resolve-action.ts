import type { AttackReply } from "@repgate/contracts/battles";
import { applyDamage, xpForDamage } from "@repgate/game/rules/combat";
import type { BattleBuff } from "@repgate/game/rules/magic";
import {
  applyHunterDamage,
  type MonsterTurn,
  resolveMonsterTurn,
} from "@repgate/game/rules/monster-turn";
import type { Queryable } from "../../db/connect.ts";
import type { StoredLogEntry } from "../../db/schema/battles.ts";
import { announceWithin, type Emit } from "../../db/unit-of-work.ts";
import { setHunterHP } from "../users/repo.ts";
import { logLine, TIME_UP_MESSAGE, withLines, withLinesWritten } from "./battle-log.ts";
import type { BattleContext } from "./context.ts";
import { defeatInBattle } from "./defeat.ts";
import { recordSharedHit } from "./party-run.ts";
import { presentBattle } from "./present.ts";
import { type ActionChanges, writeBattle } from "./repo.ts";
import { strikeWorldBoss } from "./world-boss-fight.ts";

/** What an attack or a cast does before the monster answers. */
export interface HunterAction {
  reps: number;
  /** The damage dealt, a critical's multiplier included. */
  damage: number;
  /** The hit landed as a critical (rollCritical); false for a heal or a buff. */
  critical: boolean;
  healing: number;
  /** The battle's pending buff after the action (Berserk spent, Iron Wall raised...). */
  buff: BattleBuff | null;
  skillUsed: boolean;
  monsterMayCounter: boolean;
  /** Log lines describing the action. */
  lines: StoredLogEntry[];
  /** The reply's headline when nothing more dramatic happens. */
  message: string;
}

const NO_TURN: MonsterTurn = { attacked: false, blocked: false, damage: 0, shieldLeft: false };

/** What an action comes to once the monster's HP after the hit is known (nothing written). */
export interface ActionOutcome {
  monsterHP: number;
  xp: number;
  /** The log lines the action adds. */
  lines: StoredLogEntry[];
  turn: MonsterTurn;
  health: ReturnType<typeof applyHunterDamage>;
  /** The battle's columns the action changes (the log aside). */
  changes: ActionChanges;
  message: string;
}

/**
 * The action's damage and XP, then the monster's answer (one roll of `random`) and what it
 * does to the hunter, from the rows as read and the monster's HP after the hit: the rules
 * alone, for the locked path (resolveAction) and the unlocked one (attack-without-locks.ts).
 */
export function outcomeOf(
  { user, battle, loadout, now }: Pick<BattleContext, "user" | "battle" | "loadout" | "now">,
  action: HunterAction,
  monsterHP: number,
  random: () => number,
): ActionOutcome {
  const monster = battle.monsterName;
  const xp = action.damage > 0 ? xpForDamage(action.damage) : 0;
  const hunterHP = Math.min(user.playerMaxHP, user.playerCurrentHP + action.healing);
  // The action's own line carries its damage: a party's teammates are shown each blow.
  const [own, ...rest] = action.lines;
  const lines =
    own && action.damage > 0 ? [{ ...own, damage: action.damage }, ...rest] : [...action.lines];
  if (monsterHP === 0) lines.push(logLine("victory", `${monster} is defeated!`, now));

  const shielded = action.buff === "iron-wall";
  const turn =
    monsterHP > 0 && action.monsterMayCounter
      ? resolveMonsterTurn(
          {
            monster: { level: battle.monsterLevel, attack: battle.monsterAttack },
            monsterHP,
            hunter: loadout.guard,
            shielded,
          },
          random(),
        )
      : { ...NO_TURN, shieldLeft: shielded };
  if (turn.blocked) {
    lines.push(logLine("counter", `${monster} strikes back, but Iron Wall blocks it!`, now));
  } else if (turn.attacked) {
    lines.push(logLine("counter", `${monster} strikes back for ${turn.damage} damage!`, now));
  }
  const buff = action.buff === "iron-wall" && !turn.shieldLeft ? null : action.buff;
  const health = applyHunterDamage(
    { currentHP: hunterHP, maxHP: user.playerMaxHP, timesDefeated: user.timesDefeated },
    turn.damage,
  );

  let message = action.message;
  if (health.defeated) message = `Defeat! ${monster} struck you down.`;
  else if (monsterHP === 0) message = `${action.message} ${monster} is defeated!`;
  else if (turn.blocked)
    message = `${action.message} Iron Wall blocks ${monster}'s counter-attack!`;
  else if (turn.attacked) message = `${action.message} ${monster} strikes back for ${turn.damage}!`;

  return {
    monsterHP,
    xp,
    lines,
    turn,
    health,
    changes: {
      monsterCurrentHP: monsterHP,
      damageDealt: battle.damageDealt + action.damage,
      exercisesCompleted: battle.exercisesCompleted + action.reps,
      xpGained: battle.xpGained + xp,
      lastActionAt: now,
      skillUsed: action.skillUsed,
      buff,
    },
    message,
  };
}

/**
 * Announces the strike (the event carries its figures: the hunter's screens paint the hit from
 * it), and the hunter when their HP changed.
 */
export function announceStrike(
  emit: Emit,
  { user, battle }: Pick<BattleContext, "user" | "battle">,
  outcome: ActionOutcome,
): void {
  const { changes } = outcome;
  emit({
    type: "runChanged",
    userId: user.id,
    struck: {
      battleId: battle.id,
      monsterCurrentHP: outcome.monsterHP,
      playerCurrentHP: outcome.health.currentHP,
      damageDealt: changes.damageDealt,
      exercisesCompleted: changes.exercisesCompleted,
      xpGained: changes.xpGained,
      skillUsed: changes.skillUsed,
      buff: changes.buff,
      lines: outcome.lines,
    },
  });
  if (outcome.health.currentHP !== user.playerCurrentHP) {
    emit({ type: "hunterChanged", userId: user.id });
  }
}

/** The reply to an action, from the outcome and the rows as they are after it. */
export function replyOf(
  action: HunterAction,
  outcome: ActionOutcome,
  after: Pick<BattleContext, "user" | "battle" | "loadout" | "now">,
): AttackReply {
  return {
    damage: action.damage,
    critical: action.critical,
    xpGained: outcome.xp,
    monsterCounterAttack: outcome.turn.attacked,
    monsterDamage: outcome.turn.damage,
    monsterName: after.battle.monsterName,
    monsterCurrentHP: outcome.monsterHP,
    playerDefeated: outcome.health.defeated,
    timeUp: false,
    message: outcome.message,
    battle: presentBattle(after.battle, after),
  };
}

/**
 * Applies an action: damage and XP to the battle, healing to the hunter, then the monster's
 * answer (one roll of `random`), then a defeat if the hunter's HP reached 0. Writes the battle
 * and the hunter. XP is only recorded on the battle here; it is credited at the claim.
 * Announces the run as changed, and the hunter when their HP changed.
 */
export async function resolveAction(
  tx: Queryable,
  emit: Emit,
  { user, battle, encounter, worldEvent, loadout, now }: BattleContext,
  action: HunterAction,
  random: () => number,
): Promise<AttackReply> {
  // A world boss's HP is shared: the hit comes off it here, under one shard's row lock, and the
  // HP every other hunter's hits left is what this battle shows.
  const monsterHP = worldEvent
    ? (
        await strikeWorldBoss(tx, emit, {
          event: worldEvent,
          userId: user.id,
          damage: action.damage,
          reps: action.reps,
          now,
        })
      ).hp
    : applyDamage(battle.monsterCurrentHP, action.damage);
  const outcome = outcomeOf({ user, battle, loadout, now }, action, monsterHP, random);
  const { lines, changes, health } = outcome;
  // A party's monster: the hit lands on the shared HP every member sees.
  if (encounter) await recordSharedHit(tx, emit, encounter, monsterHP, now);
  let after: Pick<BattleContext, "user" | "battle">;
  if (health.defeated) {
    after = await defeatInBattle(tx, emit, { user, battle, now, cause: "hp", lines, changes });
  } else {
    // Nothing written is read back: the reply is built from the rows as locked plus the
    // changes this action made (the fewest round trips; issue 45).
    // The events go out with the battle's write (announceWithin), not in a statement of their own.
    // Only the new lines travel: the stored log is appended to in SQL, and the reply's log is
    // the locked one with the same lines added.
    const written = { ...changes, log: withLines(battle.log, lines) };
    const hpChanged = health.currentHP !== user.playerCurrentHP;
    announceStrike(emit, { user, battle }, outcome);
    await writeBattle(
      tx,
      battle.id,
      { ...changes, log: withLinesWritten(battle.log, lines) },
      announceWithin(emit),
    );
    if (hpChanged) await setHunterHP(tx, user.id, health.currentHP);
    after = {
      battle: { ...battle, ...written },
      user: hpChanged ? { ...user, playerCurrentHP: health.currentHP } : user,
    };
  }
  return replyOf(action, outcome, { ...after, loadout, now });
}

/** The run's 1800 s had passed: the action is not made and the run ends as a defeat. */
export async function resolveTimeUp(
  tx: Queryable,
  emit: Emit,
  ctx: BattleContext,
): Promise<AttackReply> {
  const after = await defeatInBattle(tx, emit, { ...ctx, cause: "time" });
  return {
    damage: 0,
    critical: false,
    xpGained: 0,
    monsterCounterAttack: false,
    monsterDamage: 0,
    monsterName: ctx.battle.monsterName,
    monsterCurrentHP: ctx.battle.monsterCurrentHP,
    playerDefeated: true,
    timeUp: true,
    message: TIME_UP_MESSAGE,
    battle: presentBattle(after.battle, { user: after.user, loadout: ctx.loadout, now: ctx.now }),
  };
}
