import { type DomainEvent, domainEventSchema } from "@repgate/contracts/events";
import { type ListenConnection, openListenConnection } from "../db/listen-connection.ts";
import { EVENTS_CHANNEL, onCommit } from "../db/unit-of-work.ts";

export type BusHandler = (event: DomainEvent) => void;

interface BusLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;
const silentLog: BusLog = { warn: () => {}, info: () => {} };
/** Own events not heard back yet (the bus was away, or another process's): the oldest go first. */
const MAX_OWN_PAYLOADS = 1_000;

/**
 * Hears every domain event committed by any instance, on one LISTEN connection. When that
 * connection drops (the database restarted, a proxy cut it) the bus reconnects with backoff
 * and LISTENs again. Its subscribers stay subscribed, and are told to resync: events
 * committed while it was away were not heard, so whoever shows state must read it again.
 */
export class EventBus {
  private connection: ListenConnection | null = null;
  private readonly handlers = new Set<BusHandler>();
  private readonly resyncHandlers = new Set<() => void>();
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  /**
   * This process's committed events by the text they were announced as, until the bus hears
   * them back: that text needs no parse nor validation again (issue 45: an attack's strike was
   * parsed by zod once more on its way back to the striker's socket). Keyed by the whole text:
   * a text heard is only ever taken for the event this process announced as that text.
   */
  private readonly ownPayloads = new Map<string, DomainEvent>();
  private forgetCommits: (() => void) | null = null;

  constructor(
    private readonly url: string,
    private readonly log: BusLog = silentLog,
  ) {}

  /** Resolves once the bus listens. */
  async start(): Promise<void> {
    this.connection = await this.open();
    this.forgetCommits ??= onCommit((events, payloads) => this.rememberOwn(events, payloads));
  }

  get isListening(): boolean {
    return this.connection !== null;
  }

  subscribe(handler: BusHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** `handler` runs after every reconnection. */
  onResync(handler: () => void): () => void {
    this.resyncHandlers.add(handler);
    return () => this.resyncHandlers.delete(handler);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.forgetCommits?.();
    this.forgetCommits = null;
    this.ownPayloads.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const connection = this.connection;
    this.connection = null;
    await connection?.close();
  }

  private open(): Promise<ListenConnection> {
    return openListenConnection(this.url, EVENTS_CHANNEL, {
      onPayload: (payload) => this.dispatch(payload),
      onLost: (error) => {
        this.connection = null;
        if (this.stopped) return;
        this.log.warn({ err: error.message }, "event bus lost its connection; reconnecting");
        this.scheduleReconnect();
      },
    });
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open().then(
        async (connection) => {
          if (this.stopped) return connection.close();
          this.connection = connection;
          this.retryMs = FIRST_RETRY_MS;
          this.log.info({}, "event bus listening again");
          for (const handler of this.resyncHandlers) handler();
        },
        (error: Error) => {
          this.log.warn({ err: error.message }, "event bus could not reconnect yet");
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.retryTimer.unref();
  }

  private rememberOwn(events: DomainEvent[], payloads: string[]): void {
    events.forEach((event, i) => {
      const payload = payloads[i] as string;
      this.ownPayloads.delete(payload);
      if (this.ownPayloads.size >= MAX_OWN_PAYLOADS) {
        const oldest = this.ownPayloads.keys().next().value;
        if (oldest !== undefined) this.ownPayloads.delete(oldest);
      }
      this.ownPayloads.set(payload, event);
    });
  }

  private dispatch(payload: string | undefined): void {
    const own = payload === undefined ? undefined : this.ownPayloads.get(payload);
    if (own) {
      this.ownPayloads.delete(payload as string);
      for (const handler of this.handlers) handler(own);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload ?? "");
    } catch {
      parsed = undefined;
    }
    const event = domainEventSchema.safeParse(parsed);
    if (!event.success) {
      this.log.warn({ payload }, "event bus ignored a malformed event");
      return;
    }
    for (const handler of this.handlers) handler(event.data);
  }
}
