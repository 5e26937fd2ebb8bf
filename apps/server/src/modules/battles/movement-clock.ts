import { findDungeonTemplate } from "@repgate/game/content/dungeons";
import { movementTimeLimitSeconds } from "@repgate/game/rules/movement";
import type { MovementRunRow } from "../../db/schema/movement.ts";

/** The required distance of the run's dungeon (0 if the catalogue lost the template). */
export function requiredDistanceOf(row: MovementRunRow): number {
  const template = findDungeonTemplate(row.templateId);
  return template?.type === "movement" ? template.requiredDistance : 0;
}

/** Seconds the run has lasted: until it ended, or until `now` while it is active. */
export function elapsedSeconds(row: MovementRunRow, now: Date): number {
  const end = row.completedAt?.getTime() ?? now.getTime();
  return Math.max(0, (end - row.startedAt.getTime()) / 1000);
}

/** True once the run has lasted longer than its distance allows (server-rules section 10). */
export function isMovementRunOverdue(run: MovementRunRow, now: Date): boolean {
  return elapsedSeconds(run, now) > movementTimeLimitSeconds(requiredDistanceOf(run));
}

/** When the run's time ran out: its start plus the limit of its distance. */
export function movementRunDeadline(run: MovementRunRow): Date {
  return new Date(
    run.startedAt.getTime() + movementTimeLimitSeconds(requiredDistanceOf(run)) * 1000,
  );
}
