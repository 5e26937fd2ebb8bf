import type { AttackReply } from "@repgate/contracts/battles";
import { type AttackKind, findAttack, isBattleTimeUp } from "@repgate/game/rules/combat";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { attackAction } from "./attack-action.ts";
import { attackWithoutLocks } from "./attack-without-locks.ts";
import { lockActiveBattle, refuseSlainMonster, requireHumanPace } from "./context.ts";
import type { HunterAndBattle } from "./repo.ts";
import { resolveAction, resolveTimeUp } from "./resolve-action.ts";
import { wrongReps } from "./wrong-reps.ts";

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
 *
 * A plain blow (a hunter alone, the monster and the hunter both standing after it, a
 * counter-attack's wound included) is written by one compare-and-set statement
 * (attack-without-locks.ts, decisions 046 and 052); any
 * other attack, and one that lost its compare-and-set, takes the locked transaction, which
 * answers every refusal. The dice drawn for the first try are drawn again in the same order.
 */
export async function attackBattle(
  db: Db,
  random: () => number,
  input: AttackInput,
  /** The hunter and battle as the session's lookup read them, when it did (attack-route.ts). */
  read?: HunterAndBattle | null,
): Promise<AttackReply> {
  const drawn: number[] = [];
  const recorded = () => {
    const value = random();
    drawn.push(value);
    return value;
  };
  const plain = await attackWithoutLocks(db, recorded, input, read);
  if (plain) return plain;
  return inTransaction(db, (tx, emit) => {
    // Every attempt sees the same dice: those the unlocked try drew, then fresh ones.
    let next = 0;
    const replayed = () => (next < drawn.length ? (drawn[next++] as number) : random());
    return lockedAttack(tx, emit, replayed, input);
  });
}

type LockedWork = Parameters<typeof inTransaction<AttackReply>>[1];

async function lockedAttack(
  tx: Parameters<LockedWork>[0],
  emit: Parameters<LockedWork>[1],
  random: () => number,
  input: AttackInput,
): Promise<AttackReply> {
  const ctx = await lockActiveBattle(tx, input);
  const { battle, loadout, now } = ctx;
  const attack = findAttack(loadout.attackSet, input.attack);
  if (input.reps !== attack.reps) {
    throw new AppError("bad_request", wrongReps(attack.name, attack.reps, input.reps));
  }
  refuseSlainMonster(battle);
  if (isBattleTimeUp(battle.runStartedAt.getTime(), now.getTime())) {
    return resolveTimeUp(tx, emit, ctx);
  }
  requireHumanPace(battle, input.reps, now);
  return resolveAction(tx, emit, ctx, attackAction(battle, loadout, attack, now, random), random);
}
