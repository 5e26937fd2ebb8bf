import type { Queryable } from "../../db/connect.ts";
import type { BattleRow } from "../../db/schema/battles.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { listEncounterHunters } from "./repo.ts";

/**
 * Every hunter fighting the battle's shared monster hears that the fight changed (a hit, a
 * member's HP, a member fled or fell, joined the next monster): their screen reads the battle
 * and the party's roster again. A lone battle announces nothing here.
 */
export async function announcePartyFight(
  tx: Queryable,
  emit: Emit,
  battle: Pick<BattleRow, "partyEncounterId">,
): Promise<void> {
  const encounterId = battle.partyEncounterId;
  if (!encounterId) return;
  for (const userId of await listEncounterHunters(tx, encounterId)) {
    emit({ type: "partyBattleChanged", userId, encounterId });
  }
}
