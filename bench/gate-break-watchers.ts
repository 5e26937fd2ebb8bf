// The watching sockets of bench/gate-break.ts, in a process of their own (forked with IPC):
// each is a signed-in hunter's open home, the socket the app keeps open. In production these
// browsers are on other machines; here they share the 2 cores with the servers, so each socket
// is a bare TCP connection that speaks just enough WebSocket to be one (it upgrades like a
// browser with the session cookie, answers the server's heartbeat ping, and reads text frames).
// Every worldBossHP frame is kept as (receipt time of its chunk, HP), taken first thing on the
// machine's one clock (performance.timeOrigin + performance.now()).
//   (start) connect -> "ready"; "report" with the attackers' hits -> each socket's delays.
import { randomBytes } from "node:crypto";
import net from "node:net";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";

export interface GateWatchersConfig {
  sockets: Array<{ port: number; cookie: string }>;
}

export type GateWatchersCommand = { type: "report"; hits: number[] };

/** Delays by the instance the socket is on (its port), as a histogram of whole milliseconds. */
export interface DelayHistogram {
  port: number;
  /** counts[ms] = how many (hit, socket) pairs took that long; the last slot is "or more". */
  counts: number[];
  /** Hits a socket never saw an HP at or below by the report. */
  missing: number;
}

export type GateWatchersMessage =
  | { type: "ready" }
  | { type: "error"; message: string }
  | {
      type: "report";
      histograms: DelayHistogram[];
      frames: number;
      unexpectedCloses: number;
      loopDelayP99: number;
    };

/** Delays are counted up to a minute, in whole milliseconds. */
const HISTOGRAM_MS = 60_000;
/** Upgrades in flight at once: a few thousand at the same instant only measure the backlog. */
const CONNECTING_AT_ONCE = 100;

/** The first message from bench/gate-break.ts. */
const config = await new Promise<GateWatchersConfig>((resolve) =>
  process.once("message", (message: { config: GateWatchersConfig }) => resolve(message.config)),
);
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const now = () => performance.timeOrigin + performance.now();

interface Watcher {
  port: number;
  /** [receipt time, HP] pairs, flattened, in the order they came. */
  seen: number[];
  socket: net.Socket | null;
}

const watchers: Watcher[] = [];
let frames = 0;
let unexpectedCloses = 0;
let stopping = false;

/** A client frame: FIN, `opcode`, masked as the protocol asks of every client (payload < 126). */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const mask = randomBytes(4);
  const masked = Buffer.alloc(payload.length);
  for (let i = 0; i < payload.length; i += 1) masked[i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
  return Buffer.concat([Buffer.from([0x80 | opcode, 0x80 | payload.length]), mask, masked]);
}

/** Opens one socket; resolves at its first frame (the hub's welcome: it is in its rooms). */
function connect(watcher: Watcher, cookie: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let head: Buffer = Buffer.alloc(0);
    let upgraded = false;
    let ready = false;
    let pending: Buffer = Buffer.alloc(0);
    const socket = net.connect({ host: "127.0.0.1", port: watcher.port, noDelay: true }, () => {
      socket.write(
        `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${watcher.port}\r\nUpgrade: websocket\r\n` +
          `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\n` +
          `Sec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:${watcher.port}\r\n` +
          `Cookie: ${cookie}\r\n\r\n`,
      );
    });
    watcher.socket = socket;
    socket.on("data", (chunk: Buffer) => {
      const at = now();
      if (!upgraded) {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf("\r\n\r\n");
        if (end < 0) return;
        if (!head.subarray(0, 12).toString().endsWith("101")) {
          reject(new Error(head.subarray(0, end).toString().slice(0, 200)));
          socket.destroy();
          return;
        }
        upgraded = true;
        chunk = head.subarray(end + 4);
      }
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      for (;;) {
        if (pending.length < 2) break;
        const opcode = (pending[0] ?? 0) & 0x0f;
        let length = (pending[1] ?? 0) & 0x7f;
        let offset = 2;
        if (length === 126) {
          if (pending.length < 4) break;
          length = pending.readUInt16BE(2);
          offset = 4;
        } else if (length === 127) {
          if (pending.length < 10) break;
          length = Number(pending.readBigUInt64BE(2));
          offset = 10;
        }
        if (pending.length < offset + length) break;
        const payload = pending.subarray(offset, offset + length);
        pending = pending.subarray(offset + length);
        if (opcode === 0x9) socket.write(clientFrame(0xa, payload));
        if (opcode !== 0x1) continue;
        frames += 1;
        if (!ready) {
          ready = true;
          resolve();
        }
        const text = payload.toString("utf8");
        if (!text.includes('"worldBossHP"')) continue;
        watcher.seen.push(at, (JSON.parse(text) as { hp: number }).hp);
      }
    });
    socket.on("error", (error) => {
      if (!ready) reject(error);
    });
    socket.on("close", () => {
      if (stopping) return;
      if (!ready) reject(new Error("the server closed the socket before its first frame"));
      else unexpectedCloses += 1;
    });
  });
}

/**
 * For every hit and every socket: the time from the hit's answer to the socket's first frame
 * with an HP at or below the hit's (0 when a lower HP had come already). Hits sorted by HP from
 * the highest, against each socket's frames in order (HP only falls), in one pass per socket.
 */
function delays(flatHits: number[]): DelayHistogram[] {
  const order = Array.from({ length: flatHits.length / 2 }, (_, i) => i).sort(
    (a, b) => (flatHits[2 * b + 1] ?? 0) - (flatHits[2 * a + 1] ?? 0),
  );
  const hitAt = Float64Array.from(order, (i) => flatHits[2 * i] ?? 0);
  const hitHP = Float64Array.from(order, (i) => flatHits[2 * i + 1] ?? 0);
  const byPort = new Map<number, DelayHistogram>();
  for (const watcher of watchers) {
    let histogram = byPort.get(watcher.port);
    if (!histogram) {
      histogram = { port: watcher.port, counts: new Array(HISTOGRAM_MS + 1).fill(0), missing: 0 };
      byPort.set(watcher.port, histogram);
    }
    const { counts } = histogram;
    const seen = watcher.seen;
    let j = 0;
    for (let h = 0; h < hitHP.length; h += 1) {
      const hp = hitHP[h] ?? 0;
      while (j < seen.length && (seen[j + 1] ?? 0) > hp) j += 2;
      if (j >= seen.length) {
        histogram.missing += hitHP.length - h;
        break;
      }
      const ms = Math.max(0, Math.round((seen[j] ?? 0) - (hitAt[h] ?? 0)));
      const slot = Math.min(ms, HISTOGRAM_MS);
      counts[slot] = (counts[slot] ?? 0) + 1;
    }
  }
  return [...byPort.values()];
}

const queue = config.sockets.map((s) => ({ ...s }));
const workers = Array.from({ length: CONNECTING_AT_ONCE }, async () => {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const watcher: Watcher = { port: next.port, seen: [], socket: null };
    watchers.push(watcher);
    await connect(watcher, next.cookie);
  }
});
try {
  await Promise.all(workers);
  loop.reset();
  process.send?.({ type: "ready" } satisfies GateWatchersMessage);
} catch (error) {
  process.send?.({ type: "error", message: String(error) } satisfies GateWatchersMessage);
}

process.on("message", (command: GateWatchersCommand) => {
  if (command.type !== "report") return;
  const loopDelayP99 = loop.percentile(99) / 1e6;
  stopping = true;
  for (const watcher of watchers) watcher.socket?.destroy();
  process.send?.({
    type: "report",
    histograms: delays(command.hits),
    frames,
    unexpectedCloses,
    loopDelayP99,
  } satisfies GateWatchersMessage);
});
