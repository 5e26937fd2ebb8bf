import type { PartyFighter, PartyRoster, TeammateHit } from "@repgate/contracts/battles";
import type { Db } from "../../db/connect.ts";
import type { BattleRow } from "../../db/schema/battles.ts";
import { AppError } from "../../lib/http/errors.ts";
import { BATTLE_NOT_FOUND } from "./context.ts";
import { isBattleOverdue } from "./expire.ts";
import { findBattleOf, findEncounter, listPartyRunBattles } from "./repo.ts";

/** How many of the teammates' latest blows a read carries: more than a screen shows. */
const HITS_SHOWN = 50;

type RunBattle = Awaited<ReturnType<typeof listPartyRunBattles>>[number];

/**
 * The party fighting the hunter's battle's monster: every hunter of the party run with their
 * HP and whether they are still in, and the blows the teammates landed on this monster (from
 * their battle logs, so a read shows what each screen would). 404 for a battle not the
 * hunter's, 409 for a lone one.
 */
export async function readPartyRoster(
  db: Db,
  { userId, battleId, now }: { userId: string; battleId: string; now: Date },
): Promise<PartyRoster> {
  const own = await findBattleOf(db, userId, battleId);
  if (!own) throw new AppError("not_found", BATTLE_NOT_FOUND);
  const encounter = own.partyEncounterId ? await findEncounter(db, own.partyEncounterId) : null;
  if (!encounter) throw new AppError("conflict", "This is not a party battle.");
  const runBattles = await listPartyRunBattles(db, encounter.partyRunId);

  // Each member's latest battle of the run (rows come in monster order) says where they are.
  const latest = new Map<string, RunBattle>();
  for (const row of runBattles) latest.set(row.battle.userId, row);
  const members = [...latest.values()]
    .map(
      (row): PartyFighter => ({
        id: row.battle.userId,
        hunterName: row.hunterName,
        currentHP: row.playerCurrentHP,
        maxHP: row.playerMaxHP,
        state: stateOf(row, now),
        you: row.battle.userId === userId,
      }),
    )
    .sort((a, b) => Number(b.you) - Number(a.you) || a.hunterName.localeCompare(b.hunterName));

  const hits = runBattles
    .filter((row) => row.battle.partyEncounterId === encounter.id && row.battle.userId !== userId)
    .flatMap((row) => hitsOf(row.battle, row.hunterName))
    .sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id))
    .slice(-HITS_SHOWN);
  return { encounterId: encounter.id, members, hits };
}

function stateOf(row: RunBattle, now: Date): PartyFighter["state"] {
  const battle = row.battle as BattleRow;
  if (battle.status === "fled") return "fled";
  if (battle.status === "lost" || battle.status === "expired") return "defeated";
  // The run's time ran out, its job not there yet: the timer's defeat, as the job will write.
  if (isBattleOverdue(battle, now)) return "defeated";
  return row.movedOn ? "left" : "in";
}

/** A teammate's blows on this monster: the lines of their log that carry a damage figure. */
function hitsOf(battle: BattleRow, hunterName: string): TeammateHit[] {
  return battle.log.flatMap((line) =>
    line.damage && (line.kind === "attack" || line.kind === "skill")
      ? [
          {
            // One hunter cannot land two blows in the same millisecond (the pace rule).
            id: `${battle.id}@${line.at}`,
            hunterId: battle.userId,
            hunterName,
            damage: line.damage,
            kind: line.kind,
            text: line.text,
            at: line.at,
          },
        ]
      : [],
  );
}
