import { randomUUID } from "node:crypto";
import { type DomainEvent, domainEventSchema } from "@repgate/contracts/events";
import pg from "pg";
import { afterAll } from "vitest";
import { EVENTS_CHANNEL } from "../db/unit-of-work.ts";

/** What a test hears on the events channel: every domain event committed since it began. */
export interface EventLog {
  /**
   * The events heard so far, after making sure every event committed before this call has
   * arrived (NOTIFY delivers in commit order, so a marker sent now arrives after them all),
   * and forgets them: the next call answers only what came after.
   */
  take(): Promise<DomainEvent[]>;
}

/**
 * Listens on the test database's events channel, as a server instance's bus does, until the
 * test file ends. Use `take()` before an action to start clean and after it to see what it
 * announced; a refused (rolled back) action must announce nothing.
 */
export async function listenEvents(databaseUrl: string): Promise<EventLog> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let heard: DomainEvent[] = [];
  const markers = new Map<string, () => void>();
  client.on("notification", ({ channel, payload }) => {
    if (channel !== EVENTS_CHANNEL || payload === undefined) return;
    const marker = markers.get(payload);
    if (marker) return marker();
    heard.push(domainEventSchema.parse(JSON.parse(payload)));
  });
  await client.query(`LISTEN ${EVENTS_CHANNEL}`);
  afterAll(() => client.end());

  return {
    async take() {
      const marker = `marker:${randomUUID()}`;
      const arrived = new Promise<void>((resolve) => markers.set(marker, resolve));
      await client.query("SELECT pg_notify($1, $2)", [EVENTS_CHANNEL, marker]);
      await arrived;
      markers.delete(marker);
      const taken = heard;
      heard = [];
      return taken;
    },
  };
}
