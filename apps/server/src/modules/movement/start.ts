import type { MovementDungeon } from "@repgate/game/dungeons";
import type { Queryable } from "../../db/connect.ts";
import type { MovementRunRow } from "../../db/schema/movement.ts";
import { insertRun } from "./repo.ts";

/** Starts covering a movement dungeon's distance; the time limit runs from `now`. */
export function startMovementRun(
  tx: Queryable,
  {
    userId,
    dungeonId,
    template,
    now,
  }: {
    userId: string;
    dungeonId: string;
    template: MovementDungeon;
    now: Date;
  },
): Promise<MovementRunRow> {
  return insertRun(tx, { userId, dungeonId, templateId: template.id, startedAt: now });
}
