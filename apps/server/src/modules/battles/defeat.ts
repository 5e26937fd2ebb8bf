import { defeatHunter } from "@repgate/game/rules/monster-turn";
import type { Queryable } from "../../db/connect.ts";
import type { BattleRow, StoredLogEntry } from "../../db/schema/battles.ts";
import type { UserRow } from "../../db/schema/users.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { recordProgress } from "../leaderboard/progress.ts";
import { updateUser } from "../users/repo.ts";
import { logLine, TIME_UP_MESSAGE, withLines } from "./battle-log.ts";
import { announcePartyFight } from "./encounter-news.ts";
import { updateBattle } from "./repo.ts";

/**
 * Ends the battle and its run as a defeat: by HP ('lost') or by the run's timer ('expired').
 * The hunter wakes outside the gate with half their max HP and one more defeat counted;
 * nothing more is paid (what earlier monsters paid stays). Announces the run and the hunter
 * (HP and the defeat counter) as changed, and a party's fight to every member in it.
 */
export async function defeatInBattle(
  tx: Queryable,
  emit: Emit,
  {
    user,
    battle,
    now,
    cause,
    lines = [],
    changes = {},
  }: {
    user: UserRow;
    battle: BattleRow;
    now: Date;
    cause: "hp" | "time";
    lines?: StoredLogEntry[];
    changes?: Partial<BattleRow>;
  },
): Promise<{ user: UserRow; battle: BattleRow }> {
  const health = defeatHunter({
    currentHP: user.playerCurrentHP,
    maxHP: user.playerMaxHP,
    timesDefeated: user.timesDefeated,
  });
  const text = cause === "time" ? TIME_UP_MESSAGE : "Defeat! You have been defeated.";
  const ended = await updateBattle(tx, battle.id, {
    ...changes,
    status: cause === "time" ? "expired" : "lost",
    completedAt: now,
    buff: null,
    log: withLines(battle.log, [...lines, logLine("defeat", text, now)]),
  });
  const hunter = await updateUser(tx, user.id, {
    playerCurrentHP: health.currentHP,
    timesDefeated: health.timesDefeated,
    inDungeon: false,
  });
  if (!hunter) throw new Error("hunter vanished during a defeat");
  await recordProgress(tx, user.id, { hunterDeaths: 1 }, now);
  emit({ type: "runChanged", userId: user.id });
  emit({ type: "hunterChanged", userId: user.id });
  await announcePartyFight(tx, emit, battle);
  return { user: hunter, battle: ended };
}
