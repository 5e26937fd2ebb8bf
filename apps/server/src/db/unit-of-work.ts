import type { DomainEvent } from "@repgate/contracts/events";
import { sql } from "drizzle-orm";
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
      return await runOnce(db, work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransactionConflict(error)) throw error;
    }
  }
}

const ATTEMPTS = 3;

function runOnce<T>(db: Db, work: (tx: Tx, emit: Emit) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const pending = new Map<string, DomainEvent>();
    const emit: Emit = (event) => {
      const payload = JSON.stringify(event);
      pending.set(payload, event);
    };
    const result = await work(tx, emit);
    if (pending.size > 0) {
      // One round trip for all of them; NOTIFY keeps their order within the transaction.
      const payloads = JSON.stringify([...pending.keys()]);
      await tx.execute(
        sql`SELECT pg_notify(${EVENTS_CHANNEL}, p) FROM json_array_elements_text(${payloads}::json) AS p`,
      );
    }
    return result;
  });
}
