import { randomUUID } from "node:crypto";
import { type DomainEvent, domainEventSchema } from "@repgate/contracts/events";
import type pg from "pg";
import { EVENTS_CHANNEL } from "../db/unit-of-work.ts";
import { atFileEnd } from "./at-file-end.ts";

/**
 * The channel of `barrier()`'s markers, which the app's bus does not hear (it would log a malformed
 * event). PostgreSQL queues every notification in one queue in commit order, so one session
 * listening on both channels hears the barrier after every event committed before it.
 */
const BARRIER_CHANNEL = "repgate_test_barrier";

export interface EventListener {
  /** Every domain event heard so far, in the order PostgreSQL delivered them. */
  readonly events: DomainEvent[];
  /** Payloads on the channel that were not a valid domain event (should stay empty). */
  readonly invalid: string[];
  /** The events heard for one hunter. */
  of(userId: string): DomainEvent[];
  /**
   * Waits until everything committed before this call has been heard: it NOTIFYs a marker of
   * its own and waits for it. PostgreSQL delivers notifications in commit order, so once the
   * marker is back, an event missing from `events` was never sent.
   */
  barrier(timeoutMs?: number): Promise<void>;
  /** Runs `work` and returns the events heard between a barrier before it and one after. */
  heardDuring(work: () => Promise<unknown>): Promise<DomainEvent[]>;
  /**
   * After a barrier, the events heard since the last take() (or since listening began), and
   * forgets them: call it before an action to start clean and after it to see what it said.
   */
  take(): Promise<DomainEvent[]>;
  /** Stops listening and gives the connection up. */
  close(): Promise<void>;
}

/**
 * LISTENs on the events channel of a test database on a connection of its own (taken from the
 * pool and destroyed on close, so LISTEN never leaks into a pooled connection). Payloads are
 * parsed with the contract's schema, so a test sees typed events. Call it in a file's
 * beforeAll: it stops listening by itself when the file's tests end.
 */
export async function listenForEvents(pool: pg.Pool): Promise<EventListener> {
  const client = await pool.connect();
  const events: DomainEvent[] = [];
  const invalid: string[] = [];
  const waiting = new Map<string, () => void>();

  client.on("notification", (message) => {
    if (message.payload === undefined) return;
    if (message.channel === BARRIER_CHANNEL) {
      waiting.get(message.payload)?.();
      return;
    }
    if (message.channel !== EVENTS_CHANNEL) return;
    const json: unknown = JSON.parse(message.payload);
    const parsed = domainEventSchema.safeParse(json);
    if (parsed.success) events.push(parsed.data);
    else invalid.push(message.payload);
  });
  await client.query(`LISTEN ${EVENTS_CHANNEL}`);
  await client.query(`LISTEN ${BARRIER_CHANNEL}`);
  let closed = false;

  async function barrier(timeoutMs = 5_000): Promise<void> {
    const id = randomUUID();
    const heard = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`the event barrier was not heard within ${timeoutMs} ms`));
      }, timeoutMs);
      waiting.set(id, () => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve();
      });
    });
    await pool.query("SELECT pg_notify($1, $2)", [BARRIER_CHANNEL, id]);
    await heard;
  }

  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    await client.query("UNLISTEN *").catch(() => {});
    client.release(true);
  }
  atFileEnd(close);

  let taken = 0;
  return {
    events,
    invalid,
    of: (userId) => events.filter((e) => "userId" in e && e.userId === userId),
    barrier,
    async heardDuring(work) {
      await barrier();
      const from = events.length;
      await work();
      await barrier();
      return events.slice(from);
    },
    async take() {
      await barrier();
      const fresh = events.slice(taken);
      taken = events.length;
      return fresh;
    },
    close,
  };
}
