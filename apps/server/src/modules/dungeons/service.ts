import type { Dungeon } from "@repgate/contracts/dungeons";
import { liveSpawns, nextSpawnChangeAt } from "@repgate/game/dungeon-spawns";
import { findDungeonTemplate } from "@repgate/game/dungeons";
import { rankOrder } from "@repgate/game/ranks";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/unit-of-work.ts";
import { presentDungeon } from "./present.ts";
import * as repo from "./repo.ts";

export interface DungeonListing {
  dungeons: Dungeon[];
  /** Epoch ms until which this list cannot change: the next gate to open or close. */
  validUntil: number;
}

/**
 * The gates open at `now`, weakest rank first, then soonest to close. Spawns today's plan
 * lazily and idempotently on the way (see dungeon-spawns.ts in packages/game). Spawning
 * announces nothing: the list is the same for everyone and each instance's cache knows when
 * it changes.
 */
export async function loadLiveDungeons(db: Db, now: Date): Promise<DungeonListing> {
  const spawns = liveSpawns(now).map(({ spawnKey, templateId, spawnsAt, expiresAt }) => ({
    spawnKey,
    templateId,
    spawnsAt,
    expiresAt,
  }));
  await inTransaction(db, (tx) => repo.insertSpawns(tx, spawns));
  const rows = await repo.listOpenDungeons(db, now);
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
