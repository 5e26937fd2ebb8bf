import { DUNGEON_TEMPLATES, type DungeonTemplate, type DungeonType } from "../content/dungeons.ts";
import { type Rank, rankOrder } from "./ranks.ts";

/**
 * The daily spawn plan. Which dungeons open on a UTC day, when, and for how long, is a pure
 * function of the day: every server instance computes the same plan, inserts the spawns that
 * are entered with `ON CONFLICT (spawn_key) DO NOTHING`, and no scheduler or leader is needed.
 * Nothing here reads a clock or a random source; the "randomness" is a hash of day and slot.
 */

export interface SpawnSlot {
  /** Part of the spawn key; never renumber a slot, or a day's spawns would duplicate. */
  id: string;
  rank: Rank;
  /** "combat" slots only take combat templates, so a hunter without GPS always has a fight. */
  kind: DungeonType | "any";
  /**
   * Guaranteed slots open at 00:00 UTC and last 24–30 hours, so every instant of every day has
   * them open: at least 3 E and 2 D gates a new hunter can take on.
   */
  guaranteed: boolean;
}

export const SPAWN_SLOTS: readonly SpawnSlot[] = [
  { id: "E1", rank: "E", kind: "combat", guaranteed: true },
  { id: "E2", rank: "E", kind: "combat", guaranteed: true },
  { id: "E3", rank: "E", kind: "any", guaranteed: true },
  { id: "D1", rank: "D", kind: "combat", guaranteed: true },
  { id: "D2", rank: "D", kind: "any", guaranteed: true },
  { id: "E4", rank: "E", kind: "any", guaranteed: false },
  { id: "D3", rank: "D", kind: "any", guaranteed: false },
  { id: "C1", rank: "C", kind: "combat", guaranteed: false },
  { id: "C2", rank: "C", kind: "any", guaranteed: false },
  { id: "B1", rank: "B", kind: "combat", guaranteed: false },
  { id: "B2", rank: "B", kind: "any", guaranteed: false },
  { id: "A1", rank: "A", kind: "any", guaranteed: false },
  { id: "S1", rank: "S", kind: "any", guaranteed: false },
];

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
/** Guaranteed gates live 24–30 h: never a gap, and a few hours of overlap with the next day's. */
export const GUARANTEED_LIFETIME_MINUTES = { min: 24 * 60, max: 30 * 60 } as const;
/** Other gates open at a minute of the day picked by hash and live 6–30 h. */
export const EXTRA_LIFETIME_MINUTES = { min: 6 * 60, max: 30 * 60 } as const;
/**
 * Days before today whose gates can still be open: an extra gate opening at 23:59 and living
 * 30 h closes on the second day after.
 */
const SPAWN_LOOKBACK_DAYS = 2;

export interface PlannedSpawn {
  /** `<YYYY-MM-DD>:<slot>`, e.g. "2025-06-01:E1"; unique per spawn, forever. */
  spawnKey: string;
  templateId: string;
  template: DungeonTemplate;
  spawnsAt: Date;
  expiresAt: Date;
}

/** 32-bit FNV-1a, then murmur3's finaliser so "…:E1" and "…:E2" land far apart. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A stable number in [0, 1) for a seed. */
export function hashUnit(seed: string): number {
  return hashString(seed) / 2 ** 32;
}

/** A stable whole number from min to max, both included. */
export function hashInt(seed: string, min: number, max: number): number {
  return min + Math.floor(hashUnit(seed) * (max - min + 1));
}

/** A stable pick from a non-empty list. */
export function pickByHash<T>(seed: string, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError("Nothing to pick from");
  return items[Math.floor(hashUnit(seed) * items.length)] as T;
}

/** A stable shuffle: items ordered by the hash of seed and their key. */
export function orderByHash<T>(seed: string, items: readonly T[], key: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, rank: hashString(`${seed}|${key(item)}`) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ item }) => item);
}

/** Milliseconds of 00:00 UTC of a "YYYY-MM-DD" day; RangeError for anything else. */
export function parseUtcDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (utcDay(new Date(ms)) !== day) throw new RangeError(`No such day: ${day}`);
  return ms;
}

/** The UTC day of an instant, "YYYY-MM-DD". */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function addUtcDays(day: string, days: number): string {
  return utcDay(new Date(parseUtcDay(day) + days * DAY_MINUTES * MINUTE_MS));
}

/** Every gate that opens on `dayUtc` ("YYYY-MM-DD"), in slot order. */
export function plannedSpawns(dayUtc: string): PlannedSpawn[] {
  const dayStart = parseUtcDay(dayUtc);
  const used = new Set<string>();
  const orders = new Map<Rank, DungeonTemplate[]>();
  return SPAWN_SLOTS.map((slot) => {
    const seed = `${dayUtc}:${slot.id}`;
    let order = orders.get(slot.rank);
    if (!order) {
      const pool = DUNGEON_TEMPLATES.filter((t) => t.rank === slot.rank);
      order = orderByHash(`${dayUtc}:${slot.rank}`, pool, (t) => t.id);
      orders.set(slot.rank, order);
    }
    const template = order.find(
      (t) => !used.has(t.id) && (slot.kind === "any" || t.type === slot.kind),
    );
    if (!template) throw new RangeError(`No template left for slot ${slot.id}`);
    used.add(template.id);
    const life = slot.guaranteed ? GUARANTEED_LIFETIME_MINUTES : EXTRA_LIFETIME_MINUTES;
    const openMinute = slot.guaranteed ? 0 : hashInt(`${seed}:opens`, 0, DAY_MINUTES - 1);
    const lifetime = hashInt(`${seed}:lives`, life.min, life.max);
    const spawnsAt = dayStart + openMinute * MINUTE_MS;
    return {
      spawnKey: seed,
      templateId: template.id,
      template,
      spawnsAt: new Date(spawnsAt),
      expiresAt: new Date(spawnsAt + lifetime * MINUTE_MS),
    };
  });
}

/** Every planned gate whose day is near `now`: open, closed or yet to open. */
export function spawnsAround(now: Date): PlannedSpawn[] {
  const today = utcDay(now);
  const days: string[] = [];
  for (let back = SPAWN_LOOKBACK_DAYS; back >= -1; back -= 1) days.push(addUtcDays(today, -back));
  return days.flatMap(plannedSpawns);
}

/**
 * The gates open at `now` (spawnsAt <= now < expiresAt), weakest rank first, then soonest to
 * close. The server lists these without writing; a gate's row is inserted when a hunter first
 * enters it (each key once however many race).
 */
export function liveSpawns(now: Date): PlannedSpawn[] {
  const t = now.getTime();
  return spawnsAround(now)
    .filter((s) => s.spawnsAt.getTime() <= t && t < s.expiresAt.getTime())
    .sort(
      (a, b) =>
        rankOrder(a.template.rank) - rankOrder(b.template.rank) ||
        a.expiresAt.getTime() - b.expiresAt.getTime(),
    );
}

/**
 * The next instant after `now` when a gate opens or closes: until then the live list cannot
 * change, so a cached list (and its ETag) stays valid without asking the database.
 */
export function nextSpawnChangeAt(now: Date): Date {
  const t = now.getTime();
  let next = Number.POSITIVE_INFINITY;
  for (const s of spawnsAround(now)) {
    for (const at of [s.spawnsAt.getTime(), s.expiresAt.getTime()]) {
      if (at > t && at < next) next = at;
    }
  }
  return new Date(next);
}
