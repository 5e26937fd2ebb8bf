import type { MovementRun } from "@repgate/contracts/movement";
import { findDungeonTemplate } from "@repgate/game/content/dungeons";
import { movementTimeLimitSeconds, paceSecondsPerKm } from "@repgate/game/rules/movement";
import type { MovementRunRow } from "../../db/schema/movement.ts";
import { elapsedSeconds, requiredDistanceOf } from "../battles/movement-clock.ts";

export function presentRun(row: MovementRunRow, now: Date): MovementRun {
  const required = requiredDistanceOf(row);
  const timeLimit = movementTimeLimitSeconds(required);
  const elapsed = elapsedSeconds(row, now);
  return {
    id: row.id,
    dungeonId: row.dungeonId,
    dungeonName: findDungeonTemplate(row.templateId)?.name ?? "Unknown Gate",
    status: row.status as MovementRun["status"],
    requiredDistance: required,
    distanceCovered: row.distanceKm,
    startedAt: row.startedAt.toISOString(),
    timeLimit,
    secondsLeft: row.status === "active" ? Math.max(0, Math.floor(timeLimit - elapsed)) : 0,
    paceSecondsPerKm: paceSecondsPerKm(row.distanceKm, elapsed),
    lastSampleAccepted: row.lastSampleAccepted,
    lastSampleReason: row.lastSampleReason,
    rewards: row.rewards,
  };
}
