import type { AttackReply, SkillReply } from "@repgate/contracts/battles";
import type { ControllerMove } from "@repgate/contracts/controllers";
import type { Db } from "../../db/connect.ts";
import { attackBattle } from "../battles/attack.ts";
import { castSkill } from "../battles/skill.ts";
import { asControllerRefusal, strikingController } from "./controller-session.ts";

/**
 * A strike the phone sent on its socket: checked against its controller (still live), then
 * handed to the battle module's own attack or skill service, whose lock refuses a battle that
 * is over, so the battle screen's limits and pace rule judge it exactly as they judge the
 * screen's own. One read before the strike's transaction: the hit's event goes out sooner.
 */
type StrikeInput<M extends ControllerMove> = { credential: string | undefined; move: M; now: Date };

export function strikeAsController(
  db: Db,
  random: () => number,
  input: StrikeInput<Extract<ControllerMove, { kind: "skill" }>>,
): Promise<SkillReply>;
export function strikeAsController(
  db: Db,
  random: () => number,
  input: StrikeInput<ControllerMove>,
): Promise<AttackReply | SkillReply>;
export async function strikeAsController(
  db: Db,
  random: () => number,
  input: StrikeInput<ControllerMove>,
): Promise<AttackReply | SkillReply> {
  const { now, move } = input;
  const controller = await strikingController(db, input.credential);
  const target = { userId: controller.userId, battleId: controller.battleId, now };
  try {
    return move.kind === "attack"
      ? await attackBattle(db, random, { ...target, attack: move.attack, reps: move.reps })
      : await castSkill(db, random, { ...target, reps: move.reps });
  } catch (error) {
    throw asControllerRefusal(error);
  }
}
