import type { CreateNextReply, CreateNextRequest } from "@repgate/contracts/battles";
import {
  type CombatDungeon,
  findDungeonTemplate,
  nextEnemyIndex,
} from "@repgate/game/content/dungeons";
import { getMonster } from "@repgate/game/content/monsters";
import { isBattleTimeUp, nextEnemySecondsLeft } from "@repgate/game/rules/combat";
import type { Db, Queryable } from "../../db/connect.ts";
import type { BattleRow } from "../../db/schema/battles.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { lockUser } from "../users/repo.ts";
import { TIME_UP_MESSAGE } from "./battle-log.ts";
import { leaveGate } from "./leave.ts";
import { loadLoadout } from "./loadout.ts";
import { startNextMonster } from "./next-monster.ts";
import { presentBattle } from "./present.ts";
import {
  findActiveMovementRun,
  findLatestBattle,
  findRunBattle,
  hasMovementRunSince,
} from "./repo.ts";
import { isWaitingForNext, restStartedAt } from "./waiting-next.ts";

export interface CreatedNext {
  reply: CreateNextReply;
  /** False when this call found the battle another call had just created (idempotent). */
  created: boolean;
}

const NOTHING_WAITING = "No monster is waiting for you. Win a battle of a dungeon run first.";

/**
 * Starts the next monster of the run the hunter is winning, after the 'Next Enemy Approaching'
 * countdown. Only the hunter's latest battle counts, and only when it is a paid victory with a
 * monster after it. Calling again (or concurrently) answers with the same new battle. A party's
 * next monster waits for the whole countdown, counted from the moment the shared monster fell
 * (409 before): every member meets it at the same moment.
 * Announces the run as changed when a monster starts or the run's time ran out.
 */
export async function createNextBattle(
  db: Db,
  { userId, request, now }: { userId: string; request: CreateNextRequest; now: Date },
): Promise<CreatedNext> {
  const outcome = await inTransaction(db, async (tx, emit) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError("not_found", NOTHING_WAITING);
    const latest = await findLatestBattle(tx, userId);
    if (latest?.status === "active") {
      return {
        kind: "existing" as const,
        ...(await replayCreated(tx, user, latest, request, now)),
      };
    }
    if (!latest || !isWaitingForNext(latest)) throw new AppError("conflict", NOTHING_WAITING);
    const template = findDungeonTemplate(latest.templateId) as CombatDungeon;
    const next = nextEnemyIndex(template, latest.enemyIndex) as number;
    requireAgreement(request, latest, next);
    if (await findActiveMovementRun(tx, userId)) {
      throw new AppError("conflict", "You are on a movement run. Finish or abandon it first.");
    }
    // A movement run entered since then abandoned this run (server-rules section 7).
    if (await hasMovementRunSince(tx, latest)) throw new AppError("conflict", NOTHING_WAITING);
    if (isBattleTimeUp(latest.runStartedAt.getTime(), now.getTime())) {
      await leaveGate(tx, emit, userId);
      return { kind: "time-up" as const };
    }
    if (latest.partyEncounterId) await requireRested(tx, latest, now);
    const monster = nameOf(template, next);
    const { battle, hunter } = await startNextMonster(tx, emit, {
      user,
      won: latest,
      template,
      enemyIndex: next,
      now,
      intro: `Next enemy: ${monster} appears!`,
    });
    const loadout = await loadLoadout(tx, hunter);
    return {
      kind: "created" as const,
      battle: presentBattle(battle, { user: hunter, loadout, now }),
    };
  });
  // Refused after the commit, so the hunter leaving the gate is kept.
  if (outcome.kind === "time-up") throw new AppError("conflict", TIME_UP_MESSAGE);
  const { battle } = outcome;
  const monster = battle.monsterName;
  return {
    created: outcome.kind === "created",
    reply: {
      message: `${monster} appears!`,
      monsterName: battle.monsterName,
      battle,
    },
  };
}

/** The next battle exists already: the same answer again if this request asks for it. */
async function replayCreated(
  tx: Queryable,
  user: UserRow,
  active: BattleRow,
  request: CreateNextRequest,
  now: Date,
) {
  const previous =
    active.enemyIndex > 0 ? await findRunBattle(tx, active.runId, active.enemyIndex - 1) : null;
  const asksForThis =
    previous !== null &&
    (request.battleId === undefined || request.battleId === previous.id) &&
    (request.enemyIndex === undefined || request.enemyIndex === active.enemyIndex);
  if (!asksForThis) {
    throw new AppError("conflict", "You are already in a battle. Finish it or run away first.");
  }
  const loadout = await loadLoadout(tx, user);
  return { battle: presentBattle(active, { user, loadout, now }) };
}

/** A party's next monster arrives when the countdown from its last one's fall is over. */
async function requireRested(tx: Queryable, won: BattleRow, now: Date): Promise<void> {
  const restFrom = await restStartedAt(tx, won);
  const left = restFrom ? nextEnemySecondsLeft(restFrom.getTime(), now.getTime()) : 0;
  if (left > 0) {
    throw new AppError(
      "conflict",
      left === 1
        ? "The next enemy arrives in 1 second. Catch your breath!"
        : `The next enemy arrives in ${left} seconds. Catch your breath!`,
    );
  }
}

function requireAgreement(request: CreateNextRequest, latest: BattleRow, next: number): void {
  const agrees =
    (request.battleId === undefined || request.battleId === latest.id) &&
    (request.dungeonId === undefined || request.dungeonId === latest.dungeonId) &&
    (request.enemyIndex === undefined || request.enemyIndex === next);
  if (!agrees) throw new AppError("conflict", "That is not the next monster of your run.");
}

function nameOf(template: CombatDungeon, index: number): string {
  return getMonster(template.enemySequence[index] as string).name;
}
