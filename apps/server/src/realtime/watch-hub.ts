import { randomUUID } from "node:crypto";
import type { DomainEvent } from "@repgate/contracts/events";
import {
  MAX_WATCH_SOCKETS_PER_ADDRESS,
  WATCH_ENDED_MESSAGE,
  WATCH_REVOKED_MESSAGE,
  type WatchSocketMessage,
  WS_CLOSE_WATCH_FULL,
  WS_CLOSE_WATCH_REVOKED,
  WS_CLOSE_WATCH_UNKNOWN,
} from "@repgate/contracts/watching";
import type { WebSocket } from "ws";
import type { Db } from "../db/connect.ts";
import {
  admitViewer,
  confirmViewers,
  dismissViewer,
  hashWatchToken,
  readWatch,
  WATCH_UNKNOWN_MESSAGE,
  WATCHER_BEAT_MS,
} from "../modules/watching/service.ts";
import { sendFrame } from "./outbox.ts";

/** One open watch socket on this instance. */
interface Watcher {
  socket: WebSocket;
  viewerId: string;
  tokenHash: string;
  /** The fighter who shared the link: their run's events say the fight changed. */
  fighterId: string;
  address: string;
}

/** Events after which a fighter's watched fight may look different. */
const FIGHT_NEWS = new Set<DomainEvent["type"]>([
  "runChanged",
  "partyBattleChanged",
  "watchersChanged",
]);
/** Events of one fight that arrive together (a hit announces the run and the party) read once. */
const GATHER_MS = 25;

interface HubLog {
  error(details: object, message: string): void;
}

/**
 * The watch sockets of this instance (docs/decisions/041-watch-links.md). A watcher has no
 * account: the token is the key, the socket joins no room and is sent nothing but the public
 * view of its fight (contracts/watching.ts), read again whenever the bus says the fighter's
 * run changed, on whichever instance the change was made.
 */
export class WatchHub {
  private readonly byFighter = new Map<string, Set<Watcher>>();
  private readonly perAddress = new Map<string, number>();
  private readonly pending = new Set<string>();
  private gatherTimer: NodeJS.Timeout | null = null;
  private readonly beat: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly log: HubLog,
    private readonly limits = { perAddress: MAX_WATCH_SOCKETS_PER_ADDRESS },
  ) {
    // Rows of open sockets stay fresh; a dead instance's stop counting (service.ts).
    this.beat = setInterval(() => {
      const ids = [...this.byFighter.values()].flatMap((set) => [...set].map((w) => w.viewerId));
      confirmViewers(this.db, ids, this.now()).catch(() => {});
    }, WATCHER_BEAT_MS);
    this.beat.unref();
  }

  get size(): number {
    let n = 0;
    for (const set of this.byFighter.values()) n += set.size;
    return n;
  }

  /** A socket opened on /ws/watch/{token}: send the fight, or close saying why not. */
  async open(socket: WebSocket, { token, address }: { token: string; address: string }) {
    if ((this.perAddress.get(address) ?? 0) >= this.limits.perAddress) {
      socket.close(WS_CLOSE_WATCH_FULL, "Too many watch connections from this address.");
      return;
    }
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
    socket.once("close", release);

    const tokenHash = /^[A-Za-z0-9_-]{43}$/.test(token) ? hashWatchToken(token) : "";
    const read = tokenHash
      ? await readWatch(this.db, tokenHash, this.now())
      : { kind: "unknown" as const };
    if (socket.readyState !== socket.OPEN) return release();
    if (read.kind !== "view") return closeFor(socket, read.kind);
    if (read.view.state === "ended") {
      this.send(socket, { type: "view", view: read.view });
      socket.close(1000, WATCH_ENDED_MESSAGE);
      return;
    }
    const viewerId = randomUUID();
    const admitted = await admitViewer(this.db, {
      linkId: read.link.id,
      viewerId,
      now: this.now(),
    });
    if (!admitted) {
      socket.close(WS_CLOSE_WATCH_FULL, "This fight has as many watchers as it may have.");
      return;
    }
    const watcher: Watcher = { socket, viewerId, tokenHash, fighterId: read.link.userId, address };
    let set = this.byFighter.get(watcher.fighterId);
    if (!set) {
      set = new Set();
      this.byFighter.set(watcher.fighterId, set);
    }
    set.add(watcher);
    const leave = () => {
      const watchers = this.byFighter.get(watcher.fighterId);
      watchers?.delete(watcher);
      if (watchers?.size === 0) this.byFighter.delete(watcher.fighterId);
      dismissViewer(this.db, viewerId, watcher.fighterId).catch((error: unknown) =>
        this.log.error({ err: error }, "a watcher's row was not removed"),
      );
    };
    if (socket.readyState !== socket.OPEN) return leave();
    socket.once("close", leave);
    this.send(socket, { type: "view", view: read.view });
  }

  /** What the bus heard: the watched fights it concerns are read again. */
  hear(event: DomainEvent): void {
    if (!FIGHT_NEWS.has(event.type) || !("userId" in event)) return;
    if (!this.byFighter.has(event.userId)) return;
    this.pending.add(event.userId);
    this.gatherTimer ??= setTimeout(() => {
      this.gatherTimer = null;
      const fighters = [...this.pending];
      this.pending.clear();
      for (const fighterId of fighters) {
        this.refresh(fighterId).catch((error: unknown) =>
          this.log.error({ err: error }, "a watched fight was not read"),
        );
      }
    }, GATHER_MS);
  }

  /** Events may have been missed (the bus reconnected): every watched fight is read again. */
  resync(): void {
    for (const fighterId of this.byFighter.keys())
      this.hear({ type: "runChanged", userId: fighterId });
  }

  closeAll(): void {
    clearInterval(this.beat);
    if (this.gatherTimer) clearTimeout(this.gatherTimer);
    for (const set of this.byFighter.values()) {
      for (const watcher of set) watcher.socket.close(1001, "The server is restarting.");
    }
  }

  private async refresh(fighterId: string): Promise<void> {
    const watchers = [...(this.byFighter.get(fighterId) ?? [])];
    const byToken = new Map<string, Watcher[]>();
    for (const w of watchers) byToken.set(w.tokenHash, [...(byToken.get(w.tokenHash) ?? []), w]);
    for (const [tokenHash, group] of byToken) {
      const read = await readWatch(this.db, tokenHash, this.now());
      for (const { socket } of group) {
        if (read.kind !== "view") closeFor(socket, read.kind);
        else {
          this.send(socket, { type: "view", view: read.view });
          if (read.view.state === "ended") socket.close(1000, WATCH_ENDED_MESSAGE);
        }
      }
    }
  }

  private send(socket: WebSocket, message: WatchSocketMessage): void {
    sendFrame(socket, JSON.stringify(message));
  }
}

function closeFor(socket: WebSocket, kind: "revoked" | "unknown"): void {
  if (kind === "revoked") socket.close(WS_CLOSE_WATCH_REVOKED, WATCH_REVOKED_MESSAGE);
  else socket.close(WS_CLOSE_WATCH_UNKNOWN, WATCH_UNKNOWN_MESSAGE);
}
