import type { CompleteReply } from "@repgate/contracts/battles";
import { NO_UNLOCKS } from "@repgate/contracts/unlocks";
import {
  type CombatDungeon,
  findDungeonTemplate,
  nextEnemyIndex,
} from "@repgate/game/content/dungeons";
import { getMonster } from "@repgate/game/content/monsters";
import { nextEnemySecondsLeft } from "@repgate/game/rules/combat";
import { goldForKill } from "@repgate/game/rules/rewards";
import type { Db, Queryable } from "../../db/connect.ts";
import type { BattleRow, StoredSettlement } from "../../db/schema/battles.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { payHunter, rollDungeonDrop } from "../rewards/pay.ts";
import { logLine, withLines } from "./battle-log.ts";
import { BATTLE_NOT_FOUND } from "./context.ts";
import { withSharedMonster } from "./party-run.ts";
import {
  claimVictory,
  findEncounter,
  GATE_BREAK_TEMPLATE,
  listPartyRunTotals,
  listRunMonsters,
  lockHunterAndBattle,
  markEncounterCountedForWorld,
  recordSettlement,
  updateBattle,
} from "./repo.ts";
import { restStartedAt } from "./waiting-next.ts";
import { BOSS_FALLEN } from "./world-boss-fight.ts";

const ALREADY_CLAIMED = "You have already claimed this victory.";

/**
 * Claims a slain monster, exactly once however many calls race: the XP of every attack on it
 * and its kill gold, and a beast counted. After the boss, the dungeon's rewards too: its XP
 * and gold, a drop rolled here, a dungeon cleared, and the hunter out of the gate.
 *
 * The reply is stored on the battle in the paying transaction. A repeated claim (a client whose
 * first reply was lost, another tab, a race) pays nothing and answers with that stored reply,
 * `alreadyClaimed: true`, the countdown to the next monster counted from the payment (for a
 * party, from the moment the shared monster fell: one clock for every member).
 * The paying claim announces the run as changed (the payment announces hunter, wallet, items).
 */
export function completeBattle(
  db: Db,
  random: () => number,
  { userId, battleId, now }: { userId: string; battleId: string; now: Date },
): Promise<CompleteReply> {
  return inTransaction(db, async (tx, emit) => {
    const locked = await lockHunterAndBattle(tx, userId, battleId);
    if (!locked) throw new AppError("not_found", BATTLE_NOT_FOUND);
    const { user, battle: own } = locked;
    // A party battle is won when the shared monster falls, whoever struck last; each member
    // claims their own battle (paid once each by claimVictory).
    const battle = await slainTogether(tx, own);
    if (battle.paidAt) return replayClaim(battle, await restStartedAt(tx, battle), now);
    if (battle.status !== "active") throw new AppError("conflict", "This battle is already over.");
    // A world boss is paid to everyone by its own job, never by one hunter's claim.
    if (battle.templateId === GATE_BREAK_TEMPLATE) throw new AppError("conflict", BOSS_FALLEN);
    if (battle.monsterCurrentHP > 0) {
      const monster = battle.monsterName;
      throw new AppError("conflict", `${monster} is still standing. Keep fighting!`);
    }
    const template = findDungeonTemplate(battle.templateId) as CombatDungeon;
    const next = nextEnemyIndex(template, battle.enemyIndex);
    const killGold = goldForKill({ level: battle.monsterLevel, isBoss: battle.isBoss });
    const item = next === null ? rollDungeonDrop(template.rewards, template.rank, random) : null;
    const cleared = next === null;
    const dungeonXp = cleared ? template.rewards.xp : 0;
    const dungeonGold = cleared ? template.rewards.gold : 0;
    const dungeon = template.name;
    const lines = [
      logLine("victory", `Victory! +${battle.xpGained} XP, +${killGold} gold.`, now),
      ...(cleared
        ? [logLine("victory", `${dungeon} cleared! +${dungeonXp} XP, +${dungeonGold} gold.`, now)]
        : []),
      ...(item ? [logLine("victory", youFound(item.name), now)] : []),
    ];
    const claimed = await claimVictory(tx, battle.id, {
      now,
      goldEarned: killGold,
      itemsWon: item ? [item.name] : [],
      log: withLines(battle.log, lines),
    });
    if (!claimed) throw new AppError("conflict", ALREADY_CLAIMED);
    emit({ type: "runChanged", userId });

    const paid = await payHunter(tx, emit, user, {
      xp: battle.xpGained + dungeonXp,
      gold: killGold + dungeonGold,
      magicalBeastsKilled: 1,
      dungeonsCleared: cleared ? 1 : 0,
      countInWorld: battle.partyEncounterId
        ? await markEncounterCountedForWorld(tx, battle.partyEncounterId, now)
        : true,
      item,
      inDungeon: !cleared,
      reason: "battle_reward",
      reference: battle.id,
      now,
    });
    const base = {
      xpGained: battle.xpGained,
      goldEarned: killGold,
      levelsGained: paid.levelsGained,
      newLevel: paid.user.level,
      previousLevel: user.level,
      unlocks: paid.unlocks,
    };
    let settlement: StoredSettlement;
    if (next !== null) {
      const monsterName = getMonster(template.enemySequence[next] as string).name;
      const [monster, monster2] = [battle.monsterName, monsterName];
      settlement = {
        ...base,
        message: `${monster} defeated! Next Enemy Approaching: ${monster2}.`,
        nextBattle: {
          battleId: battle.id,
          dungeonId: battle.dungeonId,
          enemyIndex: next,
          monsterName,
          countdownSeconds: nextEnemySecondsLeft(
            ((await restStartedAt(tx, battle)) ?? now).getTime(),
            now.getTime(),
          ),
        },
        dungeonComplete: null,
      };
    } else {
      settlement = {
        ...base,
        message: `Dungeon cleared! ${dungeon} is conquered.`,
        nextBattle: null,
        dungeonComplete: {
          dungeonName: template.name,
          xp: dungeonXp,
          gold: dungeonGold,
          itemDropped: item?.name ?? null,
          levelsGained: paid.levelsGained,
          newLevel: paid.user.level,
          ...(await runSummary(tx, battle)),
        },
      };
    }
    await recordSettlement(tx, battle.id, settlement);
    return { ...settlement, alreadyClaimed: false };
  });
}

/** What the cleared run's summary screen shows: its monsters, and a party's every member. */
async function runSummary(tx: Queryable, battle: BattleRow) {
  const monstersSlain = await listRunMonsters(tx, battle.runId);
  const encounter = battle.partyEncounterId
    ? await findEncounter(tx, battle.partyEncounterId)
    : null;
  const party = encounter ? await listPartyRunTotals(tx, encounter.partyRunId) : null;
  return { monstersSlain, party };
}

/** The member's battle with the shared monster's HP, its row caught up when the monster fell. */
async function slainTogether(tx: Queryable, own: BattleRow): Promise<BattleRow> {
  const { battle } = await withSharedMonster(tx, own, { lock: false });
  if (battle.status === "active" && battle.monsterCurrentHP === 0 && own.monsterCurrentHP > 0) {
    return updateBattle(tx, own.id, { monsterCurrentHP: 0 });
  }
  return battle;
}

/**
 * The paying claim's reply again. A victory paid before replies were stored (no
 * settlement_result) has nothing to repeat: 409 as before.
 */
function replayClaim(battle: BattleRow, restFrom: Date | null, now: Date): CompleteReply {
  const stored = battle.settlementResult;
  const from = restFrom ?? battle.paidAt;
  if (!stored || !from) throw new AppError("conflict", ALREADY_CLAIMED);
  const nextBattle = stored.nextBattle && {
    ...stored.nextBattle,
    countdownSeconds: nextEnemySecondsLeft(from.getTime(), now.getTime()),
  };
  // Replies stored before the summary and unlocks existed lack them: they read as empty.
  const dungeonComplete = stored.dungeonComplete && {
    ...stored.dungeonComplete,
    monstersSlain: stored.dungeonComplete.monstersSlain ?? [],
    party: stored.dungeonComplete.party ?? null,
  };
  return {
    ...stored,
    previousLevel: stored.previousLevel ?? stored.newLevel - stored.levelsGained,
    unlocks: stored.unlocks ?? NO_UNLOCKS,
    nextBattle,
    dungeonComplete,
    alreadyClaimed: true,
  };
}

/** The drop's line: `item` is a game-table word, which each reader reads in their language. */
function youFound(item: string): string {
  return `You found ${item}!`;
}
