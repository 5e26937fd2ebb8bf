import type { DomainEvent } from "@repgate/contracts/events";

/** At most this many hunters' answers are kept per read; the oldest go first. */
const MAX_ENTRIES = 10_000;
/** At most this many hunters' last-change marks are kept; older marks fold into one floor. */
const MAX_MARKS = 20_000;

/**
 * A kept answer: the JSON reply serialised once, or, for a reply with fields that move with the
 * clock alone (a battle's timers), what renders it at an instant from what was loaded.
 */
export type KeptBody = string | ((nowMs: number) => string);

interface Entry {
  body: KeptBody;
  /** The Accept-Language it was made for: its texts are in the reader's language. */
  spokenTo: string;
  /** Past this instant the answer may differ with time alone (a midnight, an expiry). */
  validUntil: number;
}

/** One read's last answer per hunter (GET /api/notifications, the daily quest...). */
export class HunterReadCache {
  private readonly entries = new Map<string, Entry>();
  /** The change mark of the last time every answer was dropped (dropAll). */
  private droppedAllAt = 0;

  /**
   * `dropsAllOn`: for a read that shows other hunters too (the leaderboard), the events of any
   * hunter that may change every reader's answer.
   */
  constructor(
    private readonly changes: HunterChanges,
    readonly dropsAllOn?: (event: DomainEvent) => boolean,
  ) {}

  /** The hunter's answer when it is in memory and still valid at `nowMs` (the hot path). */
  peek(userId: string, nowMs: number, spokenTo: string): string | null {
    const entry = this.entries.get(userId);
    if (entry === undefined || nowMs >= entry.validUntil || entry.spokenTo !== spokenTo) {
      return null;
    }
    return typeof entry.body === "string" ? entry.body : entry.body(nowMs);
  }

  /**
   * Keeps an answer loaded since `since` (HunterChanges.now() before the load began), unless
   * the hunter changed while it loaded: then it may show the world before that change.
   */
  store(
    userId: string,
    since: number,
    answer: { body: KeptBody; validUntil: number; spokenTo: string },
  ): void {
    if (!this.changes.keeps || !this.changes.unchangedSince(userId, since)) return;
    // A load that began before every answer was dropped may show what that drop was for.
    if (since < this.droppedAllAt) return;
    this.entries.delete(userId);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, answer);
  }

  forget(userId: string): void {
    this.entries.delete(userId);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Something every reader's answer may show changed (another hunter's XP on the board). */
  dropAll(): void {
    this.droppedAllAt = this.changes.mark();
    this.entries.clear();
  }
}

/**
 * Per-hunter answers of the hot reads, kept in memory and dropped by any change of that hunter
 * (docs/decisions/044-hunter-reads-from-memory.md): every write of the server announces a domain
 * event naming the hunters it touched (db/unit-of-work.ts), which every instance hears on the
 * event bus, and a write request drops its own hunter's answers before it replies (so a client
 * that reads what it just wrote never waits on the bus). A counter orders changes and loads: an
 * answer whose load began before the hunter's last change is not kept.
 */
export class HunterChanges {
  private tick = 0;
  private readonly changedAt = new Map<string, number>();
  /** Changes older than the marks kept are taken to be this recent. */
  private floor = 0;
  private readonly caches: HunterReadCache[] = [];

  /**
   * `keeps` is false where no event bus tells this instance of other instances' writes: then
   * nothing is kept and every read loads.
   */
  constructor(readonly keeps: boolean) {}

  /** A read's cache, dropped with the others on every change (and whole on `dropsAllOn`). */
  cache(dropsAllOn?: (event: DomainEvent) => boolean): HunterReadCache {
    const cache = new HunterReadCache(this, dropsAllOn);
    this.caches.push(cache);
    return cache;
  }

  /** Taken before a load begins, for HunterReadCache.store(). */
  now(): number {
    return this.tick;
  }

  /** A new mark: loads that began before it are older than what happens now. */
  mark(): number {
    this.tick += 1;
    return this.tick;
  }

  /** A domain event heard on the bus, from any instance (this one included). */
  heard(event: DomainEvent): void {
    if ("userId" in event && typeof event.userId === "string") this.changed(event.userId);
    else this.changedAll();
    for (const cache of this.caches) if (cache.dropsAllOn?.(event)) cache.dropAll();
  }

  unchangedSince(userId: string, since: number): boolean {
    return (this.changedAt.get(userId) ?? this.floor) <= since;
  }

  /** Something of this hunter changed (here or on another instance). */
  changed(userId: string): void {
    this.tick += 1;
    this.changedAt.delete(userId);
    if (this.changedAt.size >= MAX_MARKS) {
      const oldest = this.changedAt.entries().next().value;
      if (oldest !== undefined) {
        this.changedAt.delete(oldest[0]);
        this.floor = Math.max(this.floor, oldest[1]);
      }
    }
    this.changedAt.set(userId, this.tick);
    for (const cache of this.caches) cache.forget(userId);
  }

  /** Anything may have changed (an event that names no hunter, or events missed while the bus reconnected). */
  changedAll(): void {
    this.tick += 1;
    this.floor = this.tick;
    this.changedAt.clear();
    for (const cache of this.caches) cache.clear();
  }
}
