import type { CompleteReply } from "@repgate/contracts/battles";
import { NEXT_ENEMY_COUNTDOWN_SECONDS } from "@repgate/game/combat";
import { type CombatDungeon, findDungeonTemplate, nextEnemyIndex } from "@repgate/game/dungeons";
import { getMonster } from "@repgate/game/monsters";
import { goldForKill } from "@repgate/game/rewards";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../lib/errors.ts";
import { payHunter, rollDungeonDrop } from "../rewards/pay.ts";
import { lockUser } from "../users/repo.ts";
import { logLine, withLines } from "./battle-log.ts";
import { BATTLE_NOT_FOUND } from "./context.ts";
import { claimVictory, lockBattle } from "./repo.ts";

/**
 * Claims a slain monster, exactly once however many calls race: the XP of every attack on it
 * and its kill gold, and a beast counted. After the boss, the dungeon's rewards too: its XP
 * and gold, a drop rolled here, a dungeon cleared, and the hunter out of the gate.
 */
export function completeBattle(
  db: Db,
  random: () => number,
  { userId, battleId, now }: { userId: string; battleId: string; now: Date },
): Promise<CompleteReply> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const battle = user ? await lockBattle(tx, userId, battleId) : null;
    if (!user || !battle) throw new AppError("not_found", BATTLE_NOT_FOUND);
    if (battle.paidAt) throw new AppError("conflict", "You have already claimed this victory.");
    if (battle.status !== "active") throw new AppError("conflict", "This battle is already over.");
    if (battle.monsterCurrentHP > 0) {
      throw new AppError("conflict", `${battle.monsterName} is still standing. Keep fighting!`);
    }
    const template = findDungeonTemplate(battle.templateId) as CombatDungeon;
    const next = nextEnemyIndex(template, battle.enemyIndex);
    const killGold = goldForKill({ level: battle.monsterLevel, isBoss: battle.isBoss });
    const item = next === null ? rollDungeonDrop(template.rewards, template.rank, random) : null;
    const cleared = next === null;
    const dungeonXp = cleared ? template.rewards.xp : 0;
    const dungeonGold = cleared ? template.rewards.gold : 0;
    const lines = [
      logLine("victory", `Victory! +${battle.xpGained} XP, +${killGold} gold.`, now),
      ...(cleared
        ? [
            logLine(
              "victory",
              `${template.name} cleared! +${dungeonXp} XP, +${dungeonGold} gold.`,
              now,
            ),
          ]
        : []),
      ...(item ? [logLine("victory", `You found ${item.name}!`, now)] : []),
    ];
    const claimed = await claimVictory(tx, battle.id, {
      now,
      goldEarned: killGold,
      itemsWon: item ? [item.name] : [],
      log: withLines(battle.log, lines),
    });
    if (!claimed) throw new AppError("conflict", "You have already claimed this victory.");

    const paid = await payHunter(tx, user, {
      xp: battle.xpGained + dungeonXp,
      gold: killGold + dungeonGold,
      magicalBeastsKilled: 1,
      dungeonsCleared: cleared ? 1 : 0,
      item,
      inDungeon: !cleared,
    });
    const base = {
      xpGained: battle.xpGained,
      goldEarned: killGold,
      levelsGained: paid.levelsGained,
      newLevel: paid.user.level,
    };
    if (next !== null) {
      const monsterName = getMonster(template.enemySequence[next] as string).name;
      return {
        ...base,
        message: `${battle.monsterName} defeated! Next Enemy Approaching: ${monsterName}.`,
        nextBattle: {
          battleId: battle.id,
          dungeonId: battle.dungeonId,
          enemyIndex: next,
          monsterName,
          countdownSeconds: NEXT_ENEMY_COUNTDOWN_SECONDS,
        },
        dungeonComplete: null,
      };
    }
    return {
      ...base,
      message: `Dungeon cleared! ${template.name} is conquered.`,
      nextBattle: null,
      dungeonComplete: {
        dungeonName: template.name,
        xp: dungeonXp,
        gold: dungeonGold,
        itemDropped: item?.name ?? null,
        levelsGained: paid.levelsGained,
        newLevel: paid.user.level,
      },
    };
  });
}
