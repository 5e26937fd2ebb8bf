import type { MovementRun, PositionSampleRequest } from "@repgate/contracts/movement";
import type { Unlocks } from "@repgate/contracts/unlocks";
import { findDungeonTemplate, type MovementDungeon } from "@repgate/game/content/dungeons";
import type { TitleName } from "@repgate/game/content/titles";
import type { AchievementId } from "@repgate/game/rules/achievements";
import { acceptSample, isMovementCleared } from "@repgate/game/rules/movement";
import type { Db, Tx } from "../../db/connect.ts";
import type { MovementRunRow } from "../../db/schema/movement.ts";
import type { UserRow } from "../../db/schema/users.ts";
import { type Emit, inTransaction } from "../../db/unit-of-work.ts";
import { AppError } from "../../lib/http/errors.ts";
import { expireMovementRun } from "../battles/expire.ts";
import { isMovementRunOverdue } from "../battles/movement-clock.ts";
import { updateActiveMovementRun } from "../battles/repo.ts";
import { payHunter, rollDungeonDrop } from "../rewards/pay.ts";
import { lockUser } from "../users/repo.ts";
import { presentRun } from "./present.ts";
import { lockRun } from "./repo.ts";

/**
 * How far a reading's own timestamp may sit from the server's clock. The speed rule trusts the
 * timestamps, so they are held to the run's real time: a client cannot invent hours between two
 * readings to make a drive look like a walk.
 */
const SAMPLE_CLOCK_TOLERANCE_MS = 30_000;

export const RUN_NOT_FOUND = "That movement run does not exist.";

/**
 * One Geolocation reading. Judged with acceptSample against the stored anchor; the distance
 * is summed; the reading that reaches the required distance within the time limit completes
 * the run and pays the dungeon's rewards, once. Every reading changes the run (at least its
 * last verdict), so each one that commits announces it.
 */
export function recordSample(
  db: Db,
  random: () => number,
  input: { userId: string; runId: string; sample: PositionSampleRequest; now: Date },
): Promise<MovementRun> {
  return inTransaction(db, async (tx, emit) => {
    const { userId, runId, sample, now } = input;
    const user = await lockUser(tx, userId);
    const run = user ? await lockRun(tx, userId, runId) : null;
    if (!user || !run) throw new AppError("not_found", RUN_NOT_FOUND);
    if (run.status !== "active")
      throw new AppError("conflict", "This movement run is already over.");
    if (isMovementRunOverdue(run, now)) {
      const ended = await expireMovementRun(tx, emit, user, run, {
        lastSampleAccepted: false,
        lastSampleReason: "time-up",
      });
      return presentRun(ended ?? run, now);
    }
    if (!isOnRunClock(sample.timestamp, run, now)) {
      const kept = await updateActiveMovementRun(tx, run.id, {
        lastSampleAccepted: false,
        lastSampleReason: "clock",
      });
      if (kept) emit({ type: "runChanged", userId });
      return presentRun(kept ?? run, now);
    }
    // A reloaded page's new position watch is first handed the fix the device already had,
    // which the run counted before the reload. It is the same reading, not one out of order:
    // answer with the run as it stands rather than blame the hunter for it.
    if (isRepeatOfAnchor(run.anchor, sample)) return presentRun(run, now);
    const verdict = acceptSample(run.anchor, sample);
    const distanceKm = run.distanceKm + verdict.distanceKm;
    const updated = await updateActiveMovementRun(tx, run.id, {
      distanceKm,
      anchor: verdict.anchor,
      lastSampleAccepted: verdict.accepted,
      lastSampleReason: verdict.reason,
    });
    if (!updated) throw new AppError("conflict", "This movement run is already over.");
    emit({ type: "runChanged", userId });
    const template = findDungeonTemplate(run.templateId) as MovementDungeon;
    const elapsed = (now.getTime() - run.startedAt.getTime()) / 1000;
    if (!isMovementCleared(distanceKm, template.requiredDistance, elapsed)) {
      return presentRun(updated, now);
    }
    return presentRun(await completeRun(tx, emit, user, updated, template, now, random), now);
  });
}

function isRepeatOfAnchor(
  anchor: MovementRunRow["anchor"],
  sample: PositionSampleRequest,
): boolean {
  return (
    anchor != null &&
    anchor.timestamp === sample.timestamp &&
    anchor.lat === sample.lat &&
    anchor.lon === sample.lon
  );
}

function isOnRunClock(timestamp: number, run: MovementRunRow, now: Date): boolean {
  return (
    timestamp <= now.getTime() + SAMPLE_CLOCK_TOLERANCE_MS &&
    timestamp >= run.startedAt.getTime() - SAMPLE_CLOCK_TOLERANCE_MS
  );
}

/** active → completed happens once (updateActiveRun's condition); only that call pays. */
async function completeRun(
  tx: Tx,
  emit: Emit,
  user: UserRow,
  run: MovementRunRow,
  template: MovementDungeon,
  now: Date,
  random: () => number,
): Promise<MovementRunRow> {
  const item = rollDungeonDrop(template.rewards, template.rank, random);
  const rewards = {
    xp: template.rewards.xp,
    gold: template.rewards.gold,
    itemDropped: item?.name ?? null,
  };
  const completed = await updateActiveMovementRun(tx, run.id, {
    status: "completed",
    completedAt: now,
    rewards,
  });
  if (!completed) throw new AppError("conflict", "This movement run is already over.");
  const paid = await payHunter(tx, emit, user, {
    xp: rewards.xp,
    gold: rewards.gold,
    magicalBeastsKilled: 0,
    dungeonsCleared: 1,
    item,
    inDungeon: false,
    reason: "movement_reward",
    reference: run.id,
    now,
  });
  announcePayment(emit, user, paid);
  return completed;
}

/**
 * A movement run's reply is the run, not what its payment raised or unlocked (a battle's and a
 * quest's replies carry those): the hunter's open tabs hear it, for their System windows.
 */
function announcePayment(
  emit: Emit,
  before: UserRow,
  paid: { user: UserRow; levelsGained: number; unlocks: Unlocks },
): void {
  if (paid.levelsGained > 0) {
    emit({ type: "hunterLeveledUp", userId: before.id, from: before.level, to: paid.user.level });
  }
  const { achievements, titles } = paid.unlocks;
  if (achievements.length > 0 || titles.length > 0) {
    emit({
      type: "hunterUnlocked",
      userId: before.id,
      achievementIds: achievements.map((a) => a.id as AchievementId),
      titles: titles as TitleName[],
    });
  }
}
