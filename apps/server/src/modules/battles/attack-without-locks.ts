import type { AttackReply } from "@repgate/contracts/battles";
import { applyDamage, findAttack, isBattleTimeUp, isHumanPace } from "@repgate/game/rules/combat";
import type { Db } from "../../db/connect.ts";
import { announcedPayloads, inOneStatement } from "../../db/unit-of-work.ts";
import type { AttackInput } from "./attack.ts";
import { attackAction } from "./attack-action.ts";
import { linesDropped, withLines } from "./battle-log.ts";
import { loadoutOf } from "./loadout.ts";
import {
  GATE_BREAK_TEMPLATE,
  type HunterAndBattle,
  readHunterAndBattle,
  writeBlowIfUnchanged,
} from "./repo.ts";
import { announceStrike, outcomeOf, replyOf } from "./resolve-action.ts";

/**
 * A plain blow without BEGIN, locks or COMMIT (issue 45: two statements instead of four): the
 * hunter, their battle and their gear are read in one unlocked statement, the blow is computed
 * by the same rules as the locked path, and the battle is written by one compare-and-set that
 * carries the events. Null, with nothing written, whenever the locked path must decide: the
 * battle is missing, over, a party's or a world boss's; the attack is refused (reps, pace, a
 * slain monster, the time up); the blow fells the monster or the monster's answer fells the
 * hunter; or anything changed the battle since it was read (another attack, a cast, an
 * escape...), or the hunter's HP when the monster struck back (a potion). The pace rule holds
 * as under the lock: the write only lands on the battle as read, whose last action the pace
 * was judged from. A counter-attack's wound is written in the same statement (decision 052).
 */
export async function attackWithoutLocks(
  db: Db,
  random: () => number,
  input: AttackInput,
  /** What the session's lookup already read with the hunter (attack-route.ts); else read here. */
  readAlready?: HunterAndBattle | null,
): Promise<AttackReply | null> {
  const read =
    readAlready === undefined
      ? await readHunterAndBattle(db, input.userId, input.battleId)
      : readAlready;
  if (!read) return null;
  const { user, battle, worn } = read;
  const { now } = input;
  const alone = battle.partyEncounterId === null && battle.templateId !== GATE_BREAK_TEMPLATE;
  if (battle.status !== "active" || !alone || battle.monsterCurrentHP === 0) return null;
  if (isBattleTimeUp(battle.runStartedAt.getTime(), now.getTime())) return null;
  if (!isHumanPace(input.reps, now.getTime() - battle.lastActionAt.getTime())) return null;
  const loadout = loadoutOf(user, worn);
  const attack = findAttack(loadout.attackSet, input.attack);
  if (input.reps !== attack.reps) return null;

  const ctx = { user, battle, loadout, now };
  const action = attackAction(battle, loadout, attack, now, random);
  const outcome = outcomeOf(
    ctx,
    action,
    applyDamage(battle.monsterCurrentHP, action.damage),
    random,
  );
  if (outcome.monsterHP === 0 || outcome.health.defeated) return null;
  const hp = outcome.health.currentHP;
  const wound =
    hp === user.playerCurrentHP ? null : { userId: user.id, seenHP: user.playerCurrentHP, hp };

  const blow = {
    ...outcome.changes,
    lines: outcome.lines,
    drop: linesDropped(battle.log, outcome.lines),
  };
  return inOneStatement(async (emit) => {
    announceStrike(emit, ctx, outcome);
    const events = announcedPayloads(emit);
    if (!events) throw new Error("a strike is always announced");
    const written = await writeBlowIfUnchanged(db, battle, blow, events, wound);
    if (!written) return null;
    const after = { ...battle, ...outcome.changes, log: withLines(battle.log, outcome.lines) };
    const hunter = wound ? { ...user, playerCurrentHP: hp } : user;
    return replyOf(action, outcome, { ...ctx, user: hunter, battle: after });
  });
}
