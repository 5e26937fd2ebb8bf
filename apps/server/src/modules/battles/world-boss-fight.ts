import type { Queryable } from "../../db/connect.ts";
import type { BattleRow } from "../../db/schema/battles.ts";
import type { WorldEventRow } from "../../db/schema/world-events.ts";
import type { Emit } from "../../db/unit-of-work.ts";
import { scheduleJob } from "../../jobs/repo.ts";
import { AppError } from "../../lib/http/errors.ts";
import { findWorldEventOfGate, GATE_BREAK_TEMPLATE, strikeSharedHP } from "./repo.ts";
import { ownShard } from "./world-boss-shards.ts";

/** The template of a Gate Break's own gate: not in the catalogue, so no dungeon list shows it. */
export { GATE_BREAK_TEMPLATE };

export const GATE_BREAK_OVER = "This Gate Break is over.";
export const GATE_BREAK_NOT_OPEN = "This Gate Break is not open.";
const BOSS_FALLEN_OR_OVER = "This Gate Break is over, or its boss has fallen.";
export const BOSS_FALLEN = "The boss has fallen. Rewards go to every hunter who dealt damage.";

/** The job key that pays a fallen boss: one per event, whoever queues it. */
export function payJobKey(eventId: string): string {
  return `world-event-pay:${eventId}`;
}

/**
 * A Gate Break battle as it stands: the shared HP (the sum of its shards) read into the battle
 * (unlocked: the hit itself takes one shard's row lock, last, for as short a time as it can). Refuses (409) once the event
 * is no longer open or its time is over. Any other battle comes back as it is.
 */
export async function withWorldBoss(
  tx: Queryable,
  battle: BattleRow,
  now: Date,
): Promise<{ battle: BattleRow; worldEvent: WorldEventRow | null }> {
  if (battle.templateId !== GATE_BREAK_TEMPLATE) return { battle, worldEvent: null };
  const worldEvent = await findWorldEventOfGate(tx, battle.dungeonId);
  if (!worldEvent) return { battle, worldEvent: null };
  if (worldEvent.state === "scheduled") throw new AppError("conflict", GATE_BREAK_NOT_OPEN);
  if (worldEvent.state === "won") throw new AppError("conflict", BOSS_FALLEN);
  if (worldEvent.state === "lost" || worldEvent.endsAt <= now) {
    throw new AppError("conflict", GATE_BREAK_OVER);
  }
  return { battle: { ...battle, monsterCurrentHP: worldEvent.hp }, worldEvent };
}

/**
 * A hit on the world boss: `damage` comes off one shard of the shared HP (the hunter's own while
 * it has HP) in the caller's transaction, and the damage that landed (never more than the
 * shard's HP) is added to the hunter's part, with the reps, in the same statement. The killing
 * blow queues the payment job at once and tells every open app. Returns the shared HP after the
 * hit and the damage that counted.
 */
export async function strikeWorldBoss(
  tx: Queryable,
  emit: Emit,
  e: { event: WorldEventRow; userId: string; damage: number; reps: number; now: Date },
): Promise<{ hp: number; dealt: number }> {
  const strike = await strikeSharedHP(tx, {
    eventId: e.event.id,
    userId: e.userId,
    shard: ownShard(e.userId),
    damage: e.damage,
    reps: e.reps,
    now: e.now,
  });
  if (!strike) throw new AppError("conflict", BOSS_FALLEN_OR_OVER);
  const dealt = strike.before - strike.after;
  if (strike.killed) {
    await scheduleJob(
      tx,
      "payWorldEvent",
      { eventId: e.event.id },
      { runAt: e.now, key: payJobKey(e.event.id) },
    );
    emit({ type: "worldEventChanged", eventId: e.event.id, state: "won", paid: false });
  }
  return { hp: strike.hp, dealt };
}
