// One simulated hunter's browser, as light as it can be made: the load generator shares the
// machine's two cores with two servers and PostgreSQL. HTTP goes over node:http with a
// keep-alive agent (six connections at most, like a browser per host); the socket is a bare
// TCP connection that speaks just enough WebSocket (upgrade, masked text frames out, pong for
// the server's heartbeat ping) and counts what it receives without decoding it.
// Every hunter connects from an address of its own in 127.0.0.0/8 (hunters come from different
// homes): sign-in is limited per address, and that limit stays as `npm start` sets it.
import { randomBytes } from "node:crypto";
import http from "node:http";
import net from "node:net";
import { performance } from "node:perf_hooks";
import zlib from "node:zlib";
import type { Recorder } from "./day-stats.ts";

/** What Chromium sends on every fetch. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
/** A request that has not answered after this long counts as an error. */
const REQUEST_TIMEOUT_MS = 10_000;
const OK_STATUSES = new Set([200, 201, 204, 304]);

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The decoded body, read only by the hunters who need it (`json()`). */
  json<T>(): T;
}

export class HunterClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  private readonly origin: string;
  private socket: net.Socket | null = null;
  cookie = "";

  constructor(
    readonly url: URL,
    readonly localAddress: string,
    private readonly recorder: Recorder,
  ) {
    this.origin = url.origin;
  }

  /**
   * One request as the web client sends it; the latency is recorded under `label`. Resolves
   * with null on a failure (recorded as an error), so a hunter's day goes on.
   */
  call(
    label: string,
    method: string,
    path: string,
    options: {
      body?: unknown;
      headers?: Record<string, string>;
      /** Refusals that are this call's correct answer at times (recorded, not failed). */
      expected?: number[];
    } = {},
    retry = true,
  ): Promise<Answer | null> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = {
      accept: "application/json",
      "accept-encoding": BROWSER_ENCODINGS,
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(method === "GET" ? {} : { origin: this.origin }),
      ...(payload === undefined
        ? {}
        : {
            "content-type": "application/json",
            "content-length": String(Buffer.byteLength(payload)),
          }),
      ...options.headers,
    };
    const started = performance.now();
    return new Promise((resolve) => {
      let settled = false;
      const fail = (detail: string) => {
        if (settled) return;
        settled = true;
        this.recorder.fail(label, detail);
        resolve(null);
      };
      const request = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          method,
          path,
          headers,
          agent: this.agent,
          localAddress: this.localAddress,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", (error) => fail(String(error)));
          response.on("end", () => {
            if (settled) return;
            const status = response.statusCode ?? 0;
            const body = Buffer.concat(chunks);
            if (!OK_STATUSES.has(status) && !options.expected?.includes(status)) {
              fail(`${status} ${decode(body, response.headers).toString("utf8").slice(0, 200)}`);
              return;
            }
            settled = true;
            this.recorder.record(label, performance.now() - started);
            resolve({
              status,
              headers: response.headers,
              json: <T>() => JSON.parse(decode(body, response.headers).toString("utf8")) as T,
            });
          });
        },
      );
      request.on("timeout", () => request.destroy(new Error("timed out")));
      request.on("error", (error: NodeJS.ErrnoException) => {
        // The server closed an idle keep-alive connection as this request went out on it
        // (it closes connections idle for 30 s; the bell polls every 30 s). Browsers send the
        // request again on a new connection, unseen; so does the bench, once, and counts it.
        const closedUnderIt =
          request.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");
        if (closedUnderIt && retry && !settled) {
          settled = true;
          this.recorder.retried += 1;
          resolve(this.call(label, method, path, options, false));
          return;
        }
        fail(String(error));
      });
      request.end(payload);
    });
  }

  /** Opens /ws with the session cookie and keeps it open (reopened if the server closes it). */
  openSocket(): void {
    let head: Buffer = Buffer.alloc(0);
    let upgraded = false;
    let pending: Buffer = Buffer.alloc(0);
    const socket = net.connect({
      host: this.url.hostname,
      port: Number(this.url.port),
      localAddress: this.localAddress,
      noDelay: true,
    });
    this.socket = socket;
    socket.on("connect", () => {
      socket.write(
        `GET /ws HTTP/1.1\r\nHost: ${this.url.host}\r\nUpgrade: websocket\r\n` +
          `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\n` +
          `Sec-WebSocket-Version: 13\r\nOrigin: ${this.origin}\r\nCookie: ${this.cookie}\r\n\r\n`,
      );
    });
    socket.on("data", (chunk: Buffer) => {
      if (!upgraded) {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf("\r\n\r\n");
        if (end < 0) return;
        if (!head.subarray(0, 12).toString().endsWith("101")) {
          this.recorder.fail("GET /ws (upgrade)", head.subarray(0, end).toString().slice(0, 200));
          socket.destroy();
          return;
        }
        upgraded = true;
        chunk = head.subarray(end + 4);
      }
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      pending = this.readFrames(socket, pending);
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      if (this.socket !== socket) return; // closed by the hunter
      this.recorder.unexpectedCloses += 1;
      this.recorder.fail("GET /ws", "the server closed the socket");
      this.socket = null;
    });
  }

  /** Counts frames and answers pings; returns the bytes of a frame not complete yet. */
  private readFrames(socket: net.Socket, buffer: Buffer): Buffer {
    for (;;) {
      if (buffer.length < 2) return buffer;
      const opcode = (buffer[0] ?? 0) & 0x0f;
      let length = (buffer[1] ?? 0) & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffer.length < 4) return buffer;
        length = buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (buffer.length < 10) return buffer;
        length = Number(buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (buffer.length < offset + length) return buffer;
      if (opcode === 0x9) socket.write(frame(0xa, buffer.subarray(offset, offset + length)));
      else if (opcode === 0x1) this.recorder.framesIn += 1;
      buffer = buffer.subarray(offset + length);
    }
  }

  /** Sends a regional chat message on the socket, as the chat panel does. */
  sendChat(content: string): void {
    if (!this.socket) return;
    const text = JSON.stringify({ type: "chat", data: { content, type: "regional" } });
    this.socket.write(frame(0x1, Buffer.from(text)));
    this.recorder.chatsSent += 1;
  }

  /** Closes the socket and the connections: the hunter leaves. */
  close(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.destroy();
    this.agent.destroy();
  }
}

/** A client frame: FIN, `opcode`, masked as the protocol asks of every client. */
function frame(opcode: number, payload: Buffer): Buffer {
  const mask = randomBytes(4);
  const length = payload.length;
  const head = length < 126 ? Buffer.from([0x80 | opcode, 0x80 | length]) : Buffer.alloc(4, 0);
  if (length >= 126) {
    head[0] = 0x80 | opcode;
    head[1] = 0x80 | 126;
    head.writeUInt16BE(length, 2);
  }
  const masked = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) masked[i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
  return Buffer.concat([head, mask, masked]);
}

function decode(body: Buffer, headers: http.IncomingHttpHeaders): Buffer {
  switch (headers["content-encoding"]) {
    case "br":
      return zlib.brotliDecompressSync(body);
    case "gzip":
      return zlib.gunzipSync(body);
    case "deflate":
      return zlib.inflateSync(body);
    case "zstd":
      throw new Error("zstd answers are not read by the bench");
    default:
      return body;
  }
}
