import type { WatchFighter, WatchHit, WatchSummary, WatchView } from "@repgate/contracts/watching";
import { findDungeonTemplate } from "@repgate/game/content/dungeons";
import type { Queryable } from "../../db/connect.ts";
import type { BattleRow } from "../../db/schema/battles.ts";
import { findUserById } from "../users/repo.ts";
import { isBattleOverdue } from "./expire.ts";
import { withSharedMonster } from "./party-run.ts";
import { findBattleOf, listPartyRunBattles } from "./repo.ts";

/** The newest blows a watcher is sent: more than the screen shows. */
const WATCH_HITS = 30;

/** Whether the hunter's battle is one they are still fighting (a watch link may be made). */
export async function isFightingBattle(
  db: Queryable,
  { userId, battleId, now }: { userId: string; battleId: string; now: Date },
): Promise<"fighting" | "ended" | "not_found"> {
  const own = await findBattleOf(db, userId, battleId);
  if (!own) return "not_found";
  const { battle } = await withSharedMonster(db, own, { lock: false });
  return outcomeOf(battle, now) ? "ended" : "fighting";
}

/**
 * The hunter's battle as a watcher sees it: the monster, the fighters' display names and HP,
 * the blows (who, how much) and, once it is over, a summary. Built field by field from the
 * rows; no id, email, chat or log text is copied into it. Null when the battle is gone.
 */
export async function readWatchedFight(
  db: Queryable,
  { userId, battleId, now }: { userId: string; battleId: string; now: Date },
): Promise<WatchView | null> {
  const own = await findBattleOf(db, userId, battleId);
  if (!own) return null;
  const { battle, encounter } = await withSharedMonster(db, own, { lock: false });

  let fighters: WatchFighter[];
  let blows: Array<{ battle: BattleRow; hunterName: string }>;
  if (encounter) {
    const runBattles = await listPartyRunBattles(db, encounter.partyRunId);
    const latest = new Map<string, (typeof runBattles)[number]>();
    for (const row of runBattles) latest.set(row.battle.userId, row);
    fighters = [...latest.values()]
      .map((row) => ({
        hunterName: row.hunterName,
        currentHP: row.playerCurrentHP,
        maxHP: row.playerMaxHP,
        state: stateOf(row.battle as BattleRow, row.movedOn, now),
      }))
      .sort((a, b) => a.hunterName.localeCompare(b.hunterName));
    blows = runBattles
      .filter((row) => row.battle.partyEncounterId === encounter.id)
      .map((row) => ({ battle: row.battle as BattleRow, hunterName: row.hunterName }));
  } else {
    const hunter = await findUserById(db, userId);
    if (!hunter) return null;
    fighters = [
      {
        hunterName: hunter.hunterName,
        currentHP: hunter.playerCurrentHP,
        maxHP: hunter.playerMaxHP,
        state: stateOf(battle, false, now),
      },
    ];
    blows = [{ battle, hunterName: hunter.hunterName }];
  }

  const allHits = blows
    .flatMap(({ battle: b, hunterName }) =>
      b.log.flatMap((line) =>
        line.damage && (line.kind === "attack" || line.kind === "skill")
          ? [{ at: line.at, hunterName, damage: line.damage, kind: line.kind }]
          : [],
      ),
    )
    .sort((a, b) => a.at.localeCompare(b.at) || a.hunterName.localeCompare(b.hunterName));
  const hits: WatchHit[] = allHits.map((hit, seq) => ({
    seq,
    hunterName: hit.hunterName,
    damage: hit.damage,
    kind: hit.kind,
  }));

  const outcome = outcomeOf(battle, now);
  const summary: WatchSummary | null = outcome && {
    outcome,
    totalDamage: hits.reduce((sum, hit) => sum + hit.damage, 0),
    hits: hits.length,
    durationSeconds: Math.floor(
      Math.max(0, (battle.completedAt ?? now).getTime() - battle.startedAt.getTime()) / 1000,
    ),
  };
  return {
    state: outcome ? "ended" : "live",
    dungeonName: findDungeonTemplate(battle.templateId)?.name ?? "Unknown Gate",
    monster: {
      name: battle.monsterName,
      level: battle.monsterLevel,
      isBoss: battle.isBoss,
      currentHP: battle.monsterCurrentHP,
      maxHP: battle.monsterMaxHP,
    },
    fighters,
    hits: hits.slice(-WATCH_HITS),
    summary,
  };
}

/** How the fight ended, or null while it goes on. A slain monster is a victory before its claim. */
function outcomeOf(battle: BattleRow, now: Date): WatchSummary["outcome"] | null {
  if (battle.status === "won" || (battle.status === "active" && battle.monsterCurrentHP === 0)) {
    return "victory";
  }
  if (battle.status === "fled" || battle.status === "abandoned") return "fled";
  if (battle.status === "lost" || battle.status === "expired" || isBattleOverdue(battle, now)) {
    return "defeat";
  }
  return null;
}

function stateOf(battle: BattleRow, movedOn: boolean, now: Date): WatchFighter["state"] {
  if (battle.status === "fled" || battle.status === "abandoned") return "fled";
  if (battle.status === "lost" || battle.status === "expired" || isBattleOverdue(battle, now)) {
    return "defeated";
  }
  return movedOn ? "left" : "in";
}
