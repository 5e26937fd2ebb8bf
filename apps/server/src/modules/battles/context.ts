import { isHumanPace, MIN_MS_PER_REP } from "@repgate/game/rules/combat";
import type { Queryable } from "../../db/connect.ts";
import type { BattleRow } from "../../db/schema/battles.ts";
import type { PartyEncounterRow } from "../../db/schema/party-runs.ts";
import type { UserRow } from "../../db/schema/users.ts";
import type { WorldEventRow } from "../../db/schema/world-events.ts";
import { AppError } from "../../lib/http/errors.ts";
import { type Loadout, loadoutOf } from "./loadout.ts";
import { withSharedMonster } from "./party-run.ts";
import { lockHunterAndBattle } from "./repo.ts";
import { withWorldBoss } from "./world-boss-fight.ts";

export interface BattleContext {
  user: UserRow;
  /** For a party battle, with the shared monster's HP (see `encounter`). */
  battle: BattleRow;
  /** A party battle's shared monster, locked for the transaction; null when fighting alone. */
  encounter: PartyEncounterRow | null;
  /** A Gate Break battle's event (its shared HP is in `battle`); null for any other fight. */
  worldEvent: WorldEventRow | null;
  loadout: Loadout;
  now: Date;
}

export const BATTLE_NOT_FOUND = "That battle does not exist.";
export const BATTLE_ALREADY_OVER = "This battle is already over.";

/**
 * Locks the hunter, then their battle (always in that order), and refuses a battle that is
 * not theirs (404, as if it did not exist) or is over (409).
 */
export async function lockActiveBattle(
  tx: Queryable,
  { userId, battleId, now }: { userId: string; battleId: string; now: Date },
): Promise<BattleContext> {
  const locked = await lockHunterAndBattle(tx, userId, battleId);
  if (!locked) throw new AppError("not_found", BATTLE_NOT_FOUND);
  const { user, battle: own, worn } = locked;
  if (own.status !== "active") throw new AppError("conflict", BATTLE_ALREADY_OVER);
  const shared = await withSharedMonster(tx, own, { lock: true });
  const { battle, worldEvent } = await withWorldBoss(tx, shared.battle, now);
  const loadout = loadoutOf(user, worn);
  return { user, battle, encounter: shared.encounter, worldEvent, loadout, now };
}

export function refuseSlainMonster(battle: BattleRow): void {
  if (battle.monsterCurrentHP === 0) {
    const monster = battle.monsterName;
    throw new AppError("conflict", `${monster} is already defeated. Claim your victory first.`);
  }
}

/**
 * The pace rule: `reps` reps need reps x 250 ms since the previous attack or cast, or since the
 * battle began. Anything quicker is a script, not a person (429, nothing changes).
 */
export function requireHumanPace(battle: BattleRow, reps: number, now: Date): void {
  if (isHumanPace(reps, now.getTime() - battle.lastActionAt.getTime())) return;
  const seconds = (reps * MIN_MS_PER_REP) / 1000;
  throw new AppError(
    "rate_limited",
    `Too fast: ${reps} reps take at least ${seconds} s. Do every rep, then strike.`,
  );
}
