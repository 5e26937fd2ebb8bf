import { createHash } from "node:crypto";
import { liveSpawns, type PlannedSpawn, spawnsAround } from "@repgate/game/rules/dungeon-spawns";
import type { Queryable } from "../../db/connect.ts";
import type { DungeonRow } from "../../db/schema/dungeons.ts";
import * as repo from "./repo.ts";

/**
 * The id a planned gate has before its row exists and after: a name-based UUID (version 5's
 * layout, SHA-1 of the spawn key), so every instance lists the same id without writing
 * (docs/architecture.md, "A GET reads").
 */
export function gateIdOf(spawnKey: string): string {
  const bytes = createHash("sha1").update(`repgate-gate:${spawnKey}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function rowOf(spawn: PlannedSpawn): DungeonRow {
  const { spawnKey, templateId, spawnsAt, expiresAt } = spawn;
  return { id: gateIdOf(spawnKey), spawnKey, templateId, spawnsAt, expiresAt, createdAt: spawnsAt };
}

/** The planned gates open at `now`, as the rows they will be once entered. */
export function plannedOpenGates(now: Date): DungeonRow[] {
  return liveSpawns(now).map(rowOf);
}

/**
 * Gives the planned gate `dungeonId` its row, if it is one that has opened by `now` (an expired
 * one too, so entering it is refused as expired rather than unknown). Called by the requests
 * that enter a gate, in their transaction; a gate already stored, or one that is no planned
 * gate (an unknown id), is left as it is. Racing entries insert it once (the unique spawn_key).
 */
export async function storePlannedGate(tx: Queryable, dungeonId: string, now: Date) {
  const spawn = spawnsAround(now).find(
    (s) => s.spawnsAt.getTime() <= now.getTime() && gateIdOf(s.spawnKey) === dungeonId,
  );
  if (spawn) await repo.insertSpawns(tx, [rowOf(spawn)]);
}
