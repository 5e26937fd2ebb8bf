import { randomUUID } from "node:crypto";
import { getMonster } from "@repgate/game/content/monsters";
import { BATTLE_TIME_LIMIT_SECONDS } from "@repgate/game/rules/combat";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { requireOnboarded } from "../../lib/http/guards/onboarded.ts";
import { lockUser, updateUser } from "../users/repo.ts";
import { logLine } from "./battle-log.ts";
import { expireOverdueRuns } from "./expire.ts";
import {
  findActiveBattle,
  findActiveMovementRun,
  findOwnGateBattle,
  findWorldEvent,
  GATE_BREAK_TEMPLATE,
  insertBattle,
} from "./repo.ts";
import { scheduleRunTimeLimit } from "./time-limit.ts";
import { GATE_BREAK_NOT_OPEN, GATE_BREAK_OVER } from "./world-boss-fight.ts";

export const NO_SUCH_GATE_BREAK = "That Gate Break does not exist.";
const ALREADY_JOINED = "You already joined this Gate Break.";
const BUSY_ELSEWHERE = "You are already in a dungeon. Finish it or run away first.";

/**
 * A hunter joins an open Gate Break: a battle against its boss, in its gate, with the same
 * attacks, skills, pace rule and 30-minute run timer as any fight; the boss's HP in it is the
 * shared HP. One battle at a time per hunter (the hunter's row lock, and the unique index on
 * active battles), so a hunter in a dungeon, or already fighting this boss, is refused.
 */
export function joinWorldEvent(
  db: Db,
  { userId, eventId, now }: { userId: string; eventId: string; now: Date },
): Promise<{ battleId: string }> {
  return inTransaction(db, async (tx, emit) => {
    const locked = await lockUser(tx, userId);
    if (!locked) throw new AppError("not_found", "Your account no longer exists.");
    requireOnboarded(locked);
    const event = await findWorldEvent(tx, eventId);
    if (!event) throw new AppError("not_found", NO_SUCH_GATE_BREAK);
    if (event.state === "scheduled" || now < event.startsAt) {
      throw new AppError("conflict", GATE_BREAK_NOT_OPEN);
    }
    if (event.state !== "open" || event.endsAt <= now) {
      throw new AppError("conflict", GATE_BREAK_OVER);
    }
    await expireOverdueRuns(tx, emit, locked, now);
    if (await findOwnGateBattle(tx, { dungeonId: event.dungeonId, userId })) {
      throw new AppError("conflict", ALREADY_JOINED);
    }
    if ((await findActiveBattle(tx, userId)) || (await findActiveMovementRun(tx, userId))) {
      throw new AppError("conflict", BUSY_ELSEWHERE);
    }
    const boss = getMonster(event.bossId);
    await updateUser(tx, userId, { inDungeon: true });
    emit({ type: "hunterChanged", userId });
    const battle = await insertBattle(tx, {
      userId,
      dungeonId: event.dungeonId,
      templateId: GATE_BREAK_TEMPLATE,
      runId: randomUUID(),
      enemyIndex: 0,
      monsterId: boss.id,
      monsterName: boss.name,
      monsterLevel: boss.level,
      monsterCombatPower: boss.combatPower,
      monsterAttack: boss.attack,
      isBoss: true,
      monsterMaxHP: event.maxHP,
      monsterCurrentHP: event.hp,
      partyEncounterId: null,
      runStartedAt: now,
      startedAt: now,
      lastActionAt: now,
      log: [logLine("info", joinedLine(event.name, boss.name), now)],
    });
    await scheduleRunTimeLimit(tx, {
      userId,
      dueAt: new Date(now.getTime() + BATTLE_TIME_LIMIT_SECONDS * 1000),
    });
    emit({ type: "runChanged", userId });
    return { battleId: battle.id };
  });
}

/** The first line of a hunter's Gate Break fight; `boss` is a game-table word. */
function joinedLine(event: string, boss: string): string {
  return `You joined ${event}. ${boss} towers over the city!`;
}
