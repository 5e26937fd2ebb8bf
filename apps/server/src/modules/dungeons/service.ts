import type { Dungeon } from "@repgate/contracts/dungeons";
import { findDungeonTemplate } from "@repgate/game/content/dungeons";
import { nextSpawnChangeAt } from "@repgate/game/rules/dungeon-spawns";
import { rankOrder } from "@repgate/game/rules/ranks";
import type { Db } from "../../db/connect.ts";
import { plannedOpenGates } from "./planned-gates.ts";
import { presentDungeon } from "./present.ts";
import * as repo from "./repo.ts";

export interface DungeonListing {
  dungeons: Dungeon[];
  /** Epoch ms until which this list cannot change: the next gate to open or close. */
  validUntil: number;
}

/**
 * The gates open at `now`, weakest rank first, then soonest to close: the stored ones and the
 * planned ones not stored yet (dungeon-spawns.ts in packages/game), which get their row when a
 * hunter enters them. The read writes nothing. The list is the same for everyone and each
 * instance's cache knows when it changes, so nothing is announced.
 */
export async function loadLiveDungeons(db: Db, now: Date): Promise<DungeonListing> {
  const stored = await repo.listOpenDungeons(db, now);
  const storedKeys = new Set(stored.map((row) => row.spawnKey));
  const rows = [...stored, ...plannedOpenGates(now).filter((row) => !storedKeys.has(row.spawnKey))];
  const listed = rows
    .flatMap((row) => {
      const template = findDungeonTemplate(row.templateId);
      return template ? [presentDungeon(row, template)] : [];
    })
    .sort(
      (a, b) =>
        rankOrder(a.rank) - rankOrder(b.rank) ||
        a.expiresAt.localeCompare(b.expiresAt) ||
        a.id.localeCompare(b.id),
    );
  const earliestExpiry = Math.min(...rows.map((r) => r.expiresAt.getTime()));
  return {
    dungeons: listed,
    validUntil: Math.min(nextSpawnChangeAt(now).getTime(), earliestExpiry),
  };
}

/** A Gate Break's own gate row (docs/game-rules/world-boss.md); null if planned already. */
export const insertHiddenGate = repo.insertHiddenGate;
