import type { CombatDungeon } from "@repgate/game/content/dungeons";
import type { Queryable } from "../../db/connect.ts";
import type { BattleRow } from "../../db/schema/battles.ts";
import type { UserRow } from "../../db/schema/users.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { updateUser } from "../users/repo.ts";
import { announcePartyFight } from "./encounter-news.ts";
import { nextEncounterAfter } from "./party-run.ts";
import { startBattle } from "./start.ts";

/**
 * Starts monster `enemyIndex` of the run `won` belongs to: same run id, same run timer, the
 * hunter back in the gate. The caller has checked that this monster is the one waiting.
 */
export async function startNextMonster(
  tx: Queryable,
  emit: Emit,
  {
    user,
    won,
    template,
    enemyIndex,
    now,
    intro,
  }: {
    user: UserRow;
    won: BattleRow;
    template: CombatDungeon;
    enemyIndex: number;
    now: Date;
    intro: string;
  },
): Promise<{ hunter: UserRow; battle: BattleRow }> {
  // A party run's next monster is shared too: the first member through creates it.
  const encounter = await nextEncounterAfter(tx, won, template, enemyIndex);
  const battle = await startBattle(tx, emit, {
    userId: user.id,
    dungeonId: won.dungeonId,
    template,
    enemyIndex,
    runId: won.runId,
    runStartedAt: won.runStartedAt,
    now,
    intro,
    encounter,
  });
  // Teammates already at the next monster see this hunter join them.
  await announcePartyFight(tx, emit, battle);
  const hunter = (await updateUser(tx, user.id, { inDungeon: true })) ?? user;
  return { hunter, battle };
}
