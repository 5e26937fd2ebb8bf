import type { HeartRateRecorded, HeartRateSummaryBody } from "@repgate/contracts/heart-rate";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import * as repo from "./repo.ts";

/** A summary is taken up to a day after its battle began (a phone may send it late). */
const ACCEPT_FOR_MS = 24 * 60 * 60 * 1000;
/** Clocks and rounding: the zones may exceed the battle's age by this much. */
const SLACK_SECONDS = 5;

/**
 * Stores a battle's heart-rate summary (docs/decisions/022): only the battle's own hunter,
 * one per battle (a later one replaces it only when it measures more time: the hunter left the
 * battle screen and came back), and no more measured time than the battle has lasted. It changes nothing
 * in play: no damage, XP, gold or rank reads it.
 */
export function recordHeartRate(
  db: Db,
  args: { userId: string; battleId: string; summary: HeartRateSummaryBody; now: Date },
): Promise<HeartRateRecorded> {
  const { userId, battleId, summary, now } = args;
  return inTransaction(db, async (tx) => {
    const battle = await repo.findOwnBattleStart(tx, userId, battleId);
    if (!battle) throw new AppError("not_found", "That battle was not found.");
    const age = now.getTime() - battle.startedAt.getTime();
    if (age > ACCEPT_FOR_MS) {
      throw new AppError("conflict", "That battle is too old for a heart-rate summary.");
    }
    const measured = summary.zoneSeconds.reduce((a, b) => a + b, 0);
    if (measured > Math.max(0, age / 1000) + SLACK_SECONDS) {
      throw new AppError(
        "bad_request",
        `The summary measures ${measured} seconds, but the battle began ${Math.floor(age / 1000)} seconds ago.`,
      );
    }
    const stored = await repo.upsertHeartRate(tx, {
      battleId,
      userId,
      ...summary,
      recordedAt: now,
    });
    if (!stored) {
      throw new AppError("conflict", "This battle's heart rate is already recorded.");
    }
    return { message: "Heart rate recorded.", battleId, summary };
  });
}
