import type { DomainEvent } from "@repgate/contracts/events";
import { type SQL, sql } from "drizzle-orm";
import { isTransactionConflict } from "../lib/http/pg-errors.ts";
import type { Db, Tx } from "./connect.ts";

/** The PostgreSQL NOTIFY channel every instance's event bus listens on. */
export const EVENTS_CHANNEL = "repgate_events";

/** Records a domain event; it is announced only if the transaction commits. */
export type Emit = (event: DomainEvent) => void;

/**
 * One unit of work: runs `work` in a transaction and announces the events it emitted with
 * pg_notify inside that same transaction. PostgreSQL delivers a NOTIFY only at commit, so a
 * rolled-back write announces nothing, and listeners that hear an event can read its effect.
 * Every write of the server goes through here.
 *
 * Modules lock in their own orders (a hunter, then their battle; a party, then its hunters) and
 * foreign-key checks take locks of their own, so two writes can still deadlock. PostgreSQL then
 * rolls one back whole, events included; it runs again, up to ATTEMPTS times, rather than
 * answering a 500.
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx, emit: Emit) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { result, events } = await runOnce(db, work);
      committed(events);
      return result;
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransactionConflict(error)) throw error;
    }
  }
}

const ATTEMPTS = 3;

/** The events committed, and the JSON text each was announced as (same order). */
type CommitListener = (events: DomainEvent[], payloads: string[]) => void;
const commitListeners = new Set<CommitListener>();

/** Tells onCommit's listeners of `events` (each by the payload it was announced as). */
function committed(events: ReadonlyMap<string, DomainEvent>): void {
  if (events.size === 0) return;
  const payloads = [...events.keys()];
  const values = [...events.values()];
  for (const listener of commitListeners) listener(values, payloads);
}

/**
 * `listener` hears, in this process, the events of every unit of work as soon as it commits,
 * before the request that made them replies: what this instance keeps for any hunter (not only
 * the writer) is dropped before anyone can read it again here. The bus brings the same events
 * back a moment later, and to every other instance.
 */
export function onCommit(listener: CommitListener): () => void {
  commitListeners.add(listener);
  return () => commitListeners.delete(listener);
}

/** The events each unit of work has emitted and not yet announced, by its emit. */
const pendingOf = new WeakMap<Emit, Map<string, DomainEvent>>();
/** ... and those a write of it has announced already (an event is announced once). */
const announcedOf = new WeakMap<Emit, Set<string>>();

/** Announces `payloads` (JSON texts) on the events channel, in their order. */
function notifySql(payloads: string[]): SQL {
  return notifyEachOf(JSON.stringify(payloads));
}

/** Announces each text of `payloads` (a JSON array of JSON texts), in its order. */
function notifyEachOf(payloads: unknown): SQL {
  return sql`SELECT pg_notify(${EVENTS_CHANNEL}, p) FROM json_array_elements_text(${payloads}::json) AS p`;
}

/**
 * The scalar subquery of announceWithin, with the payloads as `payloads`, which may be a
 * placeholder (sql.placeholder): a statement prepared once announces what each run passes it
 * (announcedPayloads).
 */
export function announcing(payloads: unknown): SQL {
  return sql`(SELECT count(*) FROM (${notifyEachOf(payloads)}) AS announced)`;
}

/**
 * The events `emit` has recorded so far, as a scalar subquery (the number announced) that a
 * write puts in its own statement, e.g. in RETURNING: they are announced by that statement
 * rather than by one more round trip at the end (issue 45; NOTIFY still waits for the commit,
 * and keeps its order). Null when there are none. Events emitted afterwards are announced at
 * the end as usual.
 */
export function announceWithin(emit: Emit): SQL | null {
  const payloads = announcedPayloads(emit);
  return payloads === null ? null : announcing(payloads);
}

/**
 * The events `emit` has recorded so far, as the JSON text a statement prepared with
 * announcing(placeholder) takes, marked as announced like announceWithin's. Null when there are
 * none.
 */
export function announcedPayloads(emit: Emit): string | null {
  const pending = pendingOf.get(emit);
  if (!pending || pending.size === 0) return null;
  const payloads = [...pending.keys()];
  for (const payload of payloads) announcedOf.get(emit)?.add(payload);
  pending.clear();
  return JSON.stringify(payloads);
}

/**
 * A write that is one statement on its own, without BEGIN and COMMIT (PostgreSQL runs it as a
 * transaction of its own): `work` emits its events and sends them with its write
 * (announceWithin), and returns null when it wrote nothing (a compare-and-set that lost), so
 * that nothing is announced. The events are heard by onCommit's listeners as inTransaction's.
 */
export async function inOneStatement<T>(
  work: (emit: Emit) => Promise<T | null>,
): Promise<T | null> {
  const pending = new Map<string, DomainEvent>();
  const events = new Map<string, DomainEvent>();
  const emit: Emit = (event) => {
    const payload = JSON.stringify(event);
    events.set(payload, event);
    pending.set(payload, event);
  };
  pendingOf.set(emit, pending);
  announcedOf.set(emit, new Set());
  const result = await work(emit);
  if (result === null) return null;
  if (pending.size > 0) throw new Error("an event was emitted after the one statement's write");
  committed(events);
  return result;
}

function runOnce<T>(
  db: Db,
  work: (tx: Tx, emit: Emit) => Promise<T>,
): Promise<{ result: T; events: Map<string, DomainEvent> }> {
  return db.transaction(async (tx) => {
    const pending = new Map<string, DomainEvent>();
    const announced = new Set<string>();
    const events = new Map<string, DomainEvent>();
    const emit: Emit = (event) => {
      const payload = JSON.stringify(event);
      events.set(payload, event);
      if (!announced.has(payload)) pending.set(payload, event);
    };
    pendingOf.set(emit, pending);
    announcedOf.set(emit, announced);
    const result = await work(tx, emit);
    if (pending.size > 0) {
      // One round trip for all of them; NOTIFY keeps their order within the transaction.
      await tx.execute(notifySql([...pending.keys()]));
    }
    return { result, events };
  });
}
