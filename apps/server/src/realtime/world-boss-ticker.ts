import type { ServerMessage } from "@repgate/contracts/events";

/**
 * How often an instance sends an open Gate Break's HP to its sockets, when it changed: twice a
 * second. Every tick costs a frame per socket (5,000 a second for 2,500 sockets), beside the
 * attacks on the same cores, while a hit reaches a watcher within a tick plus the fan-out, well
 * inside the second the live bar allows (docs/decisions/049-world-boss-hp-twice-a-second.md).
 */
const WORLD_BOSS_TICK_MS = 500;
/** With no event open, the instance looks for one this many ticks apart (an open is also heard). */
const IDLE_TICKS = 4;

export interface BossHP {
  id: string;
  hp: number;
  maxHP: number;
}

/**
 * The world boss's live HP bar, coalesced per instance (docs/game-rules/world-boss.md): each
 * instance reads the open events' HP at most every WORLD_BOSS_TICK_MS and sends every socket of
 * its own the new value when it changed, so any number of hits a second costs one small read
 * and one frame per socket per tick, whichever instance took the hits.
 */
export class WorldBossTicker {
  private readonly sent = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private idle = 0;
  private busy = false;

  constructor(
    private readonly readOpen: () => Promise<BossHP[]>,
    private readonly send: (message: ServerMessage) => void,
    private readonly listeners: () => number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), WORLD_BOSS_TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** An event opened or closed somewhere: look at once rather than at the next idle check. */
  wake(): void {
    this.idle = 0;
  }

  private async tick(): Promise<void> {
    if (this.busy || this.listeners() === 0) return;
    if (this.sent.size === 0 && this.idle > 0) {
      this.idle = (this.idle + 1) % IDLE_TICKS;
      return;
    }
    this.busy = true;
    try {
      const open = await this.readOpen();
      const seen = new Set<string>();
      for (const boss of open) {
        seen.add(boss.id);
        if (this.sent.get(boss.id) === boss.hp) continue;
        this.sent.set(boss.id, boss.hp);
        this.send({ type: "worldBossHP", eventId: boss.id, hp: boss.hp, maxHP: boss.maxHP });
      }
      for (const id of [...this.sent.keys()]) if (!seen.has(id)) this.sent.delete(id);
      if (this.sent.size === 0) this.idle = 1;
    } catch (error) {
      this.onError(error);
    } finally {
      this.busy = false;
    }
  }
}
