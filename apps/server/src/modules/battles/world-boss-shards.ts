/**
 * How many rows a world boss's HP is split into. Every hit waits only for the hits on its own
 * shard, so more shards let more hunters strike at once; each one also costs a row to read for
 * the HP everyone sees and, once, the shard's own last hit spilling nothing over into the next
 * (docs/decisions/047-world-boss-hp-shards.md). 16 is well past the ~20 hits/s one row allowed
 * on the bench machine, and the HP is still a sum over 16 rows of one index page.
 */
export const HP_SHARDS = 16;

/** `hp` split over the shards, evenly, the remainder on the first ones: the shards sum to `hp`. */
export function splitHP(hp: number): number[] {
  const base = Math.floor(hp / HP_SHARDS);
  const extra = hp % HP_SHARDS;
  return Array.from({ length: HP_SHARDS }, (_, shard) => base + (shard < extra ? 1 : 0));
}

/** The shard a hunter strikes while it has HP: always the same one for the same hunter. */
export function ownShard(userId: string): number {
  return Number.parseInt(userId.replace(/-/g, "").slice(-8), 16) % HP_SHARDS;
}
