import { MONSTERS, type Monster } from "../content/monsters.ts";
import type { Rank } from "./ranks.ts";

/**
 * Gate Break: one boss that every hunter fights at once (docs/game-rules/world-boss.md).
 * Its HP is shared; when it falls, a pool of XP and gold is split by damage dealt.
 */

/** The shared HP of a Gate Break's boss, by the event's rank: many hunters' worth of a dungeon. */
export const WORLD_BOSS_MAX_HP: Record<Rank, number> = {
  E: 50_000,
  D: 100_000,
  C: 200_000,
  B: 400_000,
  A: 800_000,
  S: 1_500_000,
};

/** What the fallen boss pays, shared by every hunter who dealt damage. */
export const WORLD_BOSS_POOL: Record<Rank, { xp: number; gold: number }> = {
  E: { xp: 20_000, gold: 10_000 },
  D: { xp: 40_000, gold: 20_000 },
  C: { xp: 80_000, gold: 40_000 },
  B: { xp: 160_000, gold: 80_000 },
  A: { xp: 320_000, gold: 160_000 },
  S: { xp: 640_000, gold: 320_000 },
};

/** Every hunter who dealt any damage gets at least this share of a pool (taking part counts). */
export const PARTICIPATION_FLOOR = { xp: 50, gold: 25 } as const;

/** The title the top contributors of a fallen boss unlock. */
export const GATE_BREAKER_TITLE = "Gate Breaker";
/** How many of the top contributors get the title. */
const TOP_CONTRIBUTORS = 3;

/** The boss a Gate Break of `rank` brings: the strongest boss of that rank in the tables. */
export function worldBossOf(rank: Rank): Monster {
  const bosses = MONSTERS.filter((m) => m.rank === rank && m.isBoss);
  const boss = bosses.reduce<Monster | undefined>(
    (best, m) => (best && best.level >= m.level ? best : m),
    undefined,
  );
  if (!boss) throw new RangeError(`No boss of rank ${rank}`);
  return boss;
}

export interface Contribution {
  hunterId: string;
  damage: number;
}

/**
 * Splits `pool` among hunters by damage. Each hunter who dealt damage first gets `floor`
 * (less if the pool cannot give everyone that much), the rest is shared in proportion to
 * damage, rounded down, and the units left by rounding go one each to the largest remainders
 * (ties: more damage, then hunter id). The shares always add up to the pool exactly.
 * Hunters with no damage get nothing and are left out.
 */
export function splitPool(
  pool: number,
  floor: number,
  contributions: readonly Contribution[],
): Map<string, number> {
  const takers = contributions.filter((c) => c.damage > 0);
  const shares = new Map<string, number>();
  if (takers.length === 0 || pool <= 0) return shares;
  const base = Math.min(floor, Math.floor(pool / takers.length));
  const rest = pool - base * takers.length;
  const total = takers.reduce((sum, c) => sum + c.damage, 0);
  const exact = takers.map((c) => {
    const numerator = rest * c.damage;
    return { c, whole: Math.floor(numerator / total), remainder: numerator % total };
  });
  let left = rest - exact.reduce((sum, e) => sum + e.whole, 0);
  const order = [...exact].sort(
    (a, b) =>
      b.remainder - a.remainder ||
      b.c.damage - a.c.damage ||
      a.c.hunterId.localeCompare(b.c.hunterId),
  );
  const bonus = new Set<string>();
  for (const e of order) {
    if (left <= 0) break;
    bonus.add(e.c.hunterId);
    left -= 1;
  }
  for (const e of exact) {
    shares.set(e.c.hunterId, base + e.whole + (bonus.has(e.c.hunterId) ? 1 : 0));
  }
  return shares;
}

/** The top contributors by damage (ties: hunter id), who get the title. */
export function topContributors(
  contributions: readonly Contribution[],
  count = TOP_CONTRIBUTORS,
): string[] {
  return contributions
    .filter((c) => c.damage > 0)
    .sort((a, b) => b.damage - a.damage || a.hunterId.localeCompare(b.hunterId))
    .slice(0, count)
    .map((c) => c.hunterId);
}

export interface WorldBossReward {
  hunterId: string;
  xp: number;
  gold: number;
  title: boolean;
}

/** What each contributor of a fallen boss of `rank` is paid. */
export function worldBossRewards(
  rank: Rank,
  contributions: readonly Contribution[],
): WorldBossReward[] {
  const pool = WORLD_BOSS_POOL[rank];
  const xp = splitPool(pool.xp, PARTICIPATION_FLOOR.xp, contributions);
  const gold = splitPool(pool.gold, PARTICIPATION_FLOOR.gold, contributions);
  const top = new Set(topContributors(contributions));
  return [...xp.keys()].map((hunterId) => ({
    hunterId,
    xp: xp.get(hunterId) ?? 0,
    gold: gold.get(hunterId) ?? 0,
    title: top.has(hunterId),
  }));
}
