import {
  type ServerMessage,
  serverControlMessageSchema,
  WS_CLOSE_SIGNED_OUT,
} from "@repgate/contracts/events";
import type { ClientMessage } from "@repgate/contracts/socket";

export interface RealtimeSocketHandlers {
  /** Every message the server sends: domain events and control messages alike. */
  onMessage(message: ServerMessage): void;
  /** The socket came back after a drop: events in the gap were missed. */
  onReconnected(): void;
  /** The server closed with 4401: the session is over; do not retry. */
  onSignedOut(): void;
}

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

/** The delay before reconnect attempt `attempt` (0-based): doubling, capped, with ±20% jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** ws: or wss: to /ws on the page's own host. */
export function socketUrl(location: Pick<Location, "protocol" | "host">): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;
}

/**
 * The one realtime connection of a signed-in tab. It reconnects with backoff when the
 * network or the server drops it (the server picks the rooms again on every connection), and
 * stops for good when the server says the session ended.
 */
export class RealtimeSocket {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private connectedBefore = false;

  constructor(
    private readonly url: string,
    private readonly handlers: RealtimeSocketHandlers,
    private readonly createSocket: (url: string) => WebSocket = (u) => new WebSocket(u),
  ) {}

  start(): void {
    this.stopped = false;
    this.open();
  }

  /** Sends `message` if the socket is open; false when it is not (connecting or closed). */
  send(message: ClientMessage): boolean {
    const socket = this.socket;
    if (socket?.readyState !== 1) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, "Leaving");
  }

  private open(): void {
    const socket = this.createSocket(this.url);
    this.socket = socket;
    socket.onmessage = (event: MessageEvent) => {
      const message = parse(event.data);
      if (!message) return;
      if (message.type === "welcome") {
        this.attempt = 0;
        if (this.connectedBefore) this.handlers.onReconnected();
        this.connectedBefore = true;
      }
      this.handlers.onMessage(message);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === WS_CLOSE_SIGNED_OUT) {
        this.stopped = true;
        this.handlers.onSignedOut();
        return;
      }
      this.retry();
    };
  }

  private retry(): void {
    if (this.stopped) return;
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) this.open();
    }, delay);
  }
}

function parse(data: unknown): ServerMessage | null {
  if (typeof data !== "string") return null;
  try {
    const value = JSON.parse(data) as { type?: unknown };
    if (typeof value?.type !== "string") return null;
    // Control messages are checked; domain events are trusted by type (the server built them).
    const control = serverControlMessageSchema.safeParse(value);
    return control.success ? control.data : (value as ServerMessage);
  } catch {
    return null;
  }
}
